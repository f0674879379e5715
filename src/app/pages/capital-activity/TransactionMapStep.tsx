import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { formatMoney } from '../../../domain/money-display';
import { capitalActivityReadsQueries } from './capital-activity-reads-queries';
import { transactionMapTable } from './transaction-map-table';

/**
 * A finalized event's ledger rows (spec §7 transaction-map), grouped by code and fund entity;
 * each investor opens its commitment's activity, where the row sits among its figures.
 */
export function TransactionMapStep({
  fundFamilyId,
  eventId,
}: {
  fundFamilyId: string;
  eventId: string;
}) {
  const { data, isPending, error } = useQuery(
    capitalActivityReadsQueries.transactionMap(fundFamilyId, eventId),
  );
  const table = useMemo(
    () => (data ? transactionMapTable(data, fundFamilyId) : undefined),
    [data, fundFamilyId],
  );
  if (error)
    return (
      <p role="alert" className={css({ color: 'red.800' })}>
        The ledger rows could not load: {error.message}
      </p>
    );
  return (
    <section>
      <ul className={css({ color: 'gray.700', fontSize: 'sm', mb: '3', pl: '4' })}>
        {data?.groups.map((group) => (
          <li key={`${group.transaction_code}-${group.fund_entity_id}`}>
            {group.code_display_name} · {group.fund_entity_name}: {group.row_count} rows,{' '}
            {formatMoney(group.posted_cents, data.currency)} posted
            {group.outstanding_cents
              ? `, ${formatMoney(group.outstanding_cents, data.currency)} outstanding`
              : ''}
          </li>
        ))}
      </ul>
      <LazyDataTable
        tableKey="capital-event-transaction-map"
        title="Ledger rows"
        table={table}
        isLoading={isPending}
        emptyMessage="This event wrote no ledger rows."
      />
    </section>
  );
}
