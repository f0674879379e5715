import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import type { DataTableProps } from './DataTable';

// AG Grid is about 200 KB gzip: pages import this wrapper so the grid loads with the first table.
const DataTable = lazy(() => import('./DataTable').then((m) => ({ default: m.DataTable })));

export function LazyDataTable(props: DataTableProps) {
  return (
    <Suspense fallback={<p className={css({ color: 'gray.500', py: '4' })}>Loading table…</p>}>
      <DataTable {...props} />
    </Suspense>
  );
}
