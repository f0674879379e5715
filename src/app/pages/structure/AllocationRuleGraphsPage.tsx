import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { card, page, pageTitle, tableStyle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { allocationRuleQueries } from '../../queries/allocation-rule-queries';
import { ErrorPage } from '../ErrorPage';

/** Spec §2 "structure: allocation rule graphs": the default rule and the fund's own graphs. */
export function AllocationRuleGraphsPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: graphs, error, refetch } = useQuery(allocationRuleQueries.list(fundFamilyId));
  const base = `/fund-family/${fundFamilyId}/structure`;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}
      >
        <h1 className={pageTitle}>Allocation rule graphs</h1>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Link
            href={`/fund-family/${fundFamilyId}/setup/fund-structure`}
            className={button({ variant: 'secondary' })}
          >
            Fund entities
          </Link>
          <Link
            href={`${base}/allocations-playground`}
            className={button({ variant: 'secondary' })}
          >
            Allocations playground
          </Link>
          <PermissionGate permission="config">
            <Link href={`${base}/rule/create`} className={button()}>
              Create rule graph
            </Link>
          </PermissionGate>
        </div>
      </div>
      <section className={card}>
        <table className={tableStyle} aria-label="Allocation rule graphs">
          <thead>
            <tr>
              <th>Name</th>
              <th>Effective from</th>
              <th>Versions</th>
              <th>Rules</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={css({ fontWeight: 'medium' })}>Default: pro rata by commitment</td>
              <td>—</td>
              <td>—</td>
              <td className={css({ color: 'gray.600', fontSize: 'sm' })}>
                Every entity by commitment, each on to its commitments. Default allocation rule
                cannot be edited via the UI.
              </td>
            </tr>
            {(graphs ?? []).map((graph) => (
              <tr key={graph.id}>
                <td>
                  <Link
                    href={`${base}/rule/${graph.id}`}
                    className={css({ color: 'blue.700', fontWeight: 'medium' })}
                  >
                    {graph.name}
                  </Link>
                </td>
                <td>{graph.effective_date}</td>
                <td>{graph.version_count}</td>
                <td className={css({ fontSize: 'sm' })}>
                  {graph.rule_lines.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {!graphs ? <p className={css({ color: 'gray.500', mt: '2' })}>Loading…</p> : null}
      </section>
    </main>
  );
}
