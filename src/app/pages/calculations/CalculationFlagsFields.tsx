import { Field, setInput, type FormStore } from '@formisch/react';
import type { InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { calculationTimePeriods, type CalculationTimePeriod } from '../../../api/calculations';
import { calculationFormSchema } from './calculation-form-schema';

type Schema = typeof calculationFormSchema;

const row = css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '2', mb: '3' });
const label = css({ display: 'flex', alignItems: 'center', gap: '2' });

const periodLabels: Record<CalculationTimePeriod, string> = {
  itd: 'Inception to date',
  ytd: 'Year to date',
  qtd: 'Quarter to date',
  mtd: 'Month to date',
};

const flags = [
  ['aggregatable', 'Aggregatable: sums across investors'],
  ['is_hypo_performance_metric', 'Hypothetical waterfall performance metric'],
  ['is_investment_performance_calculation', 'Investment performance calculation'],
] as const;

/** Spec §3 flags and time periods of a calculation definition, as a fund accountant sets them. */
export function CalculationFlagsFields({ form }: { form: FormStore<Schema> }) {
  return (
    <>
      <div className={row}>
        {flags.map(([name, text]) => (
          <Field key={name} of={form} path={[name]}>
            {(field) => (
              <label className={label}>
                <input
                  {...(field.props as InputHTMLAttributes<HTMLInputElement>)}
                  type="checkbox"
                  checked={field.input === true}
                />
                {text}
              </label>
            )}
          </Field>
        ))}
      </div>
      <Field of={form} path={['time_periods']}>
        {(field) => {
          const chosen = field.input ?? [];
          const toggle = (period: CalculationTimePeriod) =>
            setInput(form, {
              path: ['time_periods'],
              // Kept in the enumeration's order, so the same choice always reads the same.
              input: calculationTimePeriods.filter((candidate) =>
                candidate === period ? !chosen.includes(period) : chosen.includes(candidate),
              ),
            });
          return (
            <fieldset className={css({ mb: '4' })}>
              <legend className={css({ fontWeight: 'medium', mb: '1' })}>Time periods</legend>
              <div className={row}>
                {calculationTimePeriods.map((period) => (
                  <label key={period} className={label}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(period)}
                      onChange={() => toggle(period)}
                    />
                    {periodLabels[period]}
                  </label>
                ))}
              </div>
              {field.errors ? (
                <div role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
                  {field.errors.join(', ')}
                </div>
              ) : null}
            </fieldset>
          );
        }}
      </Field>
    </>
  );
}
