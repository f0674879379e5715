import { Field, FieldArray, Form, insert, remove, reset, swap, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { requiredText } from '../../../../api/money-input';
import { percentSchema } from '../../../../api/percent';
import {
  COMPOUNDING_CADENCES,
  PREF_EFFECTS,
  PREF_LIMITING_FACTORS,
  WATERFALL_TIER_TYPES,
  waterfallConfigurationTypes,
  waterfallRulesCheck,
  waterfallTierTypeLabels,
  waterfallTypeLabels,
  waterfallTypes,
  type WaterfallConfiguration,
  type WaterfallTierInput,
} from '../../../../api/waterfall';
import '../../../../api/validation-messages';
import { DAY_COUNTS } from '../../../../domain/day-count';
import { button } from '../../../components/button-styles';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { humanize, optionsOf } from '../../../components/form-field';
import { card } from '../../../components/page-styles';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useSaveWaterfall } from '../../../queries/fund-configuration-queries';
import { fundQueries } from '../../../queries/fund-queries';

const percentText = v.union([v.literal(''), percentSchema]);
const choice = <T extends readonly string[]>(values: T) => v.picklist(['', ...values]);

const tierFormSchema = v.object({
  name: requiredText(100),
  type: v.picklist(WATERFALL_TIER_TYPES),
  rate_percent: percentText,
  compounding: choice(COMPOUNDING_CADENCES),
  day_count: choice(DAY_COUNTS),
  limiting_factor: choice(PREF_LIMITING_FACTORS),
  catch_up_percent: percentText,
  carry_percent: percentText,
});
type TierForm = v.InferOutput<typeof tierFormSchema>;

const toTier = (t: TierForm): WaterfallTierInput => ({
  name: t.name,
  type: t.type,
  rate_percent: t.rate_percent || null,
  compounding: t.compounding || null,
  day_count: t.day_count || null,
  limiting_factor: t.limiting_factor || null,
  catch_up_percent: t.catch_up_percent || null,
  carry_percent: t.carry_percent || null,
});

const waterfallFormSchema = v.pipe(
  v.object({
    waterfall_type: v.picklist(waterfallTypes),
    configuration_type: v.picklist(waterfallConfigurationTypes),
    carry_partner_entity_id: v.string(),
    pref_effect: v.picklist(PREF_EFFECTS),
    tiers: v.pipe(v.array(tierFormSchema), v.minLength(1, 'At least 1 items')),
  }),
  waterfallRulesCheck((value) => ({
    tiers: value.tiers.map(toTier),
    carry_partner_entity_id: value.carry_partner_entity_id || null,
  })),
);
type WaterfallFormInput = v.InferInput<typeof waterfallFormSchema>;

const blankTier = (type: TierForm['type'], name: string): TierForm => ({
  name,
  type,
  rate_percent: '',
  compounding: '',
  day_count: '',
  limiting_factor: '',
  catch_up_percent: '',
  carry_percent: '',
});

const toInput = (saved: WaterfallConfiguration | null, gpId: string): WaterfallFormInput => ({
  waterfall_type: saved?.waterfall_type ?? 'whole_fund',
  configuration_type: saved?.configuration_type ?? 'basic',
  carry_partner_entity_id: saved ? (saved.carry_partner_entity_id ?? '') : gpId,
  pref_effect: saved?.pref_effect ?? 'actual',
  tiers: saved
    ? saved.tiers.map((t) => ({
        name: t.name,
        type: t.type,
        rate_percent: t.rate_percent ?? '',
        compounding: t.compounding ?? '',
        day_count: t.day_count ?? '',
        limiting_factor: t.limiting_factor ?? '',
        catch_up_percent: t.catch_up_percent ?? '',
        carry_percent: t.carry_percent ?? '',
      }))
    : [
        blankTier('return_of_capital', 'Return of capital'),
        {
          ...blankTier('preferred_return', 'Preferred return'),
          rate_percent: '8',
          compounding: 'annually',
          day_count: 'actual_365',
          limiting_factor: 'cash_flows',
        },
        {
          ...blankTier('gp_catch_up', 'GP catch-up'),
          catch_up_percent: '100',
          carry_percent: '20',
        },
        { ...blankTier('final_split', 'Final split'), carry_percent: '20' },
      ],
});

/** Which parameters each tier type takes (spec §3 "Waterfall tier"). */
const tierFields: Record<TierForm['type'], (keyof TierForm)[]> = {
  return_of_capital: [],
  preferred_return: ['rate_percent', 'compounding', 'day_count', 'limiting_factor'],
  gp_catch_up: ['catch_up_percent', 'carry_percent'],
  final_split: ['carry_percent'],
};
const fieldLabels: Partial<Record<keyof TierForm, string>> = {
  rate_percent: 'Preferred return (% a year)',
  compounding: 'Compounding',
  day_count: 'Day count',
  limiting_factor: 'Pref limiting factor',
  catch_up_percent: 'Catch-up to carry partner (%)',
  carry_percent: 'Carry (%)',
};
const fieldOptions: Partial<Record<keyof TierForm, readonly string[]>> = {
  compounding: COMPOUNDING_CADENCES,
  day_count: DAY_COUNTS,
  limiting_factor: PREF_LIMITING_FACTORS,
};

