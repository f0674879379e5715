import { css } from 'styled-system/css';
import type { Calculation, CalculationValue } from '../../../api/calculation-responses';
import { MoneyText } from '../../components/MoneyText';
import { MxlFormulaText } from '../../components/mxl/MxlFormulaText';
import { formatDate } from '../../lib/date-display';

export const sectionTitle = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: 'gray.600',
  mt: '5',
  mb: '2',
});

export function ValueText({ value }: { value: CalculationValue }) {
  if (!value.ok) return <span className={css({ color: 'red.700' })}>{value.message}</span>;
  if (value.kind === 'money') return <MoneyText cents={value.cents} />;
  return <>{value.kind === 'number' ? value.value : value.text}</>;
}

/** Each sub-calculation with its formula and today's figure, so every part can be checked. */
export function SubCalculationList({ calculation }: { calculation: Calculation }) {
  if (calculation.calculation_definitions.length === 0) return null;
  return (
    <>
      <div className={sectionTitle}>Sub-calculations</div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {calculation.calculation_definitions.map((sub) => {
          const value = calculation.sub_calculation_values[sub.name];
          return (
            <li key={sub.name} aria-label={`Sub-calculation ${sub.name}`}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '1' })}>
                <span className={css({ fontFamily: 'mono', fontWeight: 'medium' })}>
                  {calculation.display_name}.{sub.name}
                </span>
                {value ? <ValueText value={value} /> : null}
              </div>
              <MxlFormulaText formula={sub.formula} label={`Formula of ${sub.name}`} />
            </li>
          );
        })}
      </ul>
    </>
  );
}

const flagLabels = [
  ['aggregatable', 'Aggregatable'],
  ['is_hypo_performance_metric', 'Hypothetical waterfall metric'],
  ['is_investment_performance_calculation', 'Investment performance'],
] as const;

/** The spec §3 flags and time periods that are set, in one line. */
export function CalculationSettings({ calculation }: { calculation: Calculation }) {
  const set = [
    ...flagLabels.filter(([flag]) => calculation[flag]).map(([, label]) => label),
    ...calculation.time_periods.map((period) => period.toUpperCase()),
  ];
  if (set.length === 0) return null;
  return (
    <p className={css({ mt: '2', fontSize: 'sm', color: 'gray.700' })} data-testid="panel-settings">
      {set.join(' · ')}
    </p>
  );
}

/** A version's further dated definitions, under the version's line. */
export function VersionDefinitions({ version }: { version: Calculation['versions'][number] }) {
  if (version.definitions.length === 0) return null;
  return (
    <ul className={css({ pl: '4', fontSize: 'sm', color: 'gray.700' })}>
      {version.definitions.map((definition, index) => (
        <li key={definition.start_date}>
          Definition {index + 2}: {formatDate(definition.start_date)} –{' '}
          {definition.end_date ? formatDate(definition.end_date) : 'open'} ·{' '}
          <code>{definition.formula}</code>
        </li>
      ))}
    </ul>
  );
}
