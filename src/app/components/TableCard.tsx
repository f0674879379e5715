import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Table } from '../../api/table-data';
import { LazyDataTable } from './data-table/LazyDataTable';
import { card } from './page-styles';

/** A page tab that is one server-built table in a card: its query, its title, its empty text. */
export function TableCard<TKey extends QueryKey>({
  query,
  tableKey,
  title,
  emptyMessage,
}: {
  query: UseQueryOptions<Table, Error, Table, TKey>;
  tableKey: string;
  title: string;
  emptyMessage: string;
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
      />
    </section>
  );
}
