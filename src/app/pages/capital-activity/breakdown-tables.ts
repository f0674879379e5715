import type {
  CapitalCallBreakdown,
  CapitalCallBreakdownRow,
} from '../../../api/capital-call-breakdown';
import { capitalCallUseKindLabels } from '../../../api/capital-call';
import type { Cell, Column, Row, Table } from '../../../api/table-data';

const money = (cents: number, extras: Omit<Cell, 'value'> = {}): Cell => ({
  value: { type: 'money', amount: cents },
  ...extras,
});
const text = (value: string): Cell => ({ value: { type: 'text', text: value } });
const percent = (value: string): Cell => ({ value: { type: 'percent', value: Number(value) } });

const lpColumns: Column[] = [
  { id: 'lp', title: 'Investor entity', cell_value_type: 'text', is_pinned: true },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
  { id: 'committed', title: 'Commitment', cell_value_type: 'money', aggregatable: true },
];

/** A use's column title: what it is for, then its kind ("Project Atlas · Investment"). */
export const lineTitle = (use: CapitalCallBreakdown['uses'][number]) =>
  `${use.description} · ${capitalCallUseKindLabels[use.kind]}`;

const lineColumns = (breakdown: CapitalCallBreakdown): Column[] =>
  breakdown.uses.map((use) => ({
    id: `use_${use.id}`,
    title: lineTitle(use),
    subtitle: use.transaction_code,
    cell_value_type: 'money',
    aggregatable: true,
  }));

const lineCells = (breakdown: CapitalCallBreakdown, row: CapitalCallBreakdownRow) =>
  Object.fromEntries(
    breakdown.uses.map((use) => {
      const overridden = row.overridden_use_ids.includes(use.id);
      return [
        `use_${use.id}`,
        money(
          row.by_use[use.id] ?? 0,
          overridden ? { status: 'warning', tooltip: { message: 'Set by hand (override)' } } : {},
        ),
      ];
    }),
  );

const lpCells = (row: CapitalCallBreakdownRow): Record<string, Cell> => ({
  lp: text(row.lp),
  fund_entity: text(row.fund_entity_name),
  committed: money(row.committed_cents),
});

const totalRow = (cells: Record<string, Cell>): Row => ({
  id: 'total',
  granularity_level: 'total',
  cells: { lp: text('Total'), ...cells },
});

/**
 * The allocation step: per LP and per use what the call asks, overrides marked (spec §2
 * calls/allocation), with the total called per LP.
 */
export function allocationTable(breakdown: CapitalCallBreakdown): Table {
  return {
    columns: [
      ...lpColumns,
      ...lineColumns(breakdown),
      { id: 'called', title: 'Called', cell_value_type: 'money', aggregatable: true },
    ],
    rows: breakdown.rows.map((row) => ({
      id: row.commitment_id,
      cells: { ...lpCells(row), ...lineCells(breakdown, row), called: money(row.called_cents) },
    })),
    client_row_aggregation: true,
  };
}

const figureColumns: Column[] = [
  { id: 'called', title: 'Called', cell_value_type: 'money', aggregatable: true },
  {
    id: 'unfunded_before',
    title: 'Unfunded before',
    cell_value_type: 'money',
    aggregatable: true,
  },
  { id: 'unfunded_after', title: 'Unfunded after', cell_value_type: 'money', aggregatable: true },
  { id: 'percent_called', title: '% of commitment called', cell_value_type: 'percent' },
  {
    id: 'contributed_after',
    title: 'Cumulative contributed',
    cell_value_type: 'money',
    aggregatable: true,
  },
  {
    id: 'percent_contributed_after',
    title: '% contributed',
    cell_value_type: 'percent',
  },
];

const figureCells = (row: {
  called_cents: number;
  unfunded_before_cents: number;
  unfunded_after_cents: number;
  percent_called: string;
  contributed_after_cents: number;
  percent_contributed_after: string;
}): Record<string, Cell> => ({
  called: money(row.called_cents),
  unfunded_before: money(row.unfunded_before_cents),
  unfunded_after: money(row.unfunded_after_cents),
  percent_called: percent(row.percent_called),
  contributed_after: money(row.contributed_after_cents),
  percent_contributed_after: percent(row.percent_contributed_after),
});

/**
 * The overview's drawdown (spec §2 capital-call-overview): per LP the call, unfunded before
 * and after, the percent of the commitment called and the cumulative contributed. The total
 * row is the server's (its percents are of the whole, not a sum of percents).
 */
export function drawdownTable(breakdown: CapitalCallBreakdown): Table {
  return {
    columns: [...lpColumns, ...figureColumns],
    rows: [
      ...breakdown.rows.map((row) => ({
        id: row.commitment_id,
        cells: { ...lpCells(row), ...figureCells(row) },
      })),
      totalRow({
        committed: money(breakdown.total.committed_cents),
        ...figureCells(breakdown.total),
      }),
    ],
  };
}

/**
 * The investor breakdown (spec §2 capital-call-investor-breakdown): per LP and per use, with
 * contributed and unfunded before and after.
 */
export function investorBreakdownTable(breakdown: CapitalCallBreakdown): Table {
  return {
    columns: [
      ...lpColumns,
      ...lineColumns(breakdown),
      {
        id: 'contributed_before',
        title: 'Contributed before',
        cell_value_type: 'money',
        aggregatable: true,
      },
      ...figureColumns,
    ],
    rows: [
      ...breakdown.rows.map((row) => ({
        id: row.commitment_id,
        cells: {
          ...lpCells(row),
          ...lineCells(breakdown, row),
          contributed_before: money(row.contributed_before_cents),
          ...figureCells(row),
        },
      })),
      totalRow({
        committed: money(breakdown.total.committed_cents),
        ...Object.fromEntries(
          breakdown.uses.map((use) => [
            `use_${use.id}`,
            money(breakdown.total.by_use[use.id] ?? 0),
          ]),
        ),
        contributed_before: money(breakdown.total.contributed_before_cents),
        ...figureCells(breakdown.total),
      }),
    ],
  };
}
