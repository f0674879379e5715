import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { PivotRequest } from '../../../api/pivot';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { apiErrorOf } from '../../lib/api-client';
import { pivotQueries } from '../../queries/pivot-queries';
import { useEffect, useState } from 'react';

/** Runs the pivot on the server and shows it in the shared table. */
export function PivotResultTable({
  request,
  tableKey,
  title,
}: {
  request: PivotRequest;
  tableKey: string;
  title: string;
}) {
  const { data, isPending, isFetching, error } = useQuery(pivotQueries.run(request));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (error) void apiErrorOf(error).then((e) => live && setMessage(e.message));
    return () => {
      live = false;
    };
  }, [error]);
  if (error) {
    return (
      <p role="alert" className={css({ color: 'red.700' })}>
        {message ?? 'Something went wrong'}
      </p>
    );
  }
  return (
    <div>
      <LazyDataTable
        tableKey={tableKey}
        title={title}
        table={data?.table}
        isLoading={isPending || isFetching}
        emptyMessage="No ledger transactions match this pivot."
      />
      {data ? (
        <p className={css({ fontSize: 'xs', color: 'gray.500', mt: '1' })}>
          {data.transaction_count.toLocaleString('en-US')} ledger transactions
        </p>
      ) : null}
    </div>
  );
}
