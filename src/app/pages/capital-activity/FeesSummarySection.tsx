import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { formatMoney } from '../../../domain/money-display';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { capitalActivityReadsQueries } from './capital-activity-reads-queries';
import { feesSummaryTable } from './fees-summary-table';

/**
 * Management fees called per period per LP (spec §7 fees-summary-table), from the ledger's
 * paid-in management fee contributions; a closing's fee true-up is a charge, not a call.
 */
export function FeesSummarySection({ fundFamilyId }: { fundFamilyId: string }) {
  const { data, isPending, error } = useQuery(
    capitalActivityReadsQueries.feesSummary(fundFamilyId),
  );
  const table = useMemo(
    () => (data ? feesSummaryTable(data, fundFamilyId) : undefined),
    [data, fundFamilyId],
  );
  return (
    <section className={card}>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '2' })}>
        {data
          ? `${formatMoney(data.total_cents, data.currency)} of management fees called in ${data.periods.length} ${data.periods.length === 1 ? 'call' : 'calls'}. Fee true-ups at closings are charged, not called, and are not in this table.`
          : 'Management fees called per period and LP, from the ledger.'}
      </p>
      {error ? (
        <p role="alert" className={css({ color: 'red.800' })}>
          The fees summary could not load: {error.message}
        </p>
      ) : (
        <LazyDataTable
          tableKey="capital-activity-fees-summary"
          title="Management fees called"
          table={table}
          isLoading={isPending}
          emptyMessage="No management fees called yet."
        />
      )}
    </section>
  );
}
