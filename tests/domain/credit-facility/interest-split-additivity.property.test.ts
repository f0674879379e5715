import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/day-count';
import { Dec } from '../../../src/domain/money';
import { accrueInterest, type AccrueInterestInput } from '../../../src/domain/credit-facility';

describe('property: simple interest over a period equals the sum over any split of it', () => {
  it('for actual, actual/360 and actual/365', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 2, max: 800 }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.constantFrom('actual', 'actual_360', 'actual_365' as const),
        fc.array(
          fc.record({
            offset: fc.integer({ min: 0, max: 800 }),
            rate: fc.integer({ min: 0, max: 900 }),
          }),
          { maxLength: 6 },
        ),
        fc.array(
          fc.record({
            offset: fc.integer({ min: 0, max: 800 }),
            principal: fc.integer({ min: 0, max: 1e11 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (startOffset, length, cut, dayCount, resets, steps) => {
          const start = addDays('2020-01-01', startOffset);
          const end = addDays(start, length);
          const mid = addDays(start, Math.max(1, Math.min(length - 1, Math.round(length * cut))));
          const series = [...new Map(steps.map((s) => [addDays(start, s.offset - 5), s.principal]))]
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([date, principal]) => ({ date, principal }));
          const input = (from: string, to: string): AccrueInterestInput => ({
            interest: {
              referenceRate: 'effective_federal_funds_rate',
              spread: '0.015',
              dayCount,
              granularity: 'tranche_level',
            },
            rateTable: [
              { type: 'effective_federal_funds_rate', date: '2019-01-01', rate: '0.0425' },
              ...resets.map((r) => ({
                type: 'effective_federal_funds_rate' as const,
                date: addDays(start, r.offset),
                rate: String(r.rate / 10000),
              })),
            ],
            balances: [{ trancheId: 't', use: 'investment', series }],
            start: from,
            end: to,
            rounding: { rounding: 'cents', ordering: 'largest_allocation' },
          });
          const whole = new Dec(accrueInterest(input(start, end)).exact);
          const parts = new Dec(accrueInterest(input(start, mid)).exact).plus(
            accrueInterest(input(mid, end)).exact,
          );
          expect(whole.minus(parts).abs().lte('1e-20')).toBe(true);
        },
      ),
    );
  });
});
