import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { humanize } from '../../components/form-field';
import { page, pageTitle } from '../../components/page-styles';
import { TableCard } from '../../components/TableCard';
import { PageTabs } from '../../components/PageTabs';
import { investorQueries } from '../../queries/fund-queries';
import { tableDataQueries } from '../../queries/table-data-queries';
import { ErrorPage } from '../ErrorPage';
import { performanceQueries } from '../../queries/entity-queries';
import { PerformanceView } from '../performance/PerformanceView';
import { InvestorEntitiesTab } from './InvestorEntitiesTab';
import { InvestorProfileTab } from './InvestorProfileTab';
import { useFigureDrillDown } from '../../components/figure-ledger-rows/use-figure-drill-down';

// Spec §2: activity, performance (hypothetical performance), funds, investor-entities, profile.
const tabs = [
  { id: 'activity', label: 'Activity' },
  { id: 'performance', label: 'Performance' },
  { id: 'funds', label: 'Funds' },
  { id: 'investor-entities', label: 'Investor entities' },
  { id: 'profile', label: 'Profile' },
] as const;

function PerformanceTab({ investorId }: { investorId: string }) {
  const { data, isPending } = useQuery(performanceQueries.investor(investorId));
  return <PerformanceView performance={data} isLoading={isPending} />;
}

/** `/investors/{id}/{tab}`: one investor, its commitments across fund families, its entities. */
export function InvestorDetailPage() {
  const { investorId = '', tab } = useParams<{ investorId: string; tab?: string }>();
  // Each money cell of the commitments opens the ledger rows behind it.
  const drillDown = useFigureDrillDown();
  const { data: investor, error, refetch } = useQuery(investorQueries.detail(investorId));
  const current = tabs.find((t) => t.id === tab);
  if (!current) return <Redirect to={`/investors/${investorId}/activity`} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link href="/investors" className={css({ color: 'blue.700', fontSize: 'sm' })}>
        ← Investors
      </Link>
      <h1 className={pageTitle}>{investor?.name ?? 'Investor'}</h1>
      {investor ? (
        <p className={css({ color: 'gray.600', mt: '-2', mb: '4', fontSize: 'sm' })}>
          {investor.entities.map((e) => `${e.full_name} (${humanize(e.legal_type)})`).join(', ')}
          {investor.external_id ? ` · ${investor.external_id}` : ''}
        </p>
      ) : null}
      <PageTabs
        label="Investor tabs"
        base={`/investors/${investorId}`}
        tabs={tabs}
        currentId={current.id}
      />
      {current.id === 'activity' ? (
        <TableCard
          query={tableDataQueries.investorActivity(investorId)}
          tableKey="investor-activity"
          title="Activity"
          emptyMessage="Nothing posted to the ledger for this investor yet."
        />
      ) : null}
      {current.id === 'performance' ? <PerformanceTab investorId={investorId} /> : null}
      {current.id === 'funds' ? (
        <TableCard
          query={tableDataQueries.investorCommitments(investorId)}
          tableKey="investor-commitments"
          title="Commitments"
          emptyMessage="No finalized commitments in any fund family yet."
          onLink={drillDown.onLink}
        />
      ) : null}
      {!investor ? (
        current.id === 'investor-entities' || current.id === 'profile' ? (
          <p className={css({ color: 'gray.500' })}>Loading…</p>
        ) : null
      ) : current.id === 'investor-entities' ? (
        <InvestorEntitiesTab investor={investor} />
      ) : current.id === 'profile' ? (
        <InvestorProfileTab key={investor.id} investor={investor} />
      ) : null}
      {drillDown.panel}
    </main>
  );
}
