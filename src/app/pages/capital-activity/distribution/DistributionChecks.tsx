import { css } from 'styled-system/css';
import type { DistributionCheck } from '../../../../api/distribution';
import { card } from '../../../components/page-styles';

const mark = {
  passed: { symbol: '✓', words: 'passed', color: 'green.700' },
  failed: { symbol: '✗', words: 'failed', color: 'red.700' },
  not_run: { symbol: '○', words: 'checked when posting', color: 'gray.500' },
} as const;

/**
 * The checks before finalizing (issue 18), as ticks: per fund entity LP + GP = distributable, per
 * LP its sources sum to its total, carry within the configured share, and after posting the
 * ledger equals the run. A failure names the entity, the LP, the figure and the difference.
 */
export function DistributionChecks({
  checks,
  finalized,
}: {
  checks: readonly DistributionCheck[];
  finalized: boolean;
}) {
  return (
    <section className={card} style={{ marginBottom: 20 }} aria-labelledby="distribution-checks">
      <h2 id="distribution-checks" className={css({ fontWeight: 'semibold', mb: '1' })}>
        {finalized ? 'Checks proven at finalization' : 'Checks before posting'}
      </h2>
      {checks.length === 0 ? (
        <p className={css({ color: 'gray.600', fontSize: 'sm' })}>
          The checks are made on the results of a waterfall run: run the waterfall first.
        </p>
      ) : (
        <ul aria-label="Checks" className={css({ listStyle: 'none' })}>
          {checks.map((check) => {
            const m = mark[check.status];
            return (
              <li
                key={check.id}
                data-check={check.id}
                data-status={check.status}
                className={css({ py: '2', borderBottom: '1px solid', borderColor: 'gray.100' })}
              >
                <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
                  <span aria-hidden className={css({ fontWeight: 'bold', w: '4' })}>
                    <span className={css({ color: m.color })}>{m.symbol}</span>
                  </span>
                  <span>
                    {check.label}
                    <span className={css({ srOnly: true })}>: {m.words}</span>
                    {check.status === 'not_run' ? (
                      <span className={css({ color: 'gray.500', fontSize: 'sm' })}>
                        {' '}
                        (checked when posting)
                      </span>
                    ) : null}
                  </span>
                </div>
                {check.failures.length > 0 ? (
                  <ul
                    className={css({
                      pl: '8',
                      color: 'red.800',
                      fontSize: 'sm',
                      listStyle: 'disc',
                    })}
                  >
                    {check.failures.map((failure, at) => (
                      <li key={at}>{failure.message}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
