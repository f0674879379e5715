import { describe, expect, it } from 'vitest';
import type { Column, Row } from '../../../src/api/table-data';
import { buildGridRows } from '../../../src/app/components/data-table/build-grid-rows';

// A commitment's activity: the commitment beside contributions and a distribution, the way
// the activity tab lists them (amounts in cents, hand-picked).
const columns: Column[] = [
  { id: 'event', title: 'Event', cell_value_type: 'text', enable_row_group: true },
  { id: 'classification', title: 'Classification', cell_value_type: 'text' },
  {
    id: 'amount',
    title: 'Amount',
    cell_value_type: 'money',
    aggregatable: true,
    aggregation_class_column_id: 'classification',
  },
];
const activity = (
  id: string,
  event: string,
  classification: string,
  amount: number,
  currency: 'USD' | 'EUR' = 'USD',
): Row => ({
  id,
  cells: {
    event: { value: { type: 'text', text: event } },
    classification: { value: { type: 'text', text: classification } },
    amount: { value: { type: 'money', amount, currency } },
  },
});
const rows = [
  activity('1', 'First close', 'commitment', 300_000_000),
  activity('2', 'First close', 'contribution', 45_000_000),
  activity('3', 'Call 2', 'contribution', 12_345_621),
  activity('4', 'Distribution 1', 'distribution', 2_000_050),
];
const grid = (input: { rows?: Row[]; groupBy?: string | null; columns?: Column[] }) =>
  buildGridRows({
    rows: input.rows ?? rows,
    columns: input.columns ?? columns,
    state: { sort: null, groupBy: input.groupBy ?? null, filters: {} },
    search: '',
    expanded: new Set(),
  });
const figures = (cells: Record<string, { value: unknown; tooltip?: unknown }>) => ({
  label: cells.event?.value,
  amount: cells.amount?.value,
});

describe('totals add only like rows', () => {
  it('gives a commitment and contribution grid a total per classification, never a mixed one', () => {
    const { totals } = grid({});
    expect(totals.map((t) => figures(t.cells))).toEqual([
      {
        label: { type: 'text', text: 'Total commitment' },
        amount: { type: 'money', amount: 300_000_000, currency: 'USD' },
      },
      {
        label: { type: 'text', text: 'Total contribution' },
        amount: { type: 'money', amount: 57_345_621, currency: 'USD' },
      },
      {
        label: { type: 'text', text: 'Total distribution' },
        amount: { type: 'money', amount: 2_000_050, currency: 'USD' },
      },
    ]);
    // 300,000,000 + 57,345,621 + 2,000,050 = 359,345,671 would be the unlike sum: nowhere.
    expect(JSON.stringify(totals)).not.toContain('359345671');
  });

  it('leaves a group of unlike rows without a sum, saying why; a group of like rows sums', () => {
    const { rows: shown } = grid({ groupBy: 'event' });
    const byEvent = Object.fromEntries(
      shown.filter((r) => r.kind === 'group').map((r) => [r.id, r.cells.amount]),
    );
    expect(byEvent['group:event:First close']).toEqual({
      value: { type: 'money', amount: null },
      tooltip: { message: 'Rows of commitment, contribution: not added together.' },
    });
    expect(byEvent['group:event:Call 2']?.value).toEqual({
      type: 'money',
      amount: 12_345_621,
      currency: 'USD',
    });
  });

  it('keeps one plain Total when every row is of one kind', () => {
    const contributions = rows.filter((r) => r.id === '2' || r.id === '3');
    expect(grid({ rows: contributions }).totals.map((t) => figures(t.cells))).toEqual([
      {
        label: { type: 'text', text: 'Total' },
        amount: { type: 'money', amount: 57_345_621, currency: 'USD' },
      },
    ]);
  });

  it('totals each currency apart, even without a classifier', () => {
    const plain = columns.map(({ aggregation_class_column_id: _, ...c }) => c);
    const mixed = [
      activity('1', 'Call 1', 'contribution', 1_000_00),
      activity('2', 'Call 1', 'contribution', 250_50, 'EUR'),
      activity('3', 'Call 2', 'contribution', 99, 'EUR'),
    ];
    expect(grid({ rows: mixed, columns: plain }).totals.map((t) => figures(t.cells))).toEqual([
      {
        label: { type: 'text', text: 'Total (EUR)' },
        amount: { type: 'money', amount: 251_49, currency: 'EUR' },
      },
      {
        label: { type: 'text', text: 'Total (USD)' },
        amount: { type: 'money', amount: 1_000_00, currency: 'USD' },
      },
    ]);
  });
});

describe('the total row label', () => {
  it('goes in the first shown column that does not aggregate', () => {
    const { totals } = buildGridRows({
      rows: rows.slice(1, 3),
      columns,
      state: { sort: null, groupBy: null, filters: {}, hidden: ['event'] },
      search: '',
      expanded: new Set(),
    });
    expect(totals[0]?.cells.event).toBeUndefined();
    expect(totals[0]?.cells.classification?.value).toEqual({ type: 'text', text: 'Total' });
  });
});
