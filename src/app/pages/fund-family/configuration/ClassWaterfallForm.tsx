import { Field, Form, reset, useForm } from '@formisch/react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import { percentSchema } from '../../../../api/percent';
import {
  waterfallTierTypeLabels,
  type WaterfallConfiguration,
  type WaterfallTierInput,
} from '../../../../api/waterfall';
import '../../../../api/validation-messages';
import { TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useSaveInvestorClass } from '../../../queries/fund-configuration-queries';
import { classInputOf } from './class-input';

const percentText = v.union([v.literal(''), percentSchema]);
const overrideSchema = v.object({
  tiers: v.array(
    v.object({
      rate_percent: percentText,
      catch_up_percent: percentText,
      carry_percent: percentText,
    }),
  ),
});
type OverrideFields = 'rate_percent' | 'catch_up_percent' | 'carry_percent';

/** What a class may change of each tier type. */
const overridable: Record<WaterfallTierInput['type'], [OverrideFields, string][]> = {
  return_of_capital: [],
  preferred_return: [['rate_percent', 'Preferred return (%)']],
  gp_catch_up: [
    ['catch_up_percent', 'Catch-up (%)'],
    ['carry_percent', 'Target carry (%)'],
  ],
  final_split: [['carry_percent', 'Carry (%)']],
};

/** Tab "waterfall" of a class: its own pref, catch-up and carry per tier; blank keeps the fund's. */
export function ClassWaterfallForm({
  investorClass,
  waterfall,
}: {
  investorClass: InvestorClassDetail;
  waterfall: WaterfallConfiguration;
}) {
  const inputOf = (c: InvestorClassDetail) => ({
    tiers: waterfall.tiers.map((tier) => {
      const o = c.waterfall_overrides.find((x) => x.tier_name === tier.name);
      return {
        rate_percent: o?.rate_percent ?? '',
        catch_up_percent: o?.catch_up_percent ?? '',
        carry_percent: o?.carry_percent ?? '',
      };
    }),
  });
  const form = useForm({ schema: overrideSchema, initialInput: inputOf(investorClass) });
  const save = useSaveInvestorClass(investorClass.fund_family_id, investorClass.id);
  const submit = async ({ tiers }: v.InferOutput<typeof overrideSchema>) => {
    const overrides = tiers.flatMap((t, i) =>
      t.rate_percent || t.catch_up_percent || t.carry_percent
        ? [
            {
              tier_name: waterfall.tiers[i]!.name,
              rate_percent: t.rate_percent || null,
              catch_up_percent: t.catch_up_percent || null,
              carry_percent: t.carry_percent || null,
            },
          ]
        : [],
    );
    try {
      const saved = await save.mutateAsync({
        ...classInputOf(investorClass),
        waterfall_overrides: overrides,
      });
      reset(form, { initialInput: inputOf(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Class waterfall saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, () => false);
      throw error;
    }
  };
  const guard = useFormischGuard(form, overrideSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Class waterfall"
    >
      <table
        className={css({
          w: '100%',
          mb: '3',
          '& td, & th': { textAlign: 'left', p: '2', verticalAlign: 'top' },
        })}
      >
        <thead>
          <tr>
            <th>Tier</th>
            <th>Fund default</th>
            <th>This class</th>
          </tr>
        </thead>
        <tbody>
          {waterfall.tiers.map((tier, index) => (
            <tr key={tier.name}>
              <td>
                <div className={css({ fontWeight: 'medium' })}>{tier.name}</div>
                <div className={css({ color: 'gray.500', fontSize: 'xs' })}>
                  {waterfallTierTypeLabels[tier.type]}
                </div>
              </td>
              <td>
                {overridable[tier.type].map(([name, label]) => (
                  <div key={name}>
                    {label.replace(' (%)', '')}: {tier[name] ?? '—'}%
                  </div>
                ))}
              </td>
              <td className={css({ display: 'flex', gap: '3' })}>
                {overridable[tier.type].map(([name, label]) => (
                  <Field key={name} of={form} path={['tiers', index, name]}>
                    {(field) => (
                      <TextControl
                        field={field}
                        id={`class-tier-${index}-${name}`}
                        label={label}
                        inputMode="decimal"
                      />
                    )}
                  </Field>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ResetAndSave form={form} saveLabel="Save class waterfall" />
      {guard.dialog}
    </Form>
  );
}
