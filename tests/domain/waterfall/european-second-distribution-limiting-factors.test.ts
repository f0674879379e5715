import { describe, expect, it } from 'vitest';
import {
  runWaterfall,
  type PrefLimitingFactor,
  type WaterfallInput,
} from '../../../src/domain/waterfall';

// A second distribution. The LP paid in 100,000,000 on 2021-01-01 and got 50,000,000 back as
// return of capital on 2022-01-01; 60,000,000 is distributed on 2023-01-01 (8%, annual, actual/365).
//   cash_flows:  hurdle balance 100,000,000 × 1.08² − 50,000,000 × 1.08 = 62,640,000;
//                after returning the last 50,000,000 of capital, pref owed = 12,640,000 → pays the 10,000,000 left.
//   unpaid_pref: 2021: 8,000,000 on 100,000,000; 2022: (50,000,000 + 8,000,000) × 0.08 = 4,640,000 → 12,640,000.
//   none:        100,000,000 × (1.08² − 1) = 16,640,000 owed, regardless of the 2022 distribution.
function input(
  limitingFactor: PrefLimitingFactor,
  distributable: number,
): Extract<WaterfallInput, { kind: 'whole_fund' }> {
  return {
    kind: 'whole_fund',
    asOf: '2023-01-01',
    distributable,
    carryPartnerId: 'GP',
    rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    tiers: [
      { name: 'ROC', type: 'return_of_capital' },
      {
        name: 'Pref',
        type: 'preferred_return',
        rate: '0.08',
        compounding: 'annually',
        dayCount: 'actual_365',
        limitingFactor,
      },
      { name: 'Catch-up', type: 'gp_catch_up', catchUp: '1', carry: '0.2' },
      { name: 'Split', type: 'final_split', carry: '0.2' },
    ],
    partners: [
      {
        id: 'LP',
        commitment: 100_000_000,
        contributions: [{ date: '2021-01-01', amount: 100_000_000 }],
        distributions: [{ date: '2022-01-01', amount: 50_000_000, tierType: 'return_of_capital' }],
        prior: { ROC: { toPartner: 50_000_000, toCarryPartner: 0 } },
      },
    ],
  };
}

describe('second distribution: pref calc limiting factors', () => {
  it.each([
    ['cash_flows', 12_640_000],
    ['unpaid_pref', 12_640_000],
    ['none', 16_640_000],
  ] as const)('%s: pref hurdle %i', (factor, hurdle) => {
    const result = runWaterfall(input(factor, 60_000_000));
    const [roc, pref] = result.runs[0]!.partners[0]!.tiers;
    expect([roc!.hurdle, roc!.toPartner]).toEqual([50_000_000, 50_000_000]);
    expect([pref!.hurdle, pref!.toPartner]).toEqual([hurdle, 10_000_000]);
    expect(result.payouts).toEqual({ LP: 60_000_000 });
  });

  it('carries the cumulative totals forward for the next run', () => {
    const result = runWaterfall(input('cash_flows', 80_000_000));
    const lp = result.runs[0]!.partners[0]!;
    // 50,000,000 capital + 12,640,000 pref + 3,160,000 catch-up (=0.2×12,640,000÷0.8) + split of 14,200,000.
    expect(lp.totals).toEqual({
      ROC: { toPartner: 100_000_000, toCarryPartner: 0 },
      Pref: { toPartner: 12_640_000, toCarryPartner: 0 },
      'Catch-up': { toPartner: 0, toCarryPartner: 3_160_000 },
      Split: { toPartner: 11_360_000, toCarryPartner: 2_840_000 },
    });
  });
});

describe('IRR and preferred return effect', () => {
  // A subsequent closer paid 100,000,000 on 2022-01-01, equalized as if paid on 2021-01-01.
  // actual:    pref 100,000,000 × (1.08 − 1) = 8,000,000 (one year to 2023-01-01)
  // equalized: pref 100,000,000 × (1.08² − 1) = 16,640,000 (two years, like the initial closers)
  it.each([
    ['actual', 8_000_000],
    ['equalized', 16_640_000],
  ] as const)('%s: pref owed %i', (prefEffect, owed) => {
    const result = runWaterfall({
      ...input('cash_flows', 150_000_000),
      prefEffect,
      partners: [
        {
          id: 'LATE',
          commitment: 100_000_000,
          contributions: [{ date: '2022-01-01', amount: 100_000_000 }],
          equalizedContributions: [{ date: '2021-01-01', amount: 100_000_000 }],
        },
      ],
    });
    const [roc, pref] = result.runs[0]!.partners[0]!.tiers;
    expect(roc!.toPartner).toBe(100_000_000);
    expect(pref!.hurdle).toBe(owed);
  });
});
