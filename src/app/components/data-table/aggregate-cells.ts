import type { Cell, Column } from '../../../api/table-data';
import { cellNumber } from './format-cell-value';

/** One aggregated cell of a group or total row, of the column's own type. */
export function aggregateCells(
  column: Column,
  cells: readonly (Cell | undefined)[],
): Cell | undefined {
  if (!column.aggregatable) return undefined;
  const kind = column.aggregatable_type ?? 'sum';
  const numbers = cells.map((c) => cellNumber(c?.value)).filter((n): n is number => n !== null);
  if (kind === 'count') return { value: { type: 'integer', value: numbers.length } };
  if (numbers.length === 0) return undefined;
  let result: number;
  if (kind === 'min') result = numbers.reduce((a, b) => (b < a ? b : a));
  else if (kind === 'max') result = numbers.reduce((a, b) => (b > a ? b : a));
  else {
    // Money sums in integer cents: exact however many rows.
    const hundredths = numbers.reduce((sum, n) => sum + Math.round(n * 100), 0);
    result = kind === 'avg' ? hundredths / 100 / numbers.length : hundredths / 100;
  }
  switch (column.cell_value_type) {
    case 'money': {
      const first = cells.find((c) => c?.value.type === 'money')?.value;
      const currency = first?.type === 'money' ? first.currency : undefined;
      return {
        value: {
          type: 'money',
          amount: Math.round(result * 100),
          ...(currency ? { currency } : {}),
        },
      };
    }
    case 'integer':
      return { value: { type: 'integer', value: Math.round(result) } };
    case 'percent':
      return { value: { type: 'percent', value: result } };
    default:
      return { value: { type: 'decimal', value: result } };
  }
}
