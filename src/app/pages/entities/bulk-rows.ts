import Papa from 'papaparse';
import * as v from 'valibot';
import type { Column, Row, Table } from '../../../api/table-data';
import { rowProblems } from './bulk-row-problems';

/** One column of a bulk add: the payload field, its heading, and how a pasted cell is read. */
export type BulkColumn = {
  field: string;
  title: string;
  kind: 'text' | 'dropdown' | 'boolean';
  /** Dropdowns: users type or paste the label; the row keeps the value (an id). */
  options?: readonly { value: string; label: string }[];
  /** An empty optional cell is sent as null; an empty required one gets the schema's message. */
  optional?: boolean;
};

export type BulkCell = string | boolean | null;
export type BulkRow = Record<string, BulkCell>;
/** Errors keyed `${rowIndex}.${field}`, the way the grid's form cells are named. */
export type BulkErrors = Record<string, string>;

const normal = (text: string) => text.trim().toLowerCase();

function readBoolean(text: string): BulkCell {
  const value = normal(text);
  if (['', 'no', 'n', 'false', '0'].includes(value)) return false;
  if (['yes', 'y', 'true', '1', 'x'].includes(value)) return true;
  return text;
}

function readDropdown(column: BulkColumn, text: string): BulkCell {
  const wanted = normal(text);
  if (wanted === '') return null;
  const option = column.options?.find(
    (o) => normal(o.label) === wanted || normal(o.value) === wanted,
  );
  return option ? option.value : text.trim();
}

/** A pasted or file cell as the row keeps it. */
export function readCell(column: BulkColumn, text: string): BulkCell {
  if (column.kind === 'boolean') return readBoolean(text);
  if (column.kind === 'dropdown') return readDropdown(column, text);
  return text.trim();
}

/**
 * Rows pasted from a spreadsheet (tab separated) or read from a CSV file. A first line that
 * names the columns is a header: its order is used; otherwise cells are in column order.
 * Quoted cells keep their commas and quotes ("Fund I, L.P.", "5,000,000").
 */
export function parseBulkText(text: string, columns: readonly BulkColumn[]): BulkRow[] {
  const trimmed = text.trim();
  // A spreadsheet copies tabs between cells; Papa's guess would take the commas inside names
  // and amounts ('Fund I, L.P.\t5,000,000') for the delimiter, as they split into more cells.
  const firstLine = trimmed.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  const parsed = Papa.parse<string[]>(trimmed, { delimiter, skipEmptyLines: 'greedy' });
  const lines = parsed.data;
  if (lines.length === 0) return [];
  const byTitle = (cell: string) =>
    columns.find((c) => normal(c.title) === normal(cell) || normal(c.field) === normal(cell));
  const first = lines[0]!;
  const isHeader =
    first.some((cell) => cell.trim() !== '') &&
    first.every((cell) => cell.trim() === '' || byTitle(cell));
  const order = isHeader ? first.map((cell) => byTitle(cell)) : columns.map((c) => c);
  return (isHeader ? lines.slice(1) : lines).map((line) => {
    const row: BulkRow = Object.fromEntries(columns.map((c) => [c.field, readCell(c, '')]));
    line.forEach((text, index) => {
      const column = order[index];
      if (column) row[column.field] = readCell(column, text);
    });
    return row;
  });
}

/** An unmatched dropdown cell: its own message, clearer than the schema's. */
const noSuchOption = (column: BulkColumn, text: string) =>
  `No ${column.title.toLowerCase()} named “${text}”`;

/**
 * Checks every row with the API's own row schema, so the page shows the server's messages
 * before it is asked. Answers the payload when every row holds, else the errors per cell.
 */
