import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';
import { ErrorPage } from '../../ErrorPage';
import { distributionQueries } from '../distribution/distribution-queries';
import { ReviewFrame } from './ReviewFrame';
import { useReviewPaths } from './review-paths';
import { prefBreakdownTable, prefSummaryTable } from './waterfall-review-tables';

/**
 * fund-preferred-return/{fundEntityId} (spec §2): per partner the pref owed and paid, and the pref
 * accrued on each contribution (date, days, rate, compounding, day count, growth factor).
 */
export function FundPreferredReturnPage() {
  const paths = useReviewPaths();
  const { fundFamilyId, eventId, subEventId, fundEntityId = '' } = paths.params;
  const { data: review } = useQuery(distributionQueries.review(fundFamilyId, eventId, subEventId));
  const summary = useQuery(
    distributionQueries.preferredReturnSummary(fundFamilyId, eventId, subEventId, fundEntityId),
  );
  const breakdown = useQuery(
    distributionQueries.preferredReturnBreakdown(fundFamilyId, eventId, subEventId, fundEntityId),
  );
  const summaryTable = useMemo(
    () => (summary.data ? prefSummaryTable(summary.data) : undefined),
    [summary.data],
  );
  const breakdownTable = useMemo(
    () => (breakdown.data ? prefBreakdownTable(breakdown.data) : undefined),
    [breakdown.data],
  );
  const error = summary.error ?? breakdown.error;
  if (error) return <ErrorPage error={error} onRetry={() => void summary.refetch()} />;
  return (
    <ReviewFrame
      title={`${review?.sub_event.fund_entity_name ?? 'Fund entity'} — preferred return`}
      subtitle={breakdown.data ? `Accrued to ${formatDate(breakdown.data.as_of)}` : undefined}
      back={[
        { href: `${paths.distribution}/overview`, label: 'Distribution' },
        { href: paths.review, label: 'Waterfall review' },
      ]}
    >
      <section className={card} style={{ marginBottom: 20 }}>
        <LazyDataTable
          tableKey="preferred-return-summary"
          title="Owed and paid per partner"
          table={summaryTable}
          isLoading={summary.isPending}
          emptyMessage="No preferred return tier in this waterfall."
        />
      </section>
      <section className={card}>
        <LazyDataTable
          tableKey="preferred-return-breakdown"
          title="Per contribution"
          table={breakdownTable}
          isLoading={breakdown.isPending}
          emptyMessage="No contributions accrue a preferred return."
        />
      </section>
    </ReviewFrame>
  );
}
