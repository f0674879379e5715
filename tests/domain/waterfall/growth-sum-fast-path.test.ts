import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, roundCents } from '../../../src/domain/money';
import {
  growthCache,
  growthFactor,
  growthSumCents,
} from '../../../src/domain/waterfall/growth-factor';

// The pref balance is summed in doubles first and redone exactly only when rounding is at stake;
// this checks the shortcut always lands on the cent the exact decimal sum gives.
const date = fc
  .integer({ min: 0, max: 3000 })
  .map((d) => new Date(Date.UTC(2015, 0, 1 + d)).toISOString().slice(0, 10));
const flow = fc.record({ date, amount: fc.integer({ min: 0, max: 2 ** 40 }) });
const terms = fc.record({
  rate: fc.constantFrom('0.08', '0.07', '0.125', '0.0333'),
  compounding: fc.constantFrom(
    'annually' as const,
    'quarterly' as const,
    'daily' as const,
    'never' as const,
  ),
  dayCount: fc.constantFrom(
    'actual' as const,
    'actual_365' as const,
    'actual_360' as const,
    'thirty_360' as const,
  ),
});

describe('pref growth sums: fast path equals the exact decimal sum', () => {
  it('for any flows, terms and run date', () => {
    fc.assert(
      fc.property(
        fc.array(flow, { maxLength: 40 }),
        fc.array(flow, { maxLength: 10 }),
        terms,
        fc.boolean(),
        (plus, minus, t, interestOnly) => {
          const asOf = '2023-06-30';
          const lookup = growthCache(asOf)(t.rate, t.compounding, t.dayCount);
          const exact = (list: typeof plus) =>
            list.reduce(
              (sum, f) =>
                sum.plus(
                  new Dec(f.amount).times(
                    growthFactor(f.date, asOf, t.rate, t.compounding, t.dayCount).minus(
                      interestOnly ? 1 : 0,
                    ),
                  ),
                ),
              new Dec(0),
            );
          expect(growthSumCents(plus, minus, lookup, interestOnly)).toBe(
            roundCents(exact(plus).minus(exact(minus))),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds a sum of repeating factors that is exactly half a cent up (found by the property)', () => {
    // 30/360 simple interest at 12.5%: every factor is a multiple of 1/2880 that repeats forever,
    // and these flows net to exactly 1,103,352,232,286.5 cents.
    const lookup = growthCache('2023-06-30')('0.125', 'never', 'thirty_360');
    const plus = [
      { date: '2021-11-17', amount: 396901783851 },
      { date: '2022-10-08', amount: 639783842718 },
      { date: '2015-03-13', amount: 80539071671 },
      { date: '2017-12-28', amount: 321556620098 },
      { date: '2018-04-13', amount: 450567250760 },
    ];
    const minus = [
      { date: '2016-04-06', amount: 193553247017 },
      { date: '2019-05-14', amount: 263026894045 },
      { date: '2018-08-02', amount: 468260604248 },
    ];
    expect(growthSumCents(plus, minus, lookup, false)).toBe(1103352232287);
  });

  it('takes the exact path on a half cent', () => {
    // 1 cent at a factor of exactly 1.5 (simple interest, 50% over 365 days) is 1.5 cents: half up to 2.
    const lookup = growthCache('2021-01-01')('0.5', 'never', 'actual_365');
    expect(growthSumCents([{ date: '2020-01-02', amount: 1 }], [], lookup, false)).toBe(2);
    expect(growthSumCents([], [{ date: '2020-01-02', amount: 1 }], lookup, false)).toBe(-2);
  });
});