export function validateBulkRows<Output>(
  rows: readonly BulkRow[],
  columns: readonly BulkColumn[],
  schema: v.GenericSchema<unknown, Output>,
): { payload: Output[] | null; errors: BulkErrors } {
  const errors: BulkErrors = {};
  const payload: Output[] = [];
  rows.forEach((row, index) => {
    const candidate: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.field] ?? null;
      if (column.kind === 'dropdown' && typeof value === 'string') {
        const known = column.options?.some((o) => o.value === value);
        if (!known) errors[`${index}.${column.field}`] = noSuchOption(column, value);
        candidate[column.field] = known ? value : null;
      } else if (column.kind === 'boolean' && typeof value === 'string') {
        errors[`${index}.${column.field}`] = 'Must be yes or no';
        candidate[column.field] = false;
      } else {
        candidate[column.field] = column.optional && value === '' ? null : value;
      }
    }
    const result = v.safeParse(schema, candidate);
    if (result.success) payload.push(result.output);
    else
      for (const issue of result.issues) {
        const key = `${index}.${v.getDotPath(issue) ?? ''}`;
        errors[key] ??= issue.message;
      }
  });
  return { payload: Object.keys(errors).length === 0 ? payload : null, errors };
}

/**
 * Server errors `rows.3.account_number` (or `{listField}.3.…`) as the grid names its cells
 * (`3.account_number`).
 */
export function bulkErrorsFromServer(
  data: Record<string, string[]>,
  listField = 'rows',
): BulkErrors {
  const errors: BulkErrors = {};
  const pattern = new RegExp(`^${listField}\\.(\\d+)\\.(.+)$`);
  for (const [path, messages] of Object.entries(data)) {
    const match = pattern.exec(path);
    if (match) errors[`${match[1]}.${match[2]}`] = messages.join(', ');
  }
  return errors;
}

/**
 * The rows as a table of form cells (spec §3 table data), each cell named `${row}.${field}`.
 * While any row has a problem, a Problems column after Row says each row's in words.
 */
export function bulkTable(
  rows: readonly BulkRow[],
  columns: readonly BulkColumn[],
  errors: BulkErrors,
): Table {
  const problems = rowProblems(errors, columns);
  const tableColumns: Column[] = [
    { id: 'row', title: 'Row', cell_value_type: 'integer', is_pinned: true },
    ...(problems.size > 0
      ? [{ id: 'problems', title: 'Problems', cell_value_type: 'text' } satisfies Column]
      : []),
    ...columns.map((c): Column => ({
      id: c.field,
      title: c.title,
      cell_value_type: c.kind === 'boolean' ? 'boolean' : 'text',
    })),
  ];
  const tableRows: Row[] = rows.map((row, index) => ({
    id: String(index),
    metadata: { type: 'form_row', is_disabled: false },
    cells: {
      row: { value: { type: 'integer', value: index + 1 } },
      ...(problems.size > 0
        ? {
            problems: {
              value: { type: 'text' as const, text: problems.get(index)?.join('; ') ?? null },
            },
          }
        : {}),
      ...Object.fromEntries(
        columns.map((c) => {
          const value = row[c.field] ?? null;
          const error = errors[`${index}.${c.field}`];
          return [
            c.field,
            {
              value:
                c.kind === 'boolean'
                  ? { type: 'boolean' as const, value: typeof value === 'boolean' ? value : false }
                  : { type: 'text' as const, text: value === null ? null : String(value) },
              form_field: {
                name: `${index}.${c.field}`,
                title: `row ${index + 1}`,
                required: !c.optional,
                options: c.options?.map((o) => ({ value: o.value, rich_value: o.label })),
              },
              ...(error ? { error: { message: error } } : {}),
            },
          ];
        }),
      ),
    },
  }));
  return { columns: tableColumns, rows: tableRows };
}

/** Grid form values (`${row}.${field}` → value) back into rows; null when nothing changed. */
export function rowsFromFormValues(
  rows: readonly BulkRow[],
  values: Record<string, string | number | boolean | null>,
): BulkRow[] | null {
  let changed = false;
  const next = rows.map((row, index) => {
    const copy = { ...row };
    for (const field of Object.keys(row)) {
      const name = `${index}.${field}`;
      if (!(name in values)) continue;
      const raw = values[name];
      const value = typeof raw === 'number' ? String(raw) : (raw ?? null);
      if (value !== copy[field] && !(value === null && copy[field] === '')) {
        copy[field] = value;
        changed = true;
      }
    }
    return copy;
  });
  return changed ? next : null;
}
