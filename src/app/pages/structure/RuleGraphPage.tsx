import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import type { AllocationRuleGraph } from '../../../api/allocation-rules';
import { button } from '../../components/button-styles';
import { card, page, pageTitle, tableStyle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { PermissionGate } from '../../components/PermissionGate';
import { allocationRuleQueries } from '../../queries/allocation-rule-queries';
import { fundQueries } from '../../queries/fund-queries';
import { ErrorPage } from '../ErrorPage';

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
        <dd>{graph.effective_date}</dd>
      </dl>
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Versions</h2>
      <table className={tableStyle} aria-label="Rule graph versions">
        <thead>
          <tr>
            <th>Version</th>
            <th>Effective date</th>
            <th>Rules</th>
            <th>Deemed equalization</th>
          </tr>
        </thead>
        <tbody>
          {[...graph.versions].reverse().map((version) => (
            <tr key={version.id}>
              <td>{version.version}</td>
              <td>{version.effective_date}</td>
              <td>{version.rules.length}</td>
              <td>{version.fund_family_event_id ? 'Posted (allocation rule change)' : 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Each rule's edges with their basis and percentages, as the latest version has them. */
function BasisTab({ graph, fundFamilyId }: { graph: AllocationRuleGraph; fundFamilyId: string }) {
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data: entities = [] } = useQuery(fundQueries.entities(fundFamilyId));
  const name = (id: string) =>
    id === fundFamilyId
      ? (fund?.name ?? 'Fund family')
      : (entities.find((e) => e.id === id)?.name ?? id);
  return (
    <section className={card}>
      <table className={tableStyle} aria-label="Rule graph basis">
        <thead>
          <tr>
            <th>From</th>
            <th>To</th>
            <th>Basis</th>
            <th className={css({ textAlign: 'right!' })}>Percent</th>
          </tr>
        </thead>
        <tbody>
          {graph.rules.flatMap((rule) => [
            ...rule.children.map((child) => (
              <tr key={`${rule.parent_id}-${child.child_id}`}>
                <td className={css({ fontWeight: 'medium' })}>{name(rule.parent_id)}</td>
                <td>{name(child.child_id)}</td>
                <td>
                  {rule.basis === 'commitment' ? 'Pro rata by commitment' : 'Fixed percentages'}
                </td>
                <td className={css({ textAlign: 'right' })}>
                  {child.percent === null ? '—' : `${child.percent}%`}
                </td>
              </tr>
            )),
            ...(rule.basis === 'commitment' && rule.parent_id !== fundFamilyId
              ? [
                  <tr key={`${rule.parent_id}-own`}>
                    <td className={css({ fontWeight: 'medium' })}>{name(rule.parent_id)}</td>
                    <td>Its own commitments</td>
                    <td>Pro rata by commitment</td>
                    <td className={css({ textAlign: 'right' })}>—</td>
                  </tr>,
                ]
              : []),
          ])}
        </tbody>
      </table>
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
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}
      >
        <h1 className={pageTitle}>{graph.name}</h1>
        <PermissionGate permission="config">
          <Link href={`${base}/edit/edit-details`} className={button()}>
            Edit rules
          </Link>
        </PermissionGate>
      </div>
      <PageTabs
        label="Rule graph tabs"
        tabs={tabs.map((t) => ({
          label: t.label,
          href: `${base}/${t.id}`,
          current: t === current,
        }))}
      />
      {current.id === 'rule-graph-details' ? <DetailsTab graph={graph} /> : null}
      {current.id === 'rule-graph-basis' ? (
        <BasisTab graph={graph} fundFamilyId={fundFamilyId} />
      ) : null}
    </main>
  );
}
