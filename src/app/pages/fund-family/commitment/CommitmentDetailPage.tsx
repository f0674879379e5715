import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import { PageHeading } from '../../../components/PageHeading';
import { PermissionGate } from '../../../components/PermissionGate';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { card, page } from '../../../components/page-styles';
import { PageTabs } from '../../../components/PageTabs';
import { commitmentQueries } from '../../../queries/commitment-queries';
import { ErrorPage } from '../../ErrorPage';
import { CommitmentFeePage } from './CommitmentFeePage';
import { CommitmentFeesTab } from './CommitmentFeesTab';
import { CommitmentPerformanceTab } from './CommitmentPerformanceTab';
import { CommitmentProfileTab } from './CommitmentProfileTab';
import { CommitmentWaterfallTab } from './CommitmentWaterfallTab';
import { FigureCards, moneyFigure } from '../../../components/FigureCards';
import { useFigureDrillDown } from '../../../components/figure-ledger-rows/use-figure-drill-down';
import type { CommitmentFigure } from '../../../../api/commitment-detail';
import type { LedgerFigure } from '../../../../api/figure-ledger-rows';
import type { LinkInfo } from '../../../../api/table-data';

// Spec §2 commitments/{commitmentId}: activity, performance, fees, waterfall, profile.
const tabs = [
  { id: 'activity', label: 'Activity' },
  { id: 'performance', label: 'Performance' },
  { id: 'fees', label: 'Fees' },
  { id: 'waterfall', label: 'Waterfall' },
  { id: 'profile', label: 'Profile' },
] as const;

/** The ledger figure behind each card. */
const cardFigures: Record<CommitmentFigure['id'], LedgerFigure> = {
  committed: 'committed',
  paid_in: 'contributed',
  unfunded: 'unfunded',
  distributed: 'distributed',
  equalization: 'equalization',
  equalization_interest: 'equalization_interest',
};

function ActivityTab({
  fundFamilyId,
  commitmentId,
  onLink,
}: {
  fundFamilyId: string;
  commitmentId: string;
  onLink: (link: LinkInfo) => void;
}) {
  const { data, isPending } = useQuery(commitmentQueries.activity(fundFamilyId, commitmentId));
  return (
    <section className={card}>
      <LazyDataTable
        tableKey="commitment-activity"
        title="Activity"
        table={data}
        isLoading={isPending}
        emptyMessage="No ledger rows for this commitment yet."
        onLink={onLink}
      />
    </section>
  );
}

/**
 * `/fund-family/{id}/commitments/{commitmentId}/{tab}`: one commitment, from the ledger; and its
 * fee pages `fees/{feeId}` and `fees/{feeId}/override` under the fees tab.
 */
export function CommitmentDetailPage() {
  const {
    fundFamilyId = '',
    commitmentId = '',
    tab,
    feeId,
    override,
  } = useParams<{
    fundFamilyId: string;
    commitmentId: string;
    tab?: string;
    feeId?: string;
    override?: string;
  }>();
  const { data, error, refetch } = useQuery(commitmentQueries.detail(fundFamilyId, commitmentId));
  const current = tabs.find((t) => t.id === (feeId ? 'fees' : tab));
  const drillDown = useFigureDrillDown();
  const base = `/fund-family/${fundFamilyId}/commitments/${commitmentId}`;
  if (!current) return <Redirect to={`${base}/activity`} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link
        href={`/fund-family/${fundFamilyId}/commitments/commitments`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Commitments
      </Link>
      <PageHeading
        title={data ? `${data.investor_entity_name} — ${data.owning_entity_name}` : 'Commitment'}
      >
        <PermissionGate permission="write">
          <Link
            href={`/fund-family/${fundFamilyId}/investor-transfers/setup?commitment_id=${commitmentId}`}
            className={button({ variant: 'secondary' })}
          >
            Transfer this commitment
          </Link>
        </PermissionGate>
      </PageHeading>
      {data ? (
        <FigureCards
          label="Commitment figures"
          figures={data.figures.map((f) => ({
            id: f.id,
            label: f.label,
            ...moneyFigure(f.value, data.currency),
            explanation: f.explanation,
            onOpen: () =>
              drillDown.open(
                { fundFamilyId, query: { figure: cardFigures[f.id], commitment_id: commitmentId } },
                f.label,
              ),
          }))}
        />
      ) : null}
      <PageTabs
        label="Commitment tabs"
        base={base}
        tabs={tabs}
        currentId={feeId ? undefined : current.id}
      />
      {current.id === 'activity' ? (
        <ActivityTab
          fundFamilyId={fundFamilyId}
          commitmentId={commitmentId}
          onLink={drillDown.onLink}
        />
      ) : null}
      {current.id === 'performance' ? (
        <CommitmentPerformanceTab fundFamilyId={fundFamilyId} commitmentId={commitmentId} />
      ) : null}
      {feeId ? (
        <CommitmentFeePage
          fundFamilyId={fundFamilyId}
          commitmentId={commitmentId}
          feeId={feeId}
          override={override === 'override'}
        />
      ) : current.id === 'fees' ? (
        <CommitmentFeesTab fundFamilyId={fundFamilyId} commitmentId={commitmentId} />
      ) : null}
      {current.id === 'waterfall' ? (
        <CommitmentWaterfallTab fundFamilyId={fundFamilyId} commitmentId={commitmentId} />
      ) : null}
      {current.id === 'profile' && data ? <CommitmentProfileTab commitment={data} /> : null}
      {drillDown.panel}
    </main>
  );
}
