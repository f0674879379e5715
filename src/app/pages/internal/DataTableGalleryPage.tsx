import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { css } from 'styled-system/css';
import type { FormValue } from '../../components/data-table/clear-form-value';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import {
  cellTypesTable,
  commitmentsTable,
  formCellsTable,
  treeTable,
} from './data-table-gallery/gallery-tables';
import { ledgerTable } from './data-table-gallery/gallery-ledger';
import { stepperTable } from './data-table-gallery/gallery-stepper';

/**
 * `/internal/data-table`: every cell type, form cells, tree rows, pivot mode and set filters
 * (Ledger) and money steppers (Rounding) in the shared table,
 * for support staff to check rendering and for the end-to-end tests and the bench
 * (`?rows=100000`).
 */
export function DataTableGalleryPage() {
  const params = new URLSearchParams(useSearch());
  const rowCount = Math.min(200_000, Math.max(1, Number(params.get('rows')) || 40));
  const cellTypes = useMemo(() => cellTypesTable(rowCount), [rowCount]);
  const formCells = useMemo(() => formCellsTable(), []);
  const tree = useMemo(() => treeTable(), []);
  const commitments = useMemo(() => commitmentsTable(), []);
  const ledger = useMemo(() => ledgerTable(), []);
  const steppers = useMemo(() => stepperTable(), []);
  const [stepped, setStepped] = useState<Record<string, FormValue>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [order, setOrder] = useState<string[] | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const [formValues, setFormValues] = useState<Record<string, FormValue>>({});
  const [lastLink, setLastLink] = useState<string | null>(null);
  return (
    <main className={page}>
      <h1 className={pageTitle}>Data table gallery</h1>
      <section className={card}>
        <LazyDataTable
          tableKey="gallery-cell-types"
          title="Cell types"
          table={cellTypes}
          onLink={(link, row) => setLastLink(`${link.type} ${row?.id ?? ''}`)}
        />
        {lastLink ? (
          <p className={css({ fontSize: 'sm', mt: '2' })}>Last link: {lastLink}</p>
        ) : null}
      </section>
      <section className={card} style={{ marginTop: 16 }}>
        <LazyDataTable
          tableKey="gallery-form-cells"
          title="Form cells"
          table={formCells}
          onFormChange={setFormValues}
        />
        <pre
          data-testid="form-values"
          className={css({ fontSize: 'xs', mt: '2', whiteSpace: 'pre-wrap' })}
        >
          {JSON.stringify(formValues)}
        </pre>
      </section>
      <section className={card} style={{ marginTop: 16 }}>
        <LazyDataTable tableKey="gallery-tree" title="Fund structure" table={tree} />
      </section>
      <section className={card} style={{ marginTop: 16 }}>
        <LazyDataTable
          tableKey="gallery-commitments"
          title="Commitments"
          table={commitments}
          onSelectionChange={(rows) => setSelected(rows.map((r) => r.id))}
          onRowOrderChange={setOrder}
          onLink={(link) => setOpened(link.type === 'document' ? link.documentId : null)}
        />
        <p data-testid="commitments-events" className={css({ fontSize: 'sm', mt: '2' })}>
          Selected: {selected.join(', ') || 'none'}
          {order ? ` · Order: ${order.join(', ')}` : ''}
          {opened ? ` · Opened document: ${opened}` : ''}
        </p>
      </section>
      <section className={card} style={{ marginTop: 16 }}>
        <LazyDataTable tableKey="gallery-ledger" title="Ledger" table={ledger} />
      </section>
      <section className={card} style={{ marginTop: 16 }}>
        <LazyDataTable
          tableKey="gallery-steppers"
          title="Rounding"
          table={steppers}
          onFormChange={setStepped}
        />
        <pre
          data-testid="stepper-values"
          className={css({ fontSize: 'xs', mt: '2', whiteSpace: 'pre-wrap' })}
        >
          {JSON.stringify(stepped)}
        </pre>
      </section>
    </main>
  );
}
