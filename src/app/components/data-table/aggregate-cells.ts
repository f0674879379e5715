import type { Cell, Column, Currency } from '../../../api/table-data';
import { cellNumber } from './format-cell-value';

/** Spec §9: a money cell without a currency is in the default currency. */
export const currencyOf = (cell: Cell | undefined) =>
  cell?.value.type === 'money' ? (cell.value.currency ?? 'USD') : undefined;

/**
 * One aggregated cell of a group or total row, of the column's own type. Money in different
 * currencies is never added: the cell is left empty, saying why.
 */
export function aggregateCells(
  column: Column,
  cells: readonly (Cell | undefined)[],
): Cell | undefined {
  if (!column.aggregatable) return undefined;
  const kind = column.aggregatable_type ?? 'sum';
  const numbers = cells.map((c) => cellNumber(c?.value)).filter((n): n is number => n !== null);
  if (kind === 'count') return { value: { type: 'integer', value: numbers.length } };
  if (numbers.length === 0) return undefined;
  if (column.cell_value_type === 'money') return aggregateMoney(kind, cells);
  let result: number;
  if (kind === 'min') result = numbers.reduce((a, b) => (b < a ? b : a));
  else if (kind === 'max') result = numbers.reduce((a, b) => (b > a ? b : a));
  else {
    // Decimals of two places summed in hundredths, so 0.1 + 0.2 is 0.3.
    const hundredths = numbers.reduce((sum, n) => sum + Math.round(n * 100), 0);
    result = kind === 'avg' ? hundredths / 100 / numbers.length : hundredths / 100;
  }
  switch (column.cell_value_type) {
    case 'integer':
      return { value: { type: 'integer', value: Math.round(result) } };
    case 'percent':
      return { value: { type: 'percent', value: result } };
    default:
      return { value: { type: 'decimal', value: result } };
  }
}

function aggregateMoney(
  kind: 'sum' | 'min' | 'max' | 'avg',
  cells: readonly (Cell | undefined)[],
): Cell {
  const amounts: { amount: number; currency: Currency }[] = [];
  for (const cell of cells) {
    if (cell?.value.type === 'money' && cell.value.amount !== null)
      amounts.push({ amount: cell.value.amount, currency: currencyOf(cell)! });
  }
  const currencies = [...new Set(amounts.map((a) => a.currency))].sort();
  if (currencies.length > 1) {
    return {
      value: { type: 'money', amount: null },
      tooltip: { message: `Amounts in ${currencies.join(' and ')}: not added together.` },
    };
  }
  // Said only when the cells say it: a table without currencies stays without.
  const explicit = cells.some((c) => c?.value.type === 'money' && c.value.currency);
  const values = amounts.map((a) => a.amount);
  // Integer cents: exact however many rows.
  const sum = values.reduce((a, b) => a + b, 0);
  const amount =
    kind === 'min'
      ? values.reduce((a, b) => (b < a ? b : a))
      : kind === 'max'
        ? values.reduce((a, b) => (b > a ? b : a))
        : kind === 'avg'
          ? Math.round(sum / values.length)
          : sum;
  return {
    value: { type: 'money', amount, ...(explicit ? { currency: currencies[0] } : {}) },
  };
}
