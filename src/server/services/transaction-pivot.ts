import type { PivotDimension, PivotQuery } from '../../api/pivot';
import { maxPivotColumns, pivotDimensionTitles } from '../../api/pivot';
import type { Column, Row, Table } from '../../api/table-data';
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
  const joins = new Set<Join>();
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
  const sqlText = `SELECT ${selected.join(', ')}, SUM(t.amount_cents)::text AS total, COUNT(*)::int AS n
    FROM transactions t ${[...joins].map((j) => joinSql[j]).join(' ')}
    WHERE ${where.join(' AND ')}
    GROUP BY ${dims.map((_, i) => i + 1).join(', ')}`;
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
  const columns: Column[] = [
    ...rowDims.map((dim, i): Column => ({
      id: dim,
      title: pivotDimensionTitles[dim],
      cell_value_type: 'text',
      is_pinned: true,
      enable_row_group: true,
      ...(i === 0 ? { initial_sort: 'asc' as const } : {}),
    })),
    ...pivotValues.map((value, i): Column => ({
      id: `pivot_${i}`,
      title: value,
      cell_value_type: 'money',
      aggregatable: true,
      aggregatable_type: 'sum',
    })),
    {
      id: 'total',
      title: pivotKey ? 'Total' : 'Capital amount',
      cell_value_type: 'money',
      aggregatable: true,
      aggregatable_type: 'sum',
    },
  ];
  const byRow = new Map<string, Row>();
  for (const group of groups) {
    const keys = rowDims.map((_, i) => String(group[`d${i}`]));
    const id = JSON.stringify(keys);
    let row = byRow.get(id);
    if (!row) {
      row = { id, cells: {} };
      rowDims.forEach((dim, i) => (row!.cells[dim] = cell.text(keys[i] ?? '')));
      pivotValues.forEach((_, i) => (row!.cells[`pivot_${i}`] = cell.money(null)));
      row.cells.total = cell.money(0);
      byRow.set(id, row);
    }
    const cents = toCents(group.total ?? 0);
    if (pivotKey) {
      const index = pivotValues.indexOf(String(group[pivotKey]));
      const current = row.cells[`pivot_${index}`]!.value;
      const previous = current.type === 'money' ? (current.amount ?? 0) : 0;
      row.cells[`pivot_${index}`] = cell.money(previous + cents);
    }
    const total = row.cells.total!.value;
    row.cells.total = cell.money((total.type === 'money' ? (total.amount ?? 0) : 0) + cents);
  }
  const rows = [...byRow.values()].sort((a, b) => compareText(a.id, b.id));
  return { columns, rows };
}
