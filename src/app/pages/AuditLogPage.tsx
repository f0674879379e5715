import { useQuery } from '@tanstack/react-query';
import { LazyDataTable } from '../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../components/page-styles';
import { tableDataQueries } from '../queries/table-data-queries';
import { ErrorPage } from './ErrorPage';

/** `/auditing`: who did what for the selected customer, newest first. */
export function AuditLogPage() {
  const { data, isPending, error, refetch } = useQuery(tableDataQueries.auditLog());
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page}>
      <h1 className={pageTitle}>Audit log</h1>
      <section className={card}>
        <LazyDataTable
          tableKey="audit-log"
          title="Audit log"
          table={data}
          isLoading={isPending}
          emptyMessage="Nothing has been recorded for this customer yet."
        />
      </section>
    </main>
  );
}
