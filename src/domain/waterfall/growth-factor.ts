import { dayNumber, yearFractionExact, type DayCount } from '../day-count';
import { Dec, roundCents } from '../money';
import type { CompoundingCadence } from './types';

/** Growth factors are held as integers scaled by 10^24: exact enough for any cents amount, and cheap to multiply by one. */
export const FIXED_SCALE = 10n ** 24n;

export function periodsPerYear(compounding: CompoundingCadence, dayCount: DayCount): number | null {
  switch (compounding) {
    case 'annually':
      return 1;
    case 'quarterly':
      return 4;
    case 'monthly':
      return 12;
    case 'daily':
      return dayCount === 'actual_360' ? 360 : 365;
    case 'never':
      return null;
  }
}

/**
 * What 1 grows to from `start` to `end` at `rate` with the compounding cadence: (1 + r/m)^(m·t),
 * t the year fraction by the day count (so annual compounding calculated daily is (1 + r)^t);
 * simple interest 1 + r·t when compounding is never. Nothing accrues after `end`.
 */
export function growthFactor(
  start: string,
  end: string,
  rate: string,
  compounding: CompoundingCadence,
  dayCount: DayCount,
): Dec {
  if (dayNumber(start) >= dayNumber(end)) return new Dec(1);
  const t = yearFractionExact(start, end, dayCount);
  const r = new Dec(rate);
  const m = periodsPerYear(compounding, dayCount);
  if (m === null) return r.times(t).plus(1);
  return r.dividedBy(m).plus(1).pow(t.times(m));
}

export function toFixed(value: Dec): bigint {
  return BigInt(value.times(FIXED_SCALE.toString()).toFixed(0));
}

/**
 * A growth factor held three ways: the decimal the domain computes with (`exact`), a scaled
 * integer for the audit text, and a double for the fast path.
 */
export type Growth = { exact: Dec; fixed: bigint; float: number };

/** Growth factors to the run date for one tier's terms, by flow date; a flow on or after the run date grows by 1. */
export type GrowthCache = (
  rate: string,
  compounding: CompoundingCadence,
  dayCount: DayCount,
) => (date: string) => Growth;

/** Factors to one run date, memoized per tier terms and date: thousands of partners share a few dozen flow dates. */
export function growthCache(asOf: string): GrowthCache {
  const byTerms = new Map<string, (date: string) => Growth>();
  return (rate, compounding, dayCount) => {
    const terms = `${rate}|${compounding}|${dayCount}`;
    let lookup = byTerms.get(terms);
    if (!lookup) {
      const memo = new Map<string, Growth>();
      lookup = (date) => {
        let factor = memo.get(date);
        if (factor === undefined) {
          const exact = growthFactor(date, asOf, rate, compounding, dayCount);
          factor = { exact, fixed: toFixed(exact), float: exact.toNumber() };
          memo.set(date, factor);
        }
        return factor;
      };
      byTerms.set(terms, lookup);
    }
    return lookup;
  };
}

/**
 * Σ amount × growth over `plus` minus the same over `minus` (growth − 1 when `interestOnly`),
 * rounded half away from zero to cents. Doubles first; only when their error bound could change
 * the rounding is the sum redone with the exact scaled integers, so the result always equals the
 * exact computation.
 */
export function growthSumCents(
  plus: readonly { date: string; amount: number }[],
  minus: readonly { date: string; amount: number }[],
  lookup: (date: string) => Growth,
  interestOnly: boolean,
): number {
  const one = interestOnly ? 1 : 0;
  let sum = 0;
  let magnitude = 0;
  for (const flow of plus) {
    const term = flow.amount * (lookup(flow.date).float - one);
    sum += term;
    magnitude += Math.abs(term) + Math.abs(flow.amount);
  }
  for (const flow of minus) {
    const term = flow.amount * (lookup(flow.date).float - one);
    sum -= term;
    magnitude += Math.abs(term) + Math.abs(flow.amount);
  }
  const bound = magnitude * 1e-13 + 1e-9;
  const absolute = Math.abs(sum);
  const fraction = absolute - Math.floor(absolute);
  if (
    absolute < 2 ** 50 &&
    Math.abs(fraction - 0.5) > bound &&
    fraction > bound &&
    1 - fraction > bound
  ) {
    const rounded = Math.floor(absolute) + (fraction > 0.5 ? 1 : 0);
    return sum < 0 ? -rounded : rounded;
  }
  // The same decimal arithmetic as everywhere else in the domain. Not the scaled integers:
  // factors like 1 + 0.125 × 41/360 repeat forever, so truncating them at 24 places can turn a
  // sum that is exactly half a cent into 0.4999… and round it the wrong way.
  const total = (flows: readonly { date: string; amount: number }[]) =>
    flows.reduce(
      (acc, flow) => acc.plus(new Dec(flow.amount).times(lookup(flow.date).exact.minus(one))),
      new Dec(0),
    );
  return roundCents(total(plus).minus(total(minus)));
}
