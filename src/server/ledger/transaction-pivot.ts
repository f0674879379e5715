import type { PivotDimension, PivotQuery } from '../../api/pivot';
import { maxPivotColumns, pivotDimensionTitles } from '../../api/pivot';
import type { Column, Currency, Row, Table } from '../../api/table-data';
import { invalid } from '../api-error';
import type { Connection } from '../db/database';
import { cell } from '../table-data/cell';

type Join = 'codes' | 'investor' | 'fund_entity' | 'fund_family';

const dimensionSql: Record<PivotDimension, { expr: string; join?: Join }> = {
  transaction_code_config__name: { expr: 'tc.name', join: 'codes' },
  transaction_code_config__classification: { expr: 'tc.classification', join: 'codes' },
  entity__legal_name: { expr: "coalesce(ie.full_name, '(No investor entity)')", join: 'investor' },
  fund_entity__name: { expr: 'fe.name', join: 'fund_entity' },
  fund_family__name: { expr: 'ff.name', join: 'fund_family' },
  effective_date__year: { expr: "to_char(t.effective_date, 'YYYY')" },
  effective_date__quarter: { expr: 'to_char(t.effective_date, \'YYYY "Q"Q\')' },
};

const joinSql: Record<Join, string> = {
  codes: 'JOIN transaction_codes tc ON tc.id = t.transaction_code_id',
  investor: 'LEFT JOIN investor_entities ie ON ie.id = t.investor_entity_id',
  fund_entity: 'JOIN fund_entities fe ON fe.id = t.fund_entity_id',
  fund_family: 'JOIN fund_families ff ON ff.id = t.fund_family_id',
};

export type PivotResult = { table: Table; transaction_count: number };

/**
 * Sums the ledger by the requested dimensions in one GROUP BY, so the database does the
 * work over millions of rows and only the (small) grouped answer crosses the wire.
 */
export async function pivotTransactions(
  connection: Connection,
  customerId: string,
  query: PivotQuery,
): Promise<PivotResult> {
  const dims = [...query.group_rows_by, ...(query.pivot_on ? [query.pivot_on] : [])];
  // Every group is also split by the code's classification and the fund family's currency, so
  // no figure adds unlike rows or two currencies (toPivotTable decides what may be added).
  const joins = new Set<Join>(['codes', 'fund_family']);
  for (const dim of [...dims, ...query.filters.map((f) => f.field)]) {
    const join = dimensionSql[dim].join;
    if (join) joins.add(join);
  }
  const params: unknown[] = [customerId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ['t.customer_id = $1'];
  if (!query.include_draft_transactions) where.push('NOT t.is_draft');
  if (query.fund_family_ids.length > 0) {
    where.push(`t.fund_family_id IN (${query.fund_family_ids.map(param).join(', ')})`);
  }
  if (query.start_date) where.push(`t.effective_date >= ${param(query.start_date)}::date`);
  if (query.end_date) where.push(`t.effective_date <= ${param(query.end_date)}::date`);
  for (const filter of query.filters) {
    where.push(`${dimensionSql[filter.field].expr} IN (${filter.values.map(param).join(', ')})`);
  }
  const selected = dims.map((dim, i) => `${dimensionSql[dim].expr} AS d${i}`);
  const sqlText = `SELECT ${selected.join(', ')}, tc.classification AS kind, ff.currency AS currency,
      SUM(t.amount_cents)::text AS total, COUNT(*)::int AS n
    FROM transactions t ${[...joins].map((j) => joinSql[j]).join(' ')}
    WHERE ${where.join(' AND ')}
    GROUP BY ${[...dims, 'kind', 'currency'].map((_, i) => i + 1).join(', ')}`;
  const groups = await connection.query<Record<string, string | number>>(sqlText, params);
  return { table: toPivotTable(query, groups), transaction_count: sumCount(groups) };
}

const sumCount = (groups: Record<string, string | number>[]) =>
  groups.reduce((sum, group) => sum + Number(group.n), 0);

function toCents(text: string | number): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`pivot sum ${text} is past the safe range`);
  return value;
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

type Figure = { cents: number; kinds: Set<string> };
type PivotRow = { keys: string[]; currency: Currency; byPivot: Figure[]; total: Figure };

const newFigure = (): Figure => ({ cents: 0, kinds: new Set() });
const kindColumnId = 'transaction_code_config__classification';

/** A figure adds rows of one classification only; a mix is shown empty, saying why. */
function figureCell(figure: Figure | undefined, currency: Currency) {
  if (!figure || figure.kinds.size === 0) return cell.money(null, currency);
  if (figure.kinds.size > 1) {
    const kinds = [...figure.kinds].sort().join(', ');
    return cell.money(null, currency, {
      tooltip: {
        message: `Rows of ${kinds}: not added together. Filter to one classification or group by it.`,
      },
    });
  }
  return cell.money(figure.cents, currency);
}

