import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../../../src/domain/allocate';
import {
  equalizationInterest,
  equalizeCapital,
  recallableDistributionsAsCalls,
  type EarlierCall,
  type EarlierDistribution,
} from '../../../src/domain/equalization';
import { cents } from './equalization-factories';

// Existing A 6,000,000.00 and B 4,000,000.00; C 2,500,000.00 admitted (share 2.5 / 12.5 = 20%).
// A call of 1,000,000.00 on 2023-01-01, then a recallable distribution of 250,000.00 on
// 2023-06-30: A and B have 750,000.00 of capital in (7.5% of commitment).
const existing = [
  { id: 'a', commitment: 600_000_000 },
  { id: 'b', commitment: 400_000_000 },
];
const admitted = [{ id: 'c', commitment: 250_000_000 }];
const call: EarlierCall = {
  id: 'call-1',
  dueDate: '2023-01-01',
  lines: [
    {
      code: 'investment',
      shouldGetEqualized: true,
      affectsEqualizationInterest: true,
      amount: 100_000_000,
    },
  ],
};
const distribution = (extra: Partial<EarlierDistribution> = {}): EarlierDistribution => ({
  id: 'dist-1',
  date: '2023-06-30',
  code: 'distribution_recallable',
  isRecallable: true,
  shouldGetEqualized: true,
  affectsEqualizationInterest: true,
  amount: 25_000_000,
  ...extra,
});

describe('recallable distributions in capital equalization', () => {
  const calls = [call, ...recallableDistributionsAsCalls([distribution()])];
  const r = equalizeCapital({ existing, admitted, calls, rounding: cents });

  it('equalizes net paid-in: 20% of the call less 20% of the recallable distribution', () => {
    // 20,000,000 − 5,000,000 = 15,000,000 from C, back to A and B 6:4.
    expect(r.paidByAdmitted).toEqual({ c: 15_000_000 });
    expect(r.returnedToExisting).toEqual({ a: 9_000_000, b: 6_000_000 });
    // Paid-in after: A 45,000,000 − 9,000,000 = 36,000,000, B 24,000,000, C 15,000,000: 6% each.
    const after = {
      a: 45_000_000 - r.returnedToExisting.a!,
      b: 30_000_000 - r.returnedToExisting.b!,
      c: r.paidByAdmitted.c!,
    };
    expect([after.a / 600, after.b / 400, after.c / 250]).toEqual([60_000, 60_000, 60_000]);
  });

  it('stops interest on the returned capital from the distribution date', () => {
    const interest = equalizationInterest({
      payments: r.payments,
      existing,
      methodology: 'simple_interest',
      referenceDate: 'closing_date',
      dates: { closingDate: '2024-01-01' },
      rate: '0.08',
      dayCount: 'actual_365',
      rounding: cents,
    });
    // 20,000,000 × 8% × 365/365 = 1,600,000; −5,000,000 × 8% × 185/365 = −202,739.73;
    // net 1,397,260.27 → 1,397,260 cents.
    expect(interest.owedByAdmitted).toEqual({ c: 1_397_260 });
  });

  it('leaves out distributions that are not recallable or not equalized, and refuses negatives', () => {
    expect(
      recallableDistributionsAsCalls([
        distribution({ isRecallable: false }),
        distribution({ shouldGetEqualized: false }),
      ]),
    ).toEqual([]);
    expect(() => recallableDistributionsAsCalls([distribution({ amount: -1 })])).toThrow(
      'Distribution dist-1 has a negative amount',
    );
  });

  it('property: paid-in net of recallable distributions ends proportional to commitment', () => {
    const list = (prefix: string) =>
      fc
        .array(fc.integer({ min: 100_000, max: 5_000_000_000 }), { minLength: 1, maxLength: 8 })
        .map((xs) => xs.map((commitment, i) => ({ id: `${prefix}${i}`, commitment })));
    fc.assert(
      fc.property(
        list('e'),
        list('n'),
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (ex, ad, called, percentBack) => {
          const back = Math.floor((called * percentBack) / 100);
          const weights = ex.map((c) => ({ id: c.id, weight: c.commitment }));
          const paid = allocate(called, weights, cents);
          const returned = back === 0 ? {} : allocate(back, weights, cents);
          const calls: EarlierCall[] = [
            { ...call, lines: [{ ...call.lines[0]!, amount: called }] },
            ...recallableDistributionsAsCalls([distribution({ amount: back })]),
          ];
          const result = equalizeCapital({ existing: ex, admitted: ad, calls, rounding: cents });
          const all = [...ex, ...ad];
          const total = all.reduce((s, c) => s + c.commitment, 0);
          for (const c of all) {
            const net =
              (paid[c.id] ?? 0) -
              (returned[c.id] ?? 0) -
              (result.returnedToExisting[c.id] ?? 0) +
              (result.paidByAdmitted[c.id] ?? 0);
            // Each rounding (two pools, two ledgers, the refund) is within a cent or so.
            expect(Math.abs(net - ((called - back) * c.commitment) / total)).toBeLessThanOrEqual(6);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
