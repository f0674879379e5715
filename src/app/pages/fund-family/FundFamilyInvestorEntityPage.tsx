import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { humanize } from '../../../api/humanize';
import { page, pageTitle } from '../../components/page-styles';
import { TableCard } from '../../components/TableCard';
import { PageTabs } from '../../components/PageTabs';
import {
  entityQueries,
  fundFamilyInvestorEntityQueries,
  performanceQueries,
} from '../../queries/entity-queries';
import { ErrorPage } from '../ErrorPage';
import { InvestorEntityProfileForm } from '../investors/InvestorEntityProfileForm';
import { PerformanceView } from '../performance/PerformanceView';
import { useFigureDrillDown } from '../../components/figure-ledger-rows/use-figure-drill-down';

const tabs = [
  { id: 'activity', label: 'Activity' },
  { id: 'performance', label: 'Performance' },
  { id: 'commitments', label: 'Commitments' },
  { id: 'profile', label: 'Profile' },
] as const;

type Ids = { fundFamilyId: string; investorEntityId: string };

function PerformanceTab({ fundFamilyId, investorEntityId }: Ids) {
  const { data, isPending } = useQuery(
    performanceQueries.fundFamilyInvestorEntity(fundFamilyId, investorEntityId),
  );
  return <PerformanceView performance={data} isLoading={isPending} />;
}

/** `/fund-family/{id}/investor-entities/{investorEntityId}/{tab}` (spec §2). */
export function FundFamilyInvestorEntityPage() {
  const {
    fundFamilyId = '',
    investorEntityId = '',
    tab,
  } = useParams<{ fundFamilyId: string; investorEntityId: string; tab?: string }>();
  // Each money cell of the commitments opens the ledger rows behind it.
  const drillDown = useFigureDrillDown();
  const { data: entity, error, refetch } = useQuery(entityQueries.investorEntity(investorEntityId));
  const current = tabs.find((t) => t.id === tab);
  const base = `/fund-family/${fundFamilyId}/investor-entities/${investorEntityId}`;
  if (!current) return <Redirect to={`${base}/activity`} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  const ids = { fundFamilyId, investorEntityId };
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link
        href={`/fund-family/${fundFamilyId}/commitments/commitments`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Commitments
      </Link>
      <h1 className={pageTitle}>{entity?.full_name ?? 'Investor entity'}</h1>
      {entity ? (
        <p className={css({ color: 'gray.600', mt: '-2', mb: '4', fontSize: 'sm' })}>
          {humanize(entity.legal_type)} ·{' '}
          <Link href={`/investors/${entity.investor_id}`}>Investor</Link> ·{' '}
          <Link href={`/entities/${entity.id}`}>Entity record</Link>
        </p>
      ) : null}
      <PageTabs label="Investor entity tabs" base={base} tabs={tabs} currentId={current.id} />
      {current.id === 'activity' ? (
        <TableCard
          query={fundFamilyInvestorEntityQueries.activity(fundFamilyId, investorEntityId)}
          tableKey="fund-family-investor-entity-activity"
          title="Activity"
          emptyMessage="Nothing posted to the ledger for this entity in this fund family yet."
        />
      ) : null}
      {current.id === 'performance' ? <PerformanceTab {...ids} /> : null}
      {current.id === 'commitments' ? (
        <TableCard
          query={fundFamilyInvestorEntityQueries.commitments(fundFamilyId, investorEntityId)}
          tableKey="fund-family-investor-entity-commitments"
          title="Commitments"
          emptyMessage="No finalized commitments in this fund family yet."
          onLink={drillDown.onLink}
        />
      ) : null}
      {current.id === 'profile' ? (
        entity ? (
          <InvestorEntityProfileForm key={entity.id} entity={entity} />
        ) : (
          <p className={css({ color: 'gray.500' })}>Loading…</p>
        )
      ) : null}
      {drillDown.panel}
    </main>
  );
}