/**
 * The pivot as table data. Money cells carry their fund family's currency and rows never mix
 * currencies (a Currency column tells them apart when there are several). A cell, and the
 * Total across the pivot columns, adds only rows of one transaction code classification; the
 * total row under a column adds it only when its cells are of one classification, or per
 * classification when each row is of one.
 */
function toPivotTable(query: PivotQuery, groups: Record<string, string | number>[]): Table {
  const rowDims = query.group_rows_by;
  const pivotKey = query.pivot_on ? `d${rowDims.length}` : null;
  const pivotValues = pivotKey
    ? [...new Set(groups.map((g) => String(g[pivotKey])))].sort(compareText)
    : [];
  if (pivotValues.length > maxPivotColumns) {
    throw invalid(
      {
        pivot_on: [
          `At most ${maxPivotColumns} pivot columns; this pivot has ${pivotValues.length}. Add a filter.`,
        ],
      },
      'Too many pivot columns',
    );
  }
  const pivotIndex = new Map(pivotValues.map((value, i) => [value, i]));
  const byRow = new Map<string, PivotRow>();
  for (const group of groups) {
    const keys = rowDims.map((_, i) => String(group[`d${i}`]));
    const currency = String(group.currency) as Currency;
    const id = JSON.stringify([...keys, currency]);
    let row = byRow.get(id);
    if (!row) {
      row = { keys, currency, byPivot: pivotValues.map(newFigure), total: newFigure() };
      byRow.set(id, row);
    }
    const cents = toCents(group.total ?? 0);
    const kind = String(group.kind);
    const figures = [row.total];
    if (pivotKey) figures.push(row.byPivot[pivotIndex.get(String(group[pivotKey]))!]!);
    for (const figure of figures) {
      figure.cents += cents;
      figure.kinds.add(kind);
    }
  }
  const pivotRows = [...byRow.entries()].sort(([a], [b]) => compareText(a, b));
  const currencies = new Set(pivotRows.map(([, row]) => row.currency));
  const everyRowOneKind = pivotRows.every(([, row]) => row.total.kinds.size === 1);
  const kindShown = rowDims.includes(kindColumnId);
  let kindColumnNeeded = false;
  // Which rows a column's total row may add: all (one kind), per kind (each row one kind), none.
  const aggregation = (figures: Figure[]): Partial<Column> => {
    const kinds = new Set(figures.flatMap((f) => [...f.kinds]));
    if (kinds.size <= 1) return { aggregatable: true, aggregatable_type: 'sum' };
    if (!everyRowOneKind) return {};
    kindColumnNeeded ||= !kindShown;
    return {
      aggregatable: true,
      aggregatable_type: 'sum',
      aggregation_class_column_id: kindColumnId,
    };
  };
  const pivotColumns = pivotValues.map((value, i): Column => ({
    id: `pivot_${i}`,
    title: value,
    cell_value_type: 'money',
    ...aggregation(pivotRows.map(([, row]) => row.byPivot[i]!)),
  }));
  // Without a pivot the one measure is the row's sum; with one, a Total only where it is alike.
  const hasTotal = !pivotKey || pivotRows.some(([, row]) => row.total.kinds.size === 1);
  const totalColumn: Column[] = hasTotal
    ? [
        {
          id: 'total',
          title: pivotKey ? 'Total' : 'Capital amount',
          cell_value_type: 'money',
          ...aggregation(pivotRows.map(([, row]) => row.total)),
        },
      ]
    : [];
  const columns: Column[] = [
    ...rowDims.map((dim, i): Column => ({
      id: dim,
      title: pivotDimensionTitles[dim],
      cell_value_type: 'text',
      is_pinned: true,
      enable_row_group: true,
      ...(i === 0 ? { initial_sort: 'asc' as const } : {}),
    })),
    ...(kindColumnNeeded
      ? [
          {
            id: kindColumnId,
            title: pivotDimensionTitles[kindColumnId],
            cell_value_type: 'text' as const,
          },
        ]
      : []),
    ...(currencies.size > 1
      ? [
          {
            id: 'currency',
            title: 'Currency',
            cell_value_type: 'text' as const,
            filter_type: 'set' as const,
          },
        ]
      : []),
    ...pivotColumns,
    ...totalColumn,
  ];
  const rows = pivotRows.map(([id, row]): Row => {
    const cells: Row['cells'] = {};
    rowDims.forEach((dim, i) => (cells[dim] = cell.text(row.keys[i] ?? '')));
    if (kindColumnNeeded) cells[kindColumnId] = cell.text([...row.total.kinds][0] ?? '');
    if (currencies.size > 1) cells.currency = cell.text(row.currency);
    row.byPivot.forEach((figure, i) => (cells[`pivot_${i}`] = figureCell(figure, row.currency)));
    if (hasTotal) cells.total = figureCell(row.total, row.currency);
    return { id, cells };
  });
  return { columns, rows };
}
