import { addDays, daysBetween, yearFractionExact, type DayCount } from '../day-count';
import { Dec } from '../money';

/*
 * A fee run asks the same few questions for every commitment (the year fraction of the same
 * quarter, the same rate strings). Answers depend only on their arguments, so caching them keeps
 * the code pure and a 10,000-commitment run fast. The caches are bounded by clearing when full.
 */
const LIMIT = 10_000;
export const cached = <V>(cache: Map<string, V>, key: string, compute: () => V): V => {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    v = compute();
    cache.set(key, v);
  }
  return v;
};

const fractions = new Map<string, Dec>();
export const cachedYearFraction = (start: string, end: string, dayCount: DayCount): Dec =>
  cached(fractions, `${start}|${end}|${dayCount}`, () => yearFractionExact(start, end, dayCount));

const nextDays = new Map<string, string>();
export const cachedAddDays = (date: string, days: number): string =>
  cached(nextDays, `${date}|${days}`, () => addDays(date, days));

const factors = new Map<string, Dec>();
/** rate × yearFraction / days: what one cent-day of basis costs in fee (keyed by the caller). */
export const cachedFeeFactor = (key: string, rate: string, yearFraction: Dec, days: number): Dec =>
  cached(factors, key, () => new Dec(rate).times(yearFraction).div(days));

const spans = new Map<string, number>();
export const cachedDaysBetween = (start: string, end: string): number =>
  cached(spans, `${start}|${end}`, () => daysBetween(start, end));
