import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { formatMoney } from '../../../domain/money-display';
import { capitalActivityReadsQueries } from './capital-activity-reads-queries';
import { investorOverviewTable } from './investor-overview-table';

/**
 * The Capital Activity page's investor overview (spec §7 investor-overview): per commitment what
 * it committed, paid in, got back and has left to fund, from the ledger.
 */
export function InvestorOverviewSection({ fundFamilyId }: { fundFamilyId: string }) {
  const { data, isPending, error } = useQuery(
    capitalActivityReadsQueries.investorOverview(fundFamilyId),
  );
  const table = useMemo(
    () => (data ? investorOverviewTable(data, fundFamilyId) : undefined),
    [data, fundFamilyId],
  );
  return (
    <section className={card}>
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Investor overview</h2>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
        {data
          ? `${formatMoney(data.total.called_cents, data.currency)} called of ${formatMoney(data.total.committed_cents, data.currency)} committed (${Number(data.total.percent_called).toFixed(2)}%); ${formatMoney(data.total.unfunded_cents, data.currency)} unfunded. Paid-in counts settled equalization; outstanding equalization is not paid in yet.`
          : 'Per commitment: commitment, paid-in, distributions and unfunded from the ledger.'}
      </p>
      {error ? (
        <p role="alert" className={css({ color: 'red.800' })}>
          The investor overview could not load: {error.message}
        </p>
      ) : (
        <LazyDataTable
          tableKey="capital-activity-investor-overview"
          title="Investor overview"
          table={table}
          isLoading={isPending}
          emptyMessage="No commitments yet."
        />
      )}
    </section>
  );
}
