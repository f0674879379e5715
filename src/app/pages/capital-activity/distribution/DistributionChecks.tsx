import { css } from 'styled-system/css';
import type { DistributionCheck } from '../../../../api/distribution';
import { card } from '../../../components/page-styles';
import { CheckList } from '../CheckList';

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
        <CheckList checks={checks} />
      )}
    </section>
  );
}
