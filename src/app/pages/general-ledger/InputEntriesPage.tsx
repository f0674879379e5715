import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { entryInputSchema, type ImportEvent } from '../../../api/general-ledger';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page, pageTitle } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import {
  generalLedgerQueries,
  useCreateTypedImportEvent,
  useReplaceEntries,
} from '../../queries/general-ledger-queries';
import {
  bulkErrorsFromServer,
  bulkTable,
  rowsFromFormValues,
  validateBulkRows,
  type BulkColumn,
  type BulkErrors,
  type BulkRow,
} from '../entities/bulk-rows';
import { PasteRowsPanel } from '../entities/PasteRowsPanel';
import { ErrorPage } from '../ErrorPage';
import { CsvUploadForm } from './CsvUploadForm';

const columns: BulkColumn[] = [
  { field: 'date', title: 'Date', kind: 'text' },
  { field: 'gl_account', title: 'GL account', kind: 'text' },
  { field: 'gl_investor_id', title: 'GL investor', kind: 'text', optional: true },
  { field: 'gl_entity_id', title: 'GL entity', kind: 'text', optional: true },
  { field: 'amount', title: 'Amount', kind: 'text' },
  { field: 'description', title: 'Description', kind: 'text', optional: true },
  { field: 'reference', title: 'Reference', kind: 'text', optional: true },
];
// The grid sends an empty optional cell as null; the API wants text, so it becomes '' first.
const rowSchema = v.pipe(
  v.looseObject({}),
  v.transform((row: Record<string, unknown>) =>
    Object.fromEntries(columns.map((c) => [c.field, row[c.field] ?? ''])),
  ),
  entryInputSchema,
);
const blank = (): BulkRow => Object.fromEntries(columns.map((c) => [c.field, '']));
const rowsOf = (event: ImportEvent | undefined): BulkRow[] =>
  event
    ? event.entries.map((e) =>
        Object.fromEntries(columns.map((c) => [c.field, e[c.field as 'date']])),
      )
    : [blank()];
// Optional cells stay '' (the API wants text, never null).
const asText = (rows: BulkRow[]) =>
  rows.map((r) => Object.fromEntries(columns.map((c) => [c.field, String(r[c.field] ?? '')])));
/**
 * `/general-ledger/input-entries/{integrationId}/{importEventId?}`: a draft's entries in an
 * editable grid (paste from a spreadsheet, or type); without an id, saving makes a new import.
 */
export function InputEntriesPage({
  integrationId,
  importEventId,
}: {
  integrationId: string;
  importEventId?: string;
}) {
  const existing = useQuery({
    ...generalLedgerQueries.importEvent(integrationId, importEventId ?? ''),
    enabled: importEventId !== undefined,
  });
  if (existing.error)
    return <ErrorPage error={existing.error} onRetry={() => void existing.refetch()} />;
  if (importEventId && !existing.data)
    return <p className={css({ p: '6', color: 'gray.500' })}>Loading entries…</p>;
  if (existing.data && existing.data.state !== 'draft')
    return (
      <main className={page}>
        <p>
          This import is {existing.data.state.replace('_', ' ')}: only a draft&apos;s entries can
          change.{' '}
          <Link href={`/general-ledger/import-event/${integrationId}/${importEventId}`}>
            Open it
          </Link>
        </p>
      </main>
    );
  return (
    <EntriesEditor
      key={importEventId ?? 'new'}
      integrationId={integrationId}
      importEventId={importEventId}
      initialRows={rowsOf(existing.data)}
    />
  );
}

function EntriesEditor({
  integrationId,
  importEventId,
  initialRows,
}: {
  integrationId: string;
  importEventId?: string;
  initialRows: BulkRow[];
}) {
  const integration = useQuery(generalLedgerQueries.detail(integrationId));
  const create = useCreateTypedImportEvent(integrationId);
  const replace = useReplaceEntries(integrationId, importEventId ?? '');
  const [, navigate] = useLocation();
  const [rows, setRows] = useState<BulkRow[]>(initialRows);
  const [errors, setErrors] = useState<BulkErrors>({});
  const table = useMemo(() => bulkTable(rows, columns, errors), [rows, errors]);
  const onFormChange = useCallback(
    (values: Record<string, string | number | boolean | null>) =>
      setRows((r) => rowsFromFormValues(r, values) ?? r),
    [],
  );
  const save = async () => {
    const checked = validateBulkRows(asText(rows), columns, rowSchema);
    setErrors(checked.errors);
    if (!checked.payload || checked.payload.length === 0) {
      toaster.create({ type: 'error', title: 'Invalid input' });
      return;
    }
    try {
      const saved = importEventId
        ? await replace.mutateAsync({ entries: checked.payload })
        : await create.mutateAsync({ entries: checked.payload });
      toaster.create({ type: 'success', title: `Saved ${saved.entry_count} entries` });
      navigate(`/general-ledger/import-event/${integrationId}/${saved.id}`);
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      if (apiError.code === 'invalid' && apiError.data)
        setErrors(bulkErrorsFromServer(apiError.data as Record<string, string[]>, 'entries'));
      toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
    }
  };
  const errorCount = Object.keys(errors).length;
  return (
    <main className={page}>
      <p className={css({ fontSize: 'sm', mb: '1' })}>
        <Link href="/general-ledger">General ledger</Link> ·{' '}
        <Link href={`/general-ledger/${integrationId}/import-events`}>
          {integration.data?.name ?? 'Integration'}
        </Link>
      </p>
      <h1 className={pageTitle}>{importEventId ? 'Edit draft entries' : 'Input entries'}</h1>
      {!importEventId && integration.data ? (
        <section className={card} style={{ marginBottom: 16 }}>
          <CsvUploadForm integration={integration.data} />
        </section>
      ) : null}
      <div className={css({ mb: '4' })}>
        <PasteRowsPanel
          columns={columns}
          hint={
            <>
              Type entries in the grid, or paste rows from a spreadsheet (columns{' '}
              <strong>{columns.map((c) => c.title).join(', ')}</strong>, or with a header line).
              Amount is signed: positive adds to the partner under the account&apos;s code.
            </>
          }
          onAdd={(added) => {
            const keep = rows.filter((r) => columns.some((c) => (r[c.field] ?? '') !== ''));
            setRows([...keep, ...added]);
          }}
        />
      </div>
      <section className={card}>
        <LazyDataTable
          tableKey="general-ledger-input-entries"
          title="Entries"
          table={table}
          emptyMessage="No entries: add a row."
          onFormChange={onFormChange}
        />
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mt: '3' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setRows([...rows, blank()])}
          >
            Add row
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={rows.length <= 1}
            onClick={() => setRows(rows.slice(0, -1))}
          >
            Remove last row
          </button>
          <button
            type="button"
            className={button()}
            disabled={rows.length === 0 || create.isPending || replace.isPending}
            onClick={() => void save()}
          >
            Save {rows.length} entr{rows.length === 1 ? 'y' : 'ies'}
          </button>
          {errorCount > 0 ? (
            <span role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
              {errorCount} cell{errorCount === 1 ? '' : 's'} to fix.
            </span>
          ) : null}
        </div>
      </section>
    </main>
  );
}
