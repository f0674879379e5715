import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  capitalCallMethodologies,
  currencies,
  type FundFamilyConfig,
} from '../../../../api/fund-structure';
import '../../../../api/validation-messages';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { humanize } from '../../../components/form-field';
import { card } from '../../../components/page-styles';
import { centsToText, optionalMoneyTextSchema, textToCents } from '../../../lib/money-text';
import { reportServerErrors, setServerFieldError } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { fundQueries, useSaveFundConfig } from '../../../queries/fund-queries';
import { ResetAndSave } from '../../../components/ResetAndSave';

const profileSchema = v.object({
  currency: v.picklist(currencies),
  rounding_methodology: v.picklist(['cents', 'dollar']),
  rounding_partner_ordering: v.picklist(['largest_allocation', 'gp_then_largest_allocation']),
  capital_call_methodology: v.picklist(capitalCallMethodologies),
  equalization_interest_methodology: v.picklist([
    '',
    'irr',
    'simple_interest',
    'simple_interest_plus_one',
  ]),
  equalization_interest_rate_percent: v.union([
    v.literal(''),
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d{1,2})?$/, 'Must be valid percent'),
      v.check((t) => Number(t) <= 100, 'Less than or equal to 100'),
    ),
  ]),
  target_raise: optionalMoneyTextSchema,
  target_close_date: v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Must be valid date'))]),
  phase: v.pipe(v.string(), v.maxLength(100)),
});
type ProfileInput = v.InferInput<typeof profileSchema>;

const toInput = (config: FundFamilyConfig): ProfileInput => ({
  currency: config.currency,
  rounding_methodology: config.rounding_methodology,
  rounding_partner_ordering: config.rounding_partner_ordering,
  capital_call_methodology: config.capital_call_methodology,
  equalization_interest_methodology: config.equalization_interest_methodology ?? '',
  equalization_interest_rate_percent: config.equalization_interest_rate_percent?.toString() ?? '',
  target_raise: centsToText(config.target_raise_cents),
  target_close_date: config.target_close_date ?? '',
  phase: config.phase ?? '',
});

const toConfig = (input: v.InferOutput<typeof profileSchema>): FundFamilyConfig => ({
  currency: input.currency,
  rounding_methodology: input.rounding_methodology,
  rounding_partner_ordering: input.rounding_partner_ordering,
  capital_call_methodology: input.capital_call_methodology,
  equalization_interest_methodology: input.equalization_interest_methodology || null,
  equalization_interest_rate_percent:
    input.equalization_interest_rate_percent === ''
      ? null
      : Number(input.equalization_interest_rate_percent),
  target_raise_cents: input.target_raise === '' ? null : textToCents(input.target_raise),
  target_close_date: input.target_close_date || null,
  phase: input.phase.trim() || null,
});

const selects = {
  currency: currencies,
  rounding_methodology: ['cents', 'dollar'],
  rounding_partner_ordering: ['largest_allocation', 'gp_then_largest_allocation'],
  capital_call_methodology: capitalCallMethodologies,
  equalization_interest_methodology: ['', 'irr', 'simple_interest', 'simple_interest_plus_one'],
} as const;

/** Spec §3 "Capital call methodology: gross or net fees". */
const methodologyLabels: Record<(typeof capitalCallMethodologies)[number], string> = {
  gross: 'Gross fees',
  net: 'Net fees',
};

const hints: Partial<Record<keyof typeof selects, string>> = {
  capital_call_methodology:
    'Gross fees: a call charges each LP its management fee before offsets and waivers. Net fees: after the offsets and waivers of the period’s published fee charge.',
};

const labels: Record<keyof ProfileInput, string> = {
  currency: 'Fund currency',
  rounding_methodology: 'Rounding methodology',
  rounding_partner_ordering: 'Rounding partner ordering',
  capital_call_methodology: 'Capital call methodology',
  equalization_interest_methodology: 'Equalization interest methodology',
  equalization_interest_rate_percent: 'Equalization interest rate (%)',
  target_raise: 'Target raise',
  target_close_date: 'Target close date',
  phase: 'Phase',
};

function ProfileForm({ fundFamilyId, config }: { fundFamilyId: string; config: FundFamilyConfig }) {
  const form = useForm({ schema: profileSchema, initialInput: toInput(config) });
  const save = useSaveFundConfig(fundFamilyId);
  const submit = async (output: v.InferOutput<typeof profileSchema>) => {
    try {
      const saved = await save.mutateAsync(toConfig(output));
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Profile saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) =>
        setServerFieldError(
          form,
          path === 'target_raise_cents' ? 'target_raise' : path,
          message,
          Object.keys(labels),
        ),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, profileSchema, submit);

  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Fund profile"
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: '6',
        })}
      >
        {(Object.keys(selects) as (keyof typeof selects)[]).map((name) => (
          <Field key={name} of={form} path={[name]}>
            {(field) => (
              <SelectControl
                field={field}
                id={`profile-${name}`}
                label={labels[name]}
                hint={hints[name]}
                options={selects[name].map((option) => ({
                  value: option,
                  label:
                    option === ''
                      ? 'None'
                      : name === 'currency'
                        ? option
                        : name === 'capital_call_methodology'
                          ? methodologyLabels[option as keyof typeof methodologyLabels]
                          : humanize(option),
                }))}
              />
            )}
          </Field>
        ))}
        {(
          [
            'equalization_interest_rate_percent',
            'target_raise',
            'target_close_date',
            'phase',
          ] as const
        ).map((name) => (
          <Field key={name} of={form} path={[name]}>
            {(field) => (
              <TextControl
                field={field}
                id={`profile-${name}`}
                label={labels[name]}
                hint={
                  name === 'target_raise' ? 'In the fund currency, e.g. 250,000,000.00' : undefined
                }
                type={name === 'target_close_date' ? 'date' : 'text'}
                inputMode={name === 'phase' || name === 'target_close_date' ? undefined : 'decimal'}
              />
            )}
          </Field>
        ))}
      </div>
      <ResetAndSave form={form} saveLabel="Save profile" />
      {guard.dialog}
    </Form>
  );
}

/**
 * Setup step "Profile" (and the fund configuration's profile tab): currency, rounding, capital
 * call methodology, equalization settings, target raise and close.
 */
export function ProfileStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { data } = useQuery(fundQueries.config(fundFamilyId));
  if (!data) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  return <ProfileForm fundFamilyId={fundFamilyId} config={data} />;
}
