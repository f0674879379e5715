import { describe, expect, it } from 'vitest';
import { runWaterfall, type WaterfallTier } from '../../../src/domain/waterfall';

// Deal by deal (American), worked by hand, 8% pref (2 years, 1.1664), full catch-up, 20% carry.
// Deal A: 10,000,000 paid in on 2021-01-01, sold for 20,000,000 on 2023-01-01:
//   capital 10,000,000; pref 1,664,000; catch-up 0.2 × 1,664,000 ÷ 0.8 = 416,000; split of 7,920,000:
//   GP 1,584,000, LP 6,336,000. GP carry 2,000,000 = 20% of the deal's 10,000,000 profit.
// Deal B: 10,000,000 paid in, 2,000,000 recovered: all return of capital.
// Clawback test: fund profit 22,000,000 − 20,000,000 = 2,000,000; carry entitled 400,000;
// carry received 2,000,000 → exposure 1,600,000.
const tiers: WaterfallTier[] = [
  { name: 'ROC', type: 'return_of_capital' },
  { name: 'Pref', type: 'preferred_return', rate: '0.08' },
  { name: 'Catch-up', type: 'gp_catch_up', catchUp: '1', carry: '0.2' },
  { name: 'Split', type: 'final_split', carry: '0.2' },
];
const base = {
  asOf: '2023-01-01',
  carryPartnerId: 'GP',
  rounding: { rounding: 'cents', ordering: 'largest_allocation' } as const,
  tiers,
};
const lp = (amount: number) => [
  { id: 'LP', commitment: 100, contributions: [{ date: '2021-01-01', amount }] },
];

describe('deal-by-deal (American) waterfall with clawback', () => {
  it('runs each deal on its own capital and measures clawback over all deals', () => {
    const result = runWaterfall({
      ...base,
      kind: 'deal_by_deal',
      deals: [
        { investmentId: 'A', distributable: 20_000_000, partners: lp(10_000_000) },
        { investmentId: 'B', distributable: 2_000_000, partners: lp(10_000_000) },
      ],
    });
    expect(
      result.runs.map((run) => run.partners[0]!.tiers.map((t) => t.toPartner + t.toCarryPartner)),
    ).toEqual([
      [10_000_000, 1_664_000, 416_000, 7_920_000],
      [2_000_000, 0, 0, 0],
    ]);
    expect(result.payouts).toEqual({ LP: 20_000_000, GP: 2_000_000 });
    expect(result.clawback).toMatchObject({
      carryReceived: 2_000_000,
      carryEntitled: 400_000,
      exposure: 1_600_000,
    });
  });
});
