import type { FeeChargeEventView, FeeChargeLine } from '../../../api/fee-charge-event';
import type { Cell, Column, Table } from '../../../api/table-data';

/**
 * The per-LP tables of a fee charge event (posting wizard and posted pages). Every figure is the
 * API's (the engine's); these only lay them out, one row per commitment keyed by its id.
 */

const money = (amount: number, extra: Partial<Cell> = {}): Cell => ({
  value: { type: 'money', amount },
  ...extra,
});
const moneyOrEmpty = (amount: number | undefined, extra: Partial<Cell>): Cell => ({
  value: { type: 'money', amount: amount ? amount : null },
  ...extra,
});
const text = (value: string | null): Cell => ({ value: { type: 'text', text: value } });
const sum = (id: string, title: string): Column => ({
  id,
  title,
  cell_value_type: 'money',
  aggregatable: true,
});

const lpColumns: Column[] = [
  { id: 'lp', title: 'LP', cell_value_type: 'text', is_pinned: true },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
  { id: 'class', title: 'Class', cell_value_type: 'text', enable_row_group: true },
];
/** The waivers step's grid is wide with its inputs: the class column starts hidden there. */
const narrowLpColumns: Column[] = lpColumns.map((c) =>
  c.id === 'class' ? { ...c, initial_hide: true } : c,
);
const lpCells = (line: FeeChargeLine): Record<string, Cell> => ({
  lp: text(line.investor_entity_name),
  fund_entity: text(line.fund_entity_name),
  class: text(line.class_name ?? 'Fund terms'),
});

/**
 * The basis the rate applied to is decimal cents (a day-weighted average is rarely whole): shown
 * to the cent, the exact figure in the cell's tooltip when it has more.
 */
export function basisCell(basis: string): Cell {
  const [whole = '0', fraction = ''] = basis.split('.');
  const exact = fraction.replace(/0+$/, '') !== '';
  const rounded = Number(whole) + (exact && Number(`0.${fraction}`) >= 0.5 ? 1 : 0);
  return money(rounded, exact ? { tooltip: { message: `Exactly ${basis} cents` } } : {});
}

/** Basis step: per LP the basis, the rate (fund terms or its class's) and the gross fee. */
export function feeBasisTable(view: FeeChargeEventView): Table {
  return {
    columns: [
      ...lpColumns,
      { id: 'basis', title: 'Basis', cell_value_type: 'money' },
      { id: 'rate', title: 'Rate (yearly)', cell_value_type: 'percent' },
      sum('gross', 'Gross fee'),
    ],
    rows: view.lines.map((line) => ({
      id: line.commitment_id,
      cells: {
        ...lpCells(line),
        basis: basisCell(line.basis),
        rate: { value: { type: 'percent', value: Number(line.rate_percent) } },
        gross: money(line.gross_cents),
      },
    })),
  };
}

/** Offsets step: each LP's share of the fund's offsets, what its fee took and what carries on. */
export function feeOffsetsTable(view: FeeChargeEventView): Table {
  return {
    columns: [
      ...lpColumns,
      sum('gross', 'Gross fee'),
      sum('offsets_recognized', 'Offsets recognized'),
      sum('offsets_applied', 'Offsets applied'),
      sum('offsets_carried', 'Offsets carried forward'),
    ],
    rows: view.lines.map((line) => ({
      id: line.commitment_id,
      cells: {
        ...lpCells(line),
        gross: money(line.gross_cents),
        offsets_recognized: money(line.offsets_recognized_cents),
        offsets_applied: money(line.offsets_applied_cents),
        offsets_carried: money(line.carried_forward.offsets_cents),
      },
    })),
  };
}

/** The waiver cell's form name of a commitment. */
export const waiverField = (commitmentId: string) => `waiver_${commitmentId}`;

/**
 * Waivers step: per LP the waiver granted (an editable amount while the draft is editable; a
 * server error on it shows on the cell), what its fee took and what carries forward.
 */
export function feeWaiversTable(
  view: FeeChargeEventView,
  waivers: Record<string, number>,
  errors: Record<string, string>,
  editable: boolean,
): Table {
  return {
    columns: [
      ...narrowLpColumns,
      sum('gross', 'Gross fee'),
      sum('offsets_applied', 'Offsets applied'),
      sum('waiver', 'Waiver granted'),
      sum('waivers_applied', 'Waivers applied'),
      sum('waivers_carried', 'Waivers carried forward'),
    ],
    rows: view.lines.map((line) => {
      const error = errors[line.commitment_id];
      return {
        id: line.commitment_id,
        metadata: { type: 'form_row' as const, is_disabled: !editable },
        cells: {
          ...lpCells(line),
          gross: money(line.gross_cents),
          offsets_applied: money(line.offsets_applied_cents),
          // No waiver is an empty cell, not 0.00 in every row.
          waiver: moneyOrEmpty(waivers[line.commitment_id], {
            form_field: {
              name: waiverField(line.commitment_id),
              is_editable: editable,
              title: `${line.investor_entity_name}, waiver`,
            },
            ...(error ? { error: { message: error } } : {}),
          }),
          waivers_applied: money(line.waivers_applied_cents),
          waivers_carried: money(line.carried_forward.waivers_cents),
        },
      };
    }),
  };
}

/** Review step and the by-investor tab: per LP gross, offsets, waivers and net. */
export function feeByInvestorTable(view: FeeChargeEventView): Table {
  return {
    columns: [
      ...lpColumns,
      { id: 'basis', title: 'Basis', cell_value_type: 'money', initial_hide: true },
      { id: 'rate', title: 'Rate (yearly)', cell_value_type: 'percent' },
      sum('gross', 'Gross fee'),
      sum('offsets_applied', 'Offsets'),
      sum('waivers_applied', 'Waivers'),
      sum('net', 'Net fee'),
    ],
    rows: view.lines.map((line) => ({
      id: line.commitment_id,
      cells: {
        ...lpCells(line),
        basis: basisCell(line.basis),
        rate: { value: { type: 'percent', value: Number(line.rate_percent) } },
        gross: money(line.gross_cents),
        offsets_applied: money(line.offsets_applied_cents),
        waivers_applied: money(line.waivers_applied_cents),
        net: money(line.net_cents),
      },
    })),
  };
}

/** The draft's saved waivers by commitment, in cents (the waivers step's starting amounts). */
export const savedWaivers = (view: FeeChargeEventView): Record<string, number> =>
  Object.fromEntries(view.waivers.map((w) => [w.commitment_id, w.amount_cents]));

/**
 * The waivers to send (the LPs with an amount, in the table's order) and, for each index, the
 * commitment it is, so a server error at `waivers.{i}.…` goes back onto that LP's cell.
 */
export function waiversToSend(view: FeeChargeEventView, amounts: Record<string, number>) {
  const waivers = view.lines
    .filter((line) => (amounts[line.commitment_id] ?? 0) !== 0)
    .map((line) => ({
      commitment_id: line.commitment_id,
      amount_cents: amounts[line.commitment_id]!,
    }));
  return { waivers, commitmentAt: waivers.map((w) => w.commitment_id) };
}

/** Server field errors (`waivers.3.amount_cents`) as messages per commitment. */
export function waiverErrorsByCommitment(
  data: Record<string, string[]>,
  commitmentAt: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(data)) {
    const match = /^waivers\.(\d+)\./.exec(path);
    const id = match ? commitmentAt[Number(match[1])] : undefined;
    if (id) errors[id] = [errors[id], ...messages].filter(Boolean).join(', ');
  }
  return errors;
}
