import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { PageTabs } from '../../components/PageTabs';
import { PermissionGate } from '../../components/PermissionGate';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';
import { feeChargeEventQueries } from './fee-charge-event-queries';
import { feePostingsTable } from './fee-postings-table';
import { PostFeeDialog } from './PostFeeDialog';

/**
 * `/fund-family/{id}/fees`: the fees dashboard. Its postings tab lists the fee charge events;
 * "Post a fee" drafts one. (The basis and offsets-waivers tabs are not built yet.)
 */
export function FeesDashboardPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data, isPending, error, refetch } = useQuery(feeChargeEventQueries.list(fundFamilyId));
  const [posting, setPosting] = useState(false);
  const table = useMemo(
    () => (data ? feePostingsTable(data, fundFamilyId) : undefined),
    [data, fundFamilyId],
  );
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <PageHeading title={fund ? `${fund.name} — fees` : 'Fees'}>
        <PermissionGate permission="write">
          <button type="button" className={button()} onClick={() => setPosting(true)}>
            Post a fee
          </button>
        </PermissionGate>
      </PageHeading>
      <PageTabs label="Fees tabs" tabs={[{ label: 'Postings', current: true }]} />
      <p className={css({ color: 'gray.600', mb: '4', maxW: '760px' })}>
        Each fee charge event of the fund family, newest period first. A draft shows what publishing
        it would post and opens in its posting wizard; a published one shows what it posted to the
        ledger and opens read-only.
      </p>
      <section className={card}>
        <LazyDataTable
          tableKey="fee-postings"
          title="Postings"
          table={table}
          isLoading={isPending}
          emptyMessage="No fee charged yet: Post a fee drafts one for a period."
        />
      </section>
      <PostFeeDialog fundFamilyId={fundFamilyId} open={posting} onOpenChange={setPosting} />
    </main>
  );
}
