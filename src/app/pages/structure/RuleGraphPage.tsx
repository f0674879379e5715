import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { AllocationRuleGraph } from '../../../api/allocation-rules';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { PageHeading } from '../../components/PageHeading';
import { PermissionGate } from '../../components/PermissionGate';
import { allocationRuleQueries } from '../../queries/allocation-rule-queries';
import { calculationQueries } from '../../queries/calculation-queries';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';
import { basisTable, versionsTable } from './structure-tables';
import { formatDate } from '../../lib/date-display';

const tabs = [
  { id: 'rule-graph-details', label: 'Rule graph details' },
  { id: 'rule-graph-basis', label: 'Rule graph basis' },
] as const;

function DetailsTab({ graph }: { graph: AllocationRuleGraph }) {
  return (
    <section className={card}>
      <dl
        className={css({ display: 'grid', gridTemplateColumns: '200px 1fr', rowGap: '2', mb: '4' })}
      >
        <dt>Description</dt>
        <dd>{graph.description ?? '—'}</dd>
        <dt>Effective from</dt>
        <dd>{formatDate(graph.effective_date)}</dd>
      </dl>
      <LazyDataTable
        tableKey="rule-graph-versions"
        title="Rule graph versions"
        table={versionsTable(graph)}
      />
    </section>
  );
}

/** Each rule's edges with their basis and percentages, as the latest version has them. */
function BasisTab({ graph, fundFamilyId }: { graph: AllocationRuleGraph; fundFamilyId: string }) {
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data: entities = [] } = useQuery(fundQueries.entities(fundFamilyId));
  const { data: calculations = [] } = useQuery(calculationQueries.family(fundFamilyId));
  const name = (id: string) =>
    id === fundFamilyId
      ? (fund?.name ?? 'Fund family')
      : (entities.find((e) => e.id === id)?.name ?? id);
  const calculationName = (id: string) =>
    calculations.find((c) => c.id === id)?.display_name ?? 'a calculation';
  return (
    <section className={card}>
      <LazyDataTable
        tableKey="rule-graph-basis"
        title="Rule graph basis"
        table={basisTable(graph, fundFamilyId, name, calculationName)}
      />
      <p className={css({ fontSize: 'sm', color: 'gray.600', mt: '3' })}>
        An entity without a rule of its own allocates to its commitments pro rata by commitment.
      </p>
    </section>
  );
}

/** Spec §2 "rule/{allocationRuleGraphId}" with tabs rule-graph-details and rule-graph-basis. */
export function RuleGraphPage() {
  const {
    fundFamilyId = '',
    graphId = '',
    tab,
  } = useParams<{
    fundFamilyId: string;
    graphId: string;
    tab?: string;
  }>();
  const {
    data: graph,
    error,
    refetch,
  } = useQuery(allocationRuleQueries.detail(fundFamilyId, graphId));
  const base = `/fund-family/${fundFamilyId}/structure/rule/${graphId}`;
  const current = tabs.find((t) => t.id === tab);
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  if (!current) return <Redirect to={`${base}/rule-graph-details`} replace />;
  if (!graph) return <main className={page}>Loading…</main>;
  return (
    <main className={page}>
      <Link
        href={`/fund-family/${fundFamilyId}/structure`}
        className={css({ color: 'blue.700', fontSize: 'sm' })}
      >
        ← Allocation rule graphs
      </Link>
      <PageHeading title={graph.name}>
        <PermissionGate permission="config">
          <Link href={`${base}/edit/edit-details`} className={button()}>
            Edit rules
          </Link>
        </PermissionGate>
      </PageHeading>
      <PageTabs label="Rule graph tabs" base={base} tabs={tabs} currentId={current.id} />
      {current.id === 'rule-graph-details' ? <DetailsTab graph={graph} /> : null}
      {current.id === 'rule-graph-basis' ? (
        <BasisTab graph={graph} fundFamilyId={fundFamilyId} />
      ) : null}
    </main>
  );
}
