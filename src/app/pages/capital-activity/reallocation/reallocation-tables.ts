import type {
  BeforeAfter,
  CapitalCallReallocation,
  ReallocationUse,
} from '../../../../api/capital-call-reallocation';
import { capitalCallUseKindLabels } from '../../../../api/capital-call';
import type { Cell, Column, Row, Table } from '../../../../api/table-data';

const money = (cents: number, extras: Omit<Cell, 'value'> = {}): Cell => ({
  value: { type: 'money', amount: cents },
  ...extras,
});
const text = (value: string): Cell => ({ value: { type: 'text', text: value } });

/** The form field of one LP's new amount of one use (the update grid's cells). */
export const amountKey = (useId: string, commitmentId: string) => `${useId}|${commitmentId}`;

export const titleOfUse = (use: Pick<ReallocationUse, 'description' | 'kind'>) =>
  `${use.description} · ${capitalCallUseKindLabels[use.kind]}`;

const lpColumns: Column[] = [
  { id: 'lp', title: 'Investor entity', cell_value_type: 'text', is_pinned: true },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text' },
  { id: 'committed', title: 'Commitment', cell_value_type: 'money' },
];
const lpCells = (row: CapitalCallReallocation['rows'][number]): Record<string, Cell> => ({
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
 * The update step's grid (spec §2 calls/reallocation update): per LP its unfunded commitment
 * and, per use, what the call posted beside the new amount, which is editable while a draft.
 * `amounts` are the new amounts to show (the server's, or a re-split not saved yet).
 */
export function updateTable(
  reallocation: CapitalCallReallocation,
  amounts: Readonly<Record<string, number>>,
  editable: boolean,
): Table {
  return {
    columns: [
      ...lpColumns,
      { id: 'unfunded', title: 'Unfunded before', cell_value_type: 'money' },
      ...reallocation.uses.map((use): Column => ({
        id: `use_${use.id}`,
        title: titleOfUse(use),
        subtitle: use.transaction_code,
        cell_value_type: 'money',
        nested_columns: [
          { id: `posted_${use.id}`, title: 'Posted', cell_value_type: 'money' },
          { id: `new_${use.id}`, title: 'New amount', cell_value_type: 'money' },
        ],
      })),
    ],
    rows: reallocation.rows.map((row) => ({
      id: row.commitment_id,
      metadata: { type: 'form_row', is_disabled: !editable },
      cells: {
        ...lpCells(row),
        unfunded: money(row.unfunded.before_cents),
        ...Object.fromEntries(
          reallocation.uses.flatMap((use) => {
            const key = amountKey(use.id, row.commitment_id);
            return [
              [`posted_${use.id}`, money(row.by_use[use.id]!.before_cents)],
              [
                `new_${use.id}`,
                money(amounts[key] ?? row.by_use[use.id]!.after_cents, {
                  form_field: {
                    name: key,
                    is_editable: editable,
                    title: `${row.lp}, ${use.description}`,
                  },
                }),
              ],
            ];
          }),
        ),
      },
    })),
  };
}

const beforeAfterColumns = (id: string, title: string, subtitle?: string): Column => ({
  id,
  title,
  ...(subtitle ? { subtitle } : {}),
  cell_value_type: 'money',
  nested_columns: [
    { id: `${id}_before`, title: 'Before', cell_value_type: 'money' },
    { id: `${id}_after`, title: 'After', cell_value_type: 'money' },
    { id: `${id}_difference`, title: 'Difference', cell_value_type: 'money' },
  ],
});
const beforeAfterCells = (id: string, line: BeforeAfter): Record<string, Cell> => ({
  [`${id}_before`]: money(line.before_cents),
  [`${id}_after`]: money(line.after_cents),
  [`${id}_difference`]: money(line.difference_cents),
});

/**
 * The overview step: per LP and per use before, after and the difference posted (negative: a
 * reduction of the LP's contribution), the LP's part of the call, and its paid-in and unfunded
 * after. The total row is the server's.
 */
export function overviewTable(reallocation: CapitalCallReallocation): Table {
  const figures = (
    line: Pick<
      CapitalCallReallocation['rows'][number],
      'by_use' | 'called' | 'paid_in' | 'unfunded'
    >,
  ): Record<string, Cell> => ({
    ...Object.fromEntries(
      reallocation.uses.flatMap((use) =>
        Object.entries(beforeAfterCells(`use_${use.id}`, line.by_use[use.id]!)),
      ),
    ),
    ...beforeAfterCells('called', line.called),
    paid_in_after: money(line.paid_in.after_cents),
    unfunded_after: money(line.unfunded.after_cents),
  });
  return {
    columns: [
      ...lpColumns,
      ...reallocation.uses.map((use) =>
        beforeAfterColumns(`use_${use.id}`, titleOfUse(use), use.transaction_code),
      ),
      beforeAfterColumns('called', 'Part of the call'),
      { id: 'paid_in_after', title: 'Paid-in after', cell_value_type: 'money' },
      { id: 'unfunded_after', title: 'Unfunded after', cell_value_type: 'money' },
    ],
    rows: [
      ...reallocation.rows.map((row) => ({
        id: row.commitment_id,
        cells: { ...lpCells(row), ...figures(row) },
      })),
      totalRow(figures(reallocation.total)),
    ],
  };
}
