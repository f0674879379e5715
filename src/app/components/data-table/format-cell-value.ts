import { format } from 'date-fns';
import type { Cell, CellValue } from '../../../api/table-data';
import { formatDate } from '../../lib/date-display';
import { formatMoney } from '../../../domain/money-display';

const grouped = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const twoDecimals = grouped(2);
const noDecimals = grouped(0);

// Server values never change in place, so a value's text is worked out once.
const formatted = new WeakMap<CellValue, string>();

/**
 * The text a cell shows, searches and copies. Every type of spec §3 has a case; anything
 * else is a contract violation worth failing loudly on.
 */
export function formatCellValue(value: CellValue): string {
  let text = formatted.get(value);
  if (text === undefined) {
    text = formatUncached(value);
    formatted.set(value, text);
  }
  return text;
}

function formatUncached(value: CellValue): string {
  switch (value.type) {
    case 'text':
      return value.text ?? '';
    case 'diff':
      return value.current === value.original
        ? (value.current ?? '')
        : `${value.original ?? '—'} → ${value.current ?? '—'}`;
    case 'formula':
      return value.text;
    case 'boolean':
      return value.value === null ? '' : value.value ? 'Yes' : 'No';
    case 'multiple':
      return value.value === null ? '' : `${twoDecimals.format(value.value)}x`;
    case 'date':
      return value.date ? formatDate(value.date, value.format) : '';
    case 'datetime':
      return value.datetime
        ? format(new Date(value.datetime), value.format ?? 'M/d/yyyy h:mm a')
        : '';
    case 'time_delta':
      return value.days === null ? '-' : `${noDecimals.format(value.days)} days`;
    case 'money':
      return value.amount === null ? '' : formatMoney(value.amount, value.currency);
    case 'decimal':
      return value.value === null ? '' : twoDecimals.format(value.value);
    case 'integer':
      return value.value === null ? '' : noDecimals.format(value.value);
    case 'percent':
      return value.value === null ? '' : `${twoDecimals.format(value.value)}%`;
    case 'money_stepper':
      return '';
    default:
      throw new Error(`No cell value renderer for type ${(value as { type: string }).type} found`);
  }
}

/** The number behind a numeric cell (money in dollars), for statistics and totals. */
export function cellNumber(value: CellValue | undefined): number | null {
  if (!value) return null;
  switch (value.type) {
    case 'money':
      return value.amount === null ? null : value.amount / 100;
    case 'decimal':
    case 'integer':
    case 'percent':
    case 'multiple':
      return value.value;
    case 'time_delta':
      return value.days;
    default:
      return null;
  }
}

/** What a column sorts by: sort_key when the server gave one, else the typed value. */
export function cellSortValue(cell: Cell | undefined): string | number | null {
  if (!cell) return null;
  if (cell.sort_key !== undefined) return cell.sort_key;
  const value = cell.value;
  switch (value.type) {
    case 'money':
      return value.amount;
    case 'date':
      return value.date;
    case 'datetime':
      return value.datetime ? Date.parse(value.datetime) : null;
    case 'boolean':
      return value.value === null ? null : Number(value.value);
    default: {
      const number = cellNumber(value);
      if (number !== null) return number;
      const text = formatCellValue(value);
      return text === '' ? null : text.toLowerCase();
    }
  }
}