/** The fund family's default waterfall: type, carry partner and its tiers in order. */
export function WaterfallForm({
  fundFamilyId,
  saved,
}: {
  fundFamilyId: string;
  saved: WaterfallConfiguration | null;
}) {
  const { data: entities = [] } = useQuery(fundQueries.entities(fundFamilyId));
  const gpId = entities.find((e) => e.functional_type === 'general_partner')?.id ?? '';
  const form = useForm({ schema: waterfallFormSchema, initialInput: toInput(saved, gpId) });
  const save = useSaveWaterfall(fundFamilyId);
  const submit = async (output: v.InferOutput<typeof waterfallFormSchema>) => {
    try {
      const result = await save.mutateAsync({
        ...output,
        carry_partner_entity_id: output.carry_partner_entity_id || null,
        tiers: output.tiers.map(toTier),
      });
      reset(form, { initialInput: toInput(result, gpId) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Waterfall saved' }), 100);
    } catch (error) {
      await reportServerErrors(
        error,
        fieldErrorsOn(form, ['waterfall_type', 'carry_partner_entity_id', 'tiers']),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, waterfallFormSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Waterfall"
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          columnGap: '4',
        })}
      >
        <Field of={form} path={['waterfall_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="waterfall-type"
              label="Waterfall"
              options={waterfallTypes.map((t) => ({ value: t, label: waterfallTypeLabels[t] }))}
            />
          )}
        </Field>
        <Field of={form} path={['configuration_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="waterfall-configuration-type"
              label="Configuration"
              options={[
                { value: 'basic', label: 'Basic' },
                { value: 'mxl', label: 'MXL' },
              ]}
            />
          )}
        </Field>
        <Field of={form} path={['carry_partner_entity_id']}>
          {(field) => (
            <SelectControl
              field={field}
              id="waterfall-carry-partner"
              label="Carry partner"
              options={[
                { value: '', label: 'None' },
                ...entities.map((e) => ({ value: e.id, label: e.name })),
              ]}
            />
          )}
        </Field>
        <Field of={form} path={['pref_effect']}>
          {(field) => (
            <SelectControl
              field={field}
              id="waterfall-pref-effect"
              label="Pref effect for late closers"
              options={optionsOf(PREF_EFFECTS)}
            />
          )}
        </Field>
      </div>
      <FieldArray of={form} path={['tiers']}>
        {(array) => (
          <ol
            className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '3' })}
            aria-label="Tiers"
          >
            {array.errors ? (
              <p role="alert" className={css({ color: 'red.600', fontSize: 'sm' })}>
                {array.errors.join(', ')}
              </p>
            ) : null}
            {array.items.map((item, index) => (
              <li
                key={item}
                aria-label={`Tier ${index + 1}`}
                className={css({
                  border: '1px solid',
                  borderColor: 'gray.200',
                  borderRadius: '6px',
                  p: '3',
                })}
              >
                <div
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: '40px 1fr 1fr auto',
                    columnGap: '3',
                    alignItems: 'end',
                  })}
                >
                  <span className={css({ fontWeight: 'semibold', mb: '5' })}>{index + 1}.</span>
                  <Field of={form} path={['tiers', index, 'name']}>
                    {(field) => (
                      <TextControl field={field} id={`tier-${index}-name`} label="Tier name" />
                    )}
                  </Field>
                  <Field of={form} path={['tiers', index, 'type']}>
                    {(field) => (
                      <SelectControl
                        field={field}
                        id={`tier-${index}-type`}
                        label="Type"
                        options={WATERFALL_TIER_TYPES.map((t) => ({
                          value: t,
                          label: waterfallTierTypeLabels[t],
                        }))}
                      />
                    )}
                  </Field>
                  <div className={css({ display: 'flex', gap: '1', mb: '4' })}>
                    <button
                      type="button"
                      className={button({ variant: 'secondary' })}
                      aria-label={`Move tier ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => swap(form, { path: ['tiers'], at: index, and: index - 1 })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={button({ variant: 'secondary' })}
                      aria-label={`Move tier ${index + 1} down`}
                      disabled={index === array.items.length - 1}
                      onClick={() => swap(form, { path: ['tiers'], at: index, and: index + 1 })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={button({ variant: 'secondary' })}
                      aria-label={`Remove tier ${index + 1}`}
                      disabled={array.items.length === 1}
                      onClick={() => remove(form, { path: ['tiers'], at: index })}
                    >
                      Remove
                    </button>
                  </div>
                </div>
                <Field of={form} path={['tiers', index, 'type']}>
                  {(typeField) => (
                    <div
                      className={css({
                        display: 'grid',
                        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
                        columnGap: '3',
                        pl: '52px',
                      })}
                    >
                      {tierFields[typeField.input as TierForm['type']]?.map((name) => (
                        <Field key={name} of={form} path={['tiers', index, name]}>
                          {(field) => {
                            const options = fieldOptions[name];
                            return options ? (
                              <SelectControl
                                field={field}
                                id={`tier-${index}-${name}`}
                                label={fieldLabels[name]!}
                                options={[
                                  { value: '', label: 'Default' },
                                  ...options.map((o) => ({ value: o, label: humanize(o) })),
                                ]}
                              />
                            ) : (
                              <TextControl
                                field={field}
                                id={`tier-${index}-${name}`}
                                label={fieldLabels[name]!}
                                inputMode="decimal"
                              />
                            );
                          }}
                        </Field>
                      ))}
                    </div>
                  )}
                </Field>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                onClick={() =>
                  insert(form, {
                    path: ['tiers'],
                    at: Math.max(array.items.length - 1, 0),
                    initialInput: blankTier('preferred_return', `Tier ${array.items.length + 1}`),
                  })
                }
              >
                Add tier
              </button>
            </li>
          </ol>
        )}
      </FieldArray>
      {/* Until a waterfall is saved, the offered European tiers can be saved as they are. */}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          disabled={!form.isDirty}
          onClick={() => reset(form)}
        >
          Reset
        </button>
        <button
          type="submit"
          className={button()}
          disabled={form.isSubmitting || (saved !== null && !form.isDirty)}
        >
          {form.isSubmitting ? 'Saving…' : 'Save waterfall'}
        </button>
      </div>
      {guard.dialog}
    </Form>
  );
}
