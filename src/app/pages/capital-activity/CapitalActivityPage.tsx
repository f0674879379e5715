import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { PermissionGate } from '../../components/PermissionGate';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';
import { capitalActivityTable } from './capital-activity-table';
import { FeesSummarySection } from './FeesSummarySection';
import { InvestorOverviewSection } from './InvestorOverviewSection';
import { capitalActivityQueries } from './capital-call-queries';

// AG Charts is about 360 KB gzip (STACK.md): the charts load after the page.
const CapitalActivityCharts = lazy(() =>
  import('./CapitalActivityCharts').then((m) => ({ default: m.CapitalActivityCharts })),
);

/** `/fund-family/{id}/capital-activity`: the fund family's events, and New capital call. */
export function CapitalActivityPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data, isPending, error, refetch } = useQuery(capitalActivityQueries.list(fundFamilyId));
  const base = `/fund-family/${fundFamilyId}/capital-activity`;
  const table = useMemo(
    () => (data ? capitalActivityTable(data.events, base) : undefined),
    [data, base],
  );
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <PageHeading title={fund ? `${fund.name} — capital activity` : 'Capital activity'}>
        <PermissionGate permission="write">
          <div className={css({ display: 'flex', gap: '2' })}>
            <Link href={`${base}/distribution/new`} className={button({ variant: 'secondary' })}>
              New distribution
            </Link>
            <Link href={`${base}/calls/new`} className={button()}>
              New capital call
            </Link>
          </div>
        </PermissionGate>
      </PageHeading>
      <p className={css({ color: 'gray.600', mb: '4', maxW: '760px' })}>
        Every event of the fund family, newest first. A draft call opens where it was left; a
        finalized one opens read-only. Called and distributed are what each event posts to the
        ledger (a draft shows what it would call).
      </p>
      <Suspense fallback={<p className={css({ color: 'gray.500', py: '4' })}>Loading charts…</p>}>
        <CapitalActivityCharts fundFamilyId={fundFamilyId} />
      </Suspense>
      <section className={card}>
        <LazyDataTable
          tableKey="capital-activity-events"
          title="Capital activity"
          table={table}
          isLoading={isPending}
          emptyMessage="No events yet: a capital call shows here once it is drafted."
        />
      </section>
      <InvestorOverviewSection fundFamilyId={fundFamilyId} />
      <FeesSummarySection fundFamilyId={fundFamilyId} />
    </main>
  );
}
