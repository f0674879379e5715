import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Redirect, useParams } from 'wouter';
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
import { FeeBasisTab } from './FeeBasisTab';
import { feeOffsetsWaiversTable } from './fee-offsets-waivers-table';
import { feePostingsTable } from './fee-postings-table';
import { feesBase } from './fees-routes';
import { PostFeeDialog } from './PostFeeDialog';

/** The dashboard's tabs (spec §2 fees). */
export const feesDashboardTabs = [
  { id: 'postings', label: 'Postings' },
  { id: 'basis', label: 'Basis' },
  { id: 'offsets-waivers', label: 'Offsets and waivers' },
] as const;

const intro = {
  postings:
    'Each fee charge event of the fund family, newest period first. A draft shows what publishing it would post and opens in its posting wizard; a published one shows what it posted to the ledger and opens read-only.',
  basis:
    'What each commitment’s fee is charged on: the fee’s basis calculation on a date, and the basis of the posting period containing it.',
  'offsets-waivers':
    'Every offset and waiver entered on a fee charge event. An offset is the fund’s (fee income or organization costs), shared by the LPs bearing the fee; a waiver is one LP’s. What each fee took of them is on the event’s pages.',
} as const;

/**
 * `/fund-family/{id}/fees/{tab}`: the fees dashboard. Postings lists the fee charge events,
 * basis what each commitment is charged on, offsets-waivers what was entered on the events;
 * "Post a fee" drafts one.
 */
export function FeesDashboardPage() {
  const { fundFamilyId = '', tab = 'postings' } = useParams<{
    fundFamilyId: string;
    tab?: string;
  }>();
  const current = feesDashboardTabs.find((t) => t.id === tab);
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data, isPending, error, refetch } = useQuery(feeChargeEventQueries.list(fundFamilyId));
  const [posting, setPosting] = useState(false);
  const table = useMemo(() => {
    if (!data) return undefined;
    return current?.id === 'offsets-waivers'
      ? feeOffsetsWaiversTable(data, fundFamilyId)
      : feePostingsTable(data, fundFamilyId);
  }, [data, fundFamilyId, current?.id]);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current) return <Redirect to={`${feesBase(fundFamilyId)}/postings`} replace />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <PageHeading title={fund ? `${fund.name} — fees` : 'Fees'}>
        <PermissionGate permission="write">
          <button type="button" className={button()} onClick={() => setPosting(true)}>
            Post a fee
          </button>
        </PermissionGate>
      </PageHeading>
      <PageTabs
        label="Fees tabs"
        base={feesBase(fundFamilyId)}
        tabs={feesDashboardTabs}
        currentId={current.id}
      />
      <p className={css({ color: 'gray.600', mb: '4', maxW: '760px' })}>{intro[current.id]}</p>
      {current.id === 'basis' ? (
        <FeeBasisTab fundFamilyId={fundFamilyId} />
      ) : (
        <section className={card}>
          <LazyDataTable
            // One grid per tab: each keeps its own saved layout.
            key={current.id}
            tableKey={`fees-${current.id}`}
            title={current.id === 'postings' ? 'Postings' : 'Offsets and waivers'}
            table={table}
            isLoading={isPending}
            emptyMessage={
              current.id === 'postings'
                ? 'No fee charged yet: Post a fee drafts one for a period.'
                : 'No offset or waiver entered yet.'
            }
          />
        </section>
      )}
      <PostFeeDialog fundFamilyId={fundFamilyId} open={posting} onOpenChange={setPosting} />
    </main>
  );
}
