import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { PermissionGate } from '../../components/PermissionGate';
import { allocationRuleQueries } from '../../queries/allocation-rule-queries';
import { ErrorPage } from '../ErrorPage';
import { ruleGraphsTable } from './structure-tables';

/** Spec §2 "structure: allocation rule graphs": the default rule and the fund's own graphs. */
export function AllocationRuleGraphsPage() {
  const { fundFamilyId = '' } = useParams<{ fundFamilyId: string }>();
  const { data: graphs, error, refetch } = useQuery(allocationRuleQueries.list(fundFamilyId));
  const base = `/fund-family/${fundFamilyId}/structure`;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page}>
      <PageHeading title="Allocation rule graphs">
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
      </PageHeading>
      <section className={card}>
        <LazyDataTable
          tableKey="allocation-rule-graphs"
          title="Allocation rule graphs"
          table={graphs ? ruleGraphsTable(graphs, base) : undefined}
          isLoading={!graphs}
        />
      </section>
    </main>
  );
}
