import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Table } from '../../api/table-data';
import type { DataTableProps } from './data-table/DataTable';
import { LazyDataTable } from './data-table/LazyDataTable';
import { card } from './page-styles';

/** A page tab that is one server-built table in a card: its query, its title, its empty text. */
export function TableCard<TKey extends QueryKey>({
  query,
  tableKey,
  title,
  emptyMessage,
  onLink,
  fillsPage,
}: {
  query: UseQueryOptions<Table, Error, Table, TKey>;
  tableKey: string;
  title: string;
  emptyMessage: string;
  /** What a cell's onclick or button link does on this page (DataTable onLink). */
  onLink?: DataTableProps['onLink'];
  /** The table is the page's main content (DataTable fillsPage). */
  fillsPage?: boolean;
}) {
  const { data, isPending } = useQuery(query);
  return (
    <section className={card}>
      <LazyDataTable
        tableKey={tableKey}
        title={title}
        table={data}
        isLoading={isPending}
        emptyMessage={emptyMessage}
        onLink={onLink}
        fillsPage={fillsPage}
      />
    </section>
  );
}
