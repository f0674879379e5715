import { css } from 'styled-system/css';
import type { TierAudit } from '../../../../api/waterfall-tier-audit';
import { MoneyText } from '../../../components/MoneyText';
import { inputsText } from './waterfall-review-tables';

type AuditStep = TierAudit['partners'][number]['steps'][number];

/** How a figure was computed: each step's words, formula, inputs and value (cents as money). */
export function AuditStepList({ steps, label }: { steps: readonly AuditStep[]; label: string }) {
  return (
    <ol aria-label={label} className={css({ listStyle: 'decimal', pl: '6', fontSize: 'sm' })}>
      {steps.map((step, at) => (
        <li key={at} className={css({ py: '1' })}>
          <span className={css({ fontWeight: 'medium' })}>{step.step}</span>
          {step.formula ? (
            <code className={css({ ml: '2', color: 'gray.700' })}>{step.formula}</code>
          ) : null}
          {step.inputs ? (
            <span className={css({ ml: '2', color: 'gray.600' })}>({inputsText(step)})</span>
          ) : null}
          {step.value !== undefined && step.value !== null ? (
            <span className={css({ ml: '2' })}>
              ={' '}
              {step.unit === 'cents' && typeof step.value === 'number' ? (
                <MoneyText cents={step.value} />
              ) : (
                String(step.value)
              )}
            </span>
          ) : null}
          {step.note ? <p className={css({ color: 'gray.600' })}>{step.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
