import type { LedgerFilter } from './calculation-filters';
import type { CodeColumns, MxlLedger } from './ledger-index';
import { MxlEvaluationError } from './mxl-evaluation-error';

/** Days from `start` to `end` inclusive; a null start means since inception. */
export type Window = { start: number | null; end: number };

const EMPTY = new Float64Array(0);

function firstAtOrAfter(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((days[middle] as number) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Sums a code's rows inside a window and the filters into one total per commitment.
 * Totals are memoised by code, date range and filter, so the many calculations of a fund
 * that read the same code over the same period pay for the scan once.
 */
export function createLedgerSum(ledger: MxlLedger) {
  const memo = new Map<string, Float64Array>();
  const count = ledger.commitmentIds.length;

  function scan(columns: CodeColumns, from: number, to: number, filter: LedgerFilter) {
    const totals = new Float64Array(count);
    const { cents, commitment, flags, investmentType, securityType } = columns;
    let magnitude = 0;
    for (let k = from; k < to; k += 1) {
      if ((flags[k] as number) & filter.excludedFlags) continue;
      if (filter.investmentType >= 0 && investmentType[k] !== filter.investmentType) continue;
      if (filter.securityType >= 0 && securityType[k] !== filter.securityType) continue;
      const amount = cents[k] as number;
      const owner = commitment[k] as number;
      totals[owner] = (totals[owner] as number) + amount;
      magnitude += amount < 0 ? -amount : amount;
    }
    // Below this bound no partial sum can have lost a cent in floating point.
    if (magnitude > Number.MAX_SAFE_INTEGER) {
      throw new MxlEvaluationError(
        'A ledger sum is beyond the largest amount held exactly in cents',
      );
    }
    return totals;
  }

  return function sumCode(code: string, window: Window, filter: LedgerFilter): Float64Array {
    const columns = ledger.codes.get(code);
    if (!columns) return EMPTY;
    const startDay = Math.max(window.start ?? -Infinity, filter.startDay);
    const endDay = Math.min(window.end, filter.endDay);
    const key = `${code}|${startDay}|${endDay}|${filter.key}`;
    let totals = memo.get(key);
    if (!totals) {
      const from = startDay === -Infinity ? 0 : firstAtOrAfter(columns.days, startDay);
      const to = firstAtOrAfter(columns.days, endDay + 1);
      totals = from < to ? scan(columns, from, to, filter) : EMPTY;
      memo.set(key, totals);
    }
    return totals;
  };
}
