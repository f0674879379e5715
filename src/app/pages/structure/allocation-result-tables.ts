import type { AllocationPathHop, AllocationsPlaygroundResult } from '../../../api/allocation-rules';
import type { Cell, Column, Table } from '../../../api/table-data';
import { formatCents } from '../../../domain/money';

const text = (value: string | null): Cell => ({ value: { type: 'text', text: value } });
/** A path is long: the full text also shows on hover, where the column cuts it off. */
const how = (paths: AllocationPathHop[][]): Cell => {
  const description = pathText(paths);
  return description ? { ...text(description), tooltip: { message: description } } : text('');
};
const money = (cents: number): Cell => ({
  value: { type: 'money', amount: cents, currency: 'USD' },
});

/** Exact cents ("53750000.123456") as money with every decimal kept ("537,500.00123456"). */
export function exactMoney(exactCents: string): string {
  const [whole = '0', fraction = ''] = exactCents.replace('-', '').split('.');
  const padded = whole.padStart(3, '0');
  const dollars = formatCents(Number(padded.slice(0, -2)) * 100).slice(0, -3);
  const decimals = `${padded.slice(-2)}${fraction}`.replace(/0+$/, '').padEnd(2, '0');
  return `${exactCents.startsWith('-') ? '-' : ''}${dollars}.${decimals}`;
}

/** A weight in words people read: a commitment weight (cents) as money, others as numbers. */
const weightText = (hop: AllocationPathHop, weight: string) =>
  hop.weight_is_money && /^-?\d+$/.test(weight) ? formatCents(Number(weight)) : weight;

/**
 * Every hop of every path a row's cents took, in money: "Fund → Aldridge (pro rata by
 * commitment): 1,000,000.00 × 2,500,000.00 ÷ 540,500,000.00 = 4,625.346901 exactly, rounded to
 * 4,625.35", never the raw cents of the weights.
 */
function pathText(paths: AllocationPathHop[][]): string {
  return paths
    .map((path) =>
      path
        .map(
          (hop) =>
            `${hop.from} → ${hop.to} (${hop.basis}): ${formatCents(hop.parent_amount_cents)} × ${weightText(hop, hop.weight)} ÷ ${weightText(hop, hop.weight_total)} = ${exactMoney(hop.exact)} exactly, rounded to ${formatCents(hop.amount_cents)}`,
        )
        .join('; '),
    )
    .join(' | ');
}

const entityColumns: Column[] = [
  { id: 'name', title: 'Entity', cell_value_type: 'text' },
  { id: 'amount', title: 'Amount', cell_value_type: 'money' },
  { id: 'how', title: 'How', cell_value_type: 'text' },
];

const commitmentColumns: Column[] = [
  { id: 'name', title: 'Commitment', cell_value_type: 'text' },
  {
    id: 'fund_entity',
    title: 'Fund entity',
    cell_value_type: 'text',
    enable_row_group: true,
    filter_type: 'set',
  },
  { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
  { id: 'how', title: 'How', cell_value_type: 'text' },
];

/** The fund family and every entity with what reached it and how (spec §2 allocations-playground). */
export function allocationEntitiesTable(result: AllocationsPlaygroundResult): Table {
  return {
    columns: entityColumns,
    rows: result.rows
      .filter((row) => row.kind !== 'commitment')
      .map((row) => ({
        id: row.id,
        cells: {
          name: text(row.name),
          amount: money(row.amount_cents),
          how: how(row.paths),
        },
      })),
  };
}

/** Every commitment's cents, summing in the total row to what reached commitments. */
export function allocationCommitmentsTable(result: AllocationsPlaygroundResult): Table {
  return {
    columns: commitmentColumns,
    rows: result.rows
      .filter((row) => row.kind === 'commitment')
      .map((row) => ({
        id: row.id,
        cells: {
          name: text(row.name),
          fund_entity: text(row.fund_entity_name),
          amount: money(row.amount_cents),
          how: how(row.paths),
        },
      })),
  };
}
