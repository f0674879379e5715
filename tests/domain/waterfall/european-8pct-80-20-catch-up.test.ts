import { describe, expect, it } from 'vitest';
import { runWaterfall, type WaterfallTier } from '../../../src/domain/waterfall';

// The ILPA model LPA (whole of fund, 2020) catch-up: 80% to the GP, 20% to the LP until the GP
// has 20% of everything distributed in the pref and catch-up tiers. One LP, 100,000,000 cents
// paid in on 2021-01-01, 130,000,000 distributed on 2023-01-01 (2 years on actual/365).
//   capital 100,000,000 → 30,000,000 left; pref 100,000,000 × (1.08² − 1) = 16,640,000 → 13,360,000 left
//   catch-up x = (0.2 × 16,640,000) ÷ (0.8 − 0.2) = 5,546,666.67 → 5,546,667 cents:
//            GP 0.8 × 5,546,667 = 4,437,333.6 → 4,437,334; LP 1,109,333 → 7,813,333 left
//   split: GP 0.2 × 7,813,333 = 1,562,666.6 → 1,562,667; LP 6,250,666
// GP total 6,000,001: 20% of the 30,000,000 profit, one cent over from rounding twice half-up.
const tiers: WaterfallTier[] = [
  { name: 'ROC', type: 'return_of_capital' },
  { name: 'Pref', type: 'preferred_return', rate: '0.08' },
  { name: 'Catch-up', type: 'gp_catch_up', catchUp: '0.8', carry: '0.2' },
  { name: 'Split', type: 'final_split', carry: '0.2' },
];

describe('European waterfall, 8% pref, 80/20 catch-up (model LPA)', () => {
  it('pays each tier as worked by hand', () => {
    const result = runWaterfall({
      kind: 'whole_fund',
      asOf: '2023-01-01',
      distributable: 130_000_000,
      carryPartnerId: 'GP',
      rounding: { rounding: 'cents', ordering: 'largest_allocation' },
      tiers,
      partners: [
        {
          id: 'LP',
          commitment: 100_000_000,
          contributions: [{ date: '2021-01-01', amount: 100_000_000 }],
        },
      ],
    });
    const lp = result.runs[0]!.partners[0]!;
    expect(lp.tiers.map((t) => [t.hurdle, t.toPartner, t.toCarryPartner])).toEqual([
      [100_000_000, 100_000_000, 0],
      [16_640_000, 16_640_000, 0],
      [5_546_667, 1_109_333, 4_437_334],
      [null, 6_250_666, 1_562_667],
    ]);
    expect(result.payouts).toEqual({ LP: 123_999_999, GP: 6_000_001 });
  });

  it('stops inside the catch-up when the money runs out', () => {
    const result = runWaterfall({
      kind: 'whole_fund',
      asOf: '2023-01-01',
      distributable: 118_640_000,
      carryPartnerId: 'GP',
      rounding: { rounding: 'cents', ordering: 'largest_allocation' },
      tiers,
      partners: [
        {
          id: 'LP',
          commitment: 100_000_000,
          contributions: [{ date: '2021-01-01', amount: 100_000_000 }],
        },
      ],
    });
    // 2,000,000 reaches the catch-up: GP 1,600,000, LP 400,000; nothing reaches the split.
    const [, , catchUp, split] = result.runs[0]!.partners[0]!.tiers;
    expect([
      catchUp!.available,
      catchUp!.toCarryPartner,
      catchUp!.toPartner,
      catchUp!.remaining,
    ]).toEqual([2_000_000, 1_600_000, 400_000, 0]);
    expect([split!.available, split!.toPartner, split!.toCarryPartner]).toEqual([0, 0, 0]);
  });
});
