import { useCallback, useMemo, useState } from 'react';
import type * as v from 'valibot';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card } from '../../components/page-styles';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { namedRows, rowProblems } from './bulk-row-problems';
import { PasteRowsPanel } from './PasteRowsPanel';
import {
  bulkErrorsFromServer,
  bulkTable,
  rowsFromFormValues,
  validateBulkRows,
  type BulkColumn,
  type BulkErrors,
  type BulkRow,
} from './bulk-rows';

/**
 * The bulk add of spec §2 (banks, contacts, external IDs, investors): rows pasted from a
 * spreadsheet or read from a CSV file land in a grid of form cells; every row is checked with
 * the API's schema and saved all together, or not at all.
 */
export function BulkAddPanel<Output>({
  tableKey,
  title,
  columns,
  schema,
  save,
  onSaved,
}: {
  tableKey: string;
  title: string;
  columns: readonly BulkColumn[];
  schema: v.GenericSchema<unknown, Output>;
  save: (rows: Output[]) => Promise<unknown>;
  onSaved: (count: number) => void;
}) {
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [errors, setErrors] = useState<BulkErrors>({});
  const [saving, setSaving] = useState(false);
  const table = useMemo(() => bulkTable(rows, columns, errors), [rows, columns, errors]);
  const onFormChange = useCallback(
    (values: Record<string, string | number | boolean | null>) =>
      setRows((current) => rowsFromFormValues(current, values) ?? current),
    [],
  );
  const addRows = (added: BulkRow[]) => {
    const next = [...rows, ...added];
    setRows(next);
    setErrors(validateBulkRows(next, columns, schema).errors);
  };
  const submit = async () => {
    const checked = validateBulkRows(rows, columns, schema);
    setErrors(checked.errors);
    if (!checked.payload) {
      toaster.create({ type: 'error', title: notSaved(checked.errors, columns) });
      return;
    }
    setSaving(true);
    try {
      await save(checked.payload);
      const count = rows.length;
      setRows([]);
      onSaved(count);
    } catch (error) {
      const apiError = await apiErrorOf(error);
      const serverErrors =
        apiError.code === 'invalid' && apiError.data
          ? bulkErrorsFromServer(apiError.data as Record<string, string[]>)
          : {};
      setErrors(serverErrors);
      toaster.create({
        type: 'error',
        title:
          Object.keys(serverErrors).length > 0
            ? notSaved(serverErrors, columns)
            : apiError.message || 'Invalid input',
      });
    } finally {
      setSaving(false);
    }
  };
  const problems = rowProblems(errors, columns);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PasteRowsPanel
        columns={columns}
        csvFile
        hint={
          <>
            Paste rows copied from a spreadsheet, columns in this order (or with a header line):{' '}
            <strong>{columns.map((c) => c.title).join(', ')}</strong>. Or choose a CSV file.
          </>
        }
        onAdd={addRows}
      />
      <section className={card}>
        <LazyDataTable
          tableKey={tableKey}
          title={title}
          table={table}
          emptyMessage="No rows yet: paste some above."
          onFormChange={onFormChange}
        />
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mt: '3' })}>
          <button
            type="button"
            className={button()}
            disabled={rows.length === 0 || saving}
            onClick={() => void submit()}
          >
            Save {rows.length} row{rows.length === 1 ? '' : 's'}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={rows.length === 0}
            onClick={() => {
              setRows([]);
              setErrors({});
            }}
          >
            Discard rows
          </button>
        </div>
        {problems.size > 0 ? (
          <div role="alert" className={css({ color: 'red.700', fontSize: 'sm', mt: '3' })}>
            <p>{toFix(errors, columns)}: nothing is saved until every row holds.</p>
            <ul aria-label="Problems by row" className={css({ mt: '1', pl: '4' })}>
              {[...problems].map(([index, messages]) => (
                <li key={index} className={css({ listStyle: 'disc' })}>
                  Row {index + 1}: {messages.join('; ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** What stops the save and where ('2 cells to fix in rows 2 and 5'), so nobody hunts the grid. */
function toFix(errors: BulkErrors, columns: readonly BulkColumn[]) {
  const count = Object.keys(errors).length;
  const rows = rowProblems(errors, columns).keys();
  return `${count} cell${count === 1 ? '' : 's'} to fix in ${namedRows(rows)}`;
}

/** The save error names the rows ('Not saved: rows 2 and 5 need fixing'). */
function notSaved(errors: BulkErrors, columns: readonly BulkColumn[]) {
  const rows = [...rowProblems(errors, columns).keys()];
  return `Not saved: ${namedRows(rows)} ${rows.length === 1 ? 'needs' : 'need'} fixing`;
}
