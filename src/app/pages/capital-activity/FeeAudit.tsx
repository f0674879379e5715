import { css } from 'styled-system/css';
import type { CapitalCallBreakdown } from '../../../api/capital-call-breakdown';
import { MoneyText } from '../../components/MoneyText';
import { card } from '../../components/page-styles';
import { lineTitle } from './breakdown-tables';

type Step = NonNullable<CapitalCallBreakdown['rows'][number]['fee_audit']>[string][number];

const stepList = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '4',
  rowGap: '1',
  mt: '2',
  ml: '4',
  fontSize: 'sm',
});

/**
 * A step's value. The management fee audit's values are cents (the basis, the exact fee, the
 * gross and called fee): whole cents as money, the engine's exact fee to four decimals of a dollar.
 */
function StepValue({ step }: { step: Step }) {
  if (step.value === undefined || step.value === null) return <span>—</span>;
  const cents = typeof step.value === 'boolean' ? NaN : Number(step.value);
  if (!Number.isFinite(cents)) return <span>{String(step.value)}</span>;
  if (Number.isInteger(cents)) return <MoneyText cents={cents} />;
  return (
    <span>
      {(cents / 100).toLocaleString('en-US', {
        minimumFractionDigits: 4,
        maximumFractionDigits: 4,
      })}
    </span>
  );
}

/**
 * "How computed" per LP for each management fee line computed by the fee engine (issue 17): the
 * engine's audit steps (label and value) from the breakdown row's fee_audit. Absent when no row
 * carries one.
 */
export function FeeAuditDisclosures({ breakdown }: { breakdown: CapitalCallBreakdown }) {
  const computed = breakdown.uses.filter((use) =>
    breakdown.rows.some((row) => row.fee_audit?.[use.id]),
  );
  if (computed.length === 0) return null;
  return (
    <section
      className={card}
      style={{ marginTop: 20 }}
      aria-label="How the management fee was computed"
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Management fee: how computed</h2>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        Each LP is called its gross fee from the fund&rsquo;s stored fee terms for the period.
      </p>
      {computed.map((use) => (
        <div key={use.id} className={css({ mb: '3' })}>
          <h3 className={css({ fontWeight: 'medium', mb: '1' })}>{lineTitle(use)}</h3>
          {breakdown.rows
            .filter((row) => row.fee_audit?.[use.id])
            .map((row) => (
              <details key={row.commitment_id} className={css({ mb: '1' })}>
                <summary className={css({ cursor: 'pointer' })}>
                  How computed: {row.lp} ({row.fund_entity_name}) —{' '}
                  <MoneyText cents={row.by_use[use.id] ?? 0} />
                </summary>
                <dl className={stepList}>
                  {(row.fee_audit?.[use.id] ?? []).map((step, at) => (
                    <div key={at} style={{ display: 'contents' }}>
                      <dt>
                        {step.step}
                        {step.formula ? (
                          <span className={css({ color: 'gray.600' })}> ({step.formula})</span>
                        ) : null}
                      </dt>
                      <dd
                        className={css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}
                      >
                        <StepValue step={step} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            ))}
        </div>
      ))}
    </section>
  );
}
