import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { waterfallTierTypeLabels } from '../../../../api/waterfall';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';
import { ErrorPage } from '../../ErrorPage';
import { distributionQueries } from '../distribution/distribution-queries';
import { ReviewFrame } from './ReviewFrame';
import { useReviewPaths } from './review-paths';
import { tierAuditPartnersTable, tierAuditStepsTable } from './waterfall-review-tables';

/**
 * tier-audit/{waterfallTierMappingId} (spec §2; issue 18 step 3): every dollar into and out of one
 * tier by partner, with its balances before and after, and every step with its formula and
 * inputs in a virtualized grid (a run of thousands of partners stays quick to open).
 */
export function TierAuditPage() {
  const paths = useReviewPaths();
  const { fundFamilyId, eventId, subEventId } = paths.params;
  const tierIndex = Number(paths.params.tierIndex ?? 0);
  const {
    data: audit,
    error,
    refetch,
  } = useQuery(distributionQueries.tierAudit(fundFamilyId, eventId, subEventId, tierIndex));
  const partners = useMemo(
    () => (audit ? tierAuditPartnersTable(audit, paths.playground(tierIndex)) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [audit, tierIndex],
  );
  const steps = useMemo(() => (audit ? tierAuditStepsTable(audit) : undefined), [audit]);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <ReviewFrame
      title={audit ? `Tier audit: ${tierIndex + 1}. ${audit.tier.name}` : 'Tier audit'}
      subtitle={
        audit
          ? `${waterfallTierTypeLabels[audit.tier.type]} · ${audit.tier.terms} · as of ${formatDate(audit.as_of)}`
          : undefined
      }
      back={[
        { href: `${paths.distribution}/overview`, label: 'Distribution' },
        { href: paths.review, label: 'Waterfall review' },
      ]}
    >
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable
          tableKey="tier-audit-partners"
          title="In and out by partner"
          table={partners}
          isLoading={!audit}
        />
      </section>
      <section className={card}>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
          Each step of the tier for each partner: the formula, its inputs and its value.
        </p>
        <LazyDataTable
          tableKey="tier-audit-steps"
          title="Steps"
          table={steps}
          isLoading={!audit}
          fillsPage
        />
      </section>
    </ReviewFrame>
  );
}
