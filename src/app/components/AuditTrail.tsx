import { css } from 'styled-system/css';
import { formatCents, type AuditStep } from '../../domain/money';
import { humanize } from '../../api/humanize';

const centsKey = /_cents$/;

/** An input as a reader wants it: amounts in cents as money, under a name without the unit. */
function describeInput(key: string, value: AuditStep['value']): string {
  const name = humanize(key.replace(centsKey, ''));
  if (centsKey.test(key) && typeof value === 'number') return `${name} ${formatCents(value)}`;
  return `${name} ${String(value)}`;
}

/** How a computed number came about: each step's formula, inputs and result, in order. */
export function AuditTrail({ steps, label }: { steps: readonly AuditStep[]; label: string }) {
  if (steps.length === 0) return null;
  return (
    <details className={css({ mt: '4' })}>
      <summary className={css({ cursor: 'pointer', color: 'blue.700', fontWeight: 'medium' })}>
        How it was computed
      </summary>
      <ol aria-label={label} className={css({ mt: '2', pl: '5', listStyle: 'decimal' })}>
        {steps.map((step, index) => (
          <li key={`${index}-${step.step}`} className={css({ mb: '2' })}>
            <div className={css({ fontWeight: 'medium' })}>{step.step}</div>
            <div className={css({ fontSize: 'sm', color: 'gray.700' })}>
              {step.formula}
              {step.inputs
                ? ` — ${Object.entries(step.inputs)
                    .map(([key, value]) => describeInput(key, value))
                    .join('; ')}`
                : ''}
            </div>
            {step.value !== undefined && step.value !== null ? (
              <div className={css({ fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>
                ={' '}
                {step.unit === 'cents' && typeof step.value === 'number'
                  ? formatCents(step.value)
                  : String(step.value)}
              </div>
            ) : null}
            {step.note ? (
              <div className={css({ fontSize: 'xs', color: 'gray.600' })}>{step.note}</div>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
