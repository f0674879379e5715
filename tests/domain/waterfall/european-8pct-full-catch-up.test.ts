import { describe, expect, it } from 'vitest';
import {
  describeTier,
  positionBeforeTier,
  runTierPlayground,
  runWaterfall,
  type WaterfallInput,
  type WaterfallTier,
} from '../../../src/domain/waterfall';

// Worked example (whole fund, European), the ILPA model LPA's tiers with a 100% catch-up:
// LP-1 commits 90, the GP's own commitment GP-C commits 10 (class "gp": no carry on itself).
// Both paid in on 2021-01-01; distribution of $1,500,000.00 on 2023-01-01, exactly 730 days =
// 2 years on actual/365, so 8% compounded annually grows 1 to 1.08² = 1.1664.
//
// Apportion by commitment: LP-1 135,000,000 cents, GP-C 15,000,000.
// LP-1: return of capital 90,000,000 → 45,000,000 left
//       pref: 90,000,000 × 1.1664 − 90,000,000 returned = 14,976,000 → 30,024,000 left
//       catch-up: x = (0.2 × 14,976,000 − 0) ÷ (1 − 0.2) = 3,744,000 to the GP → 26,280,000 left
//       split 80/20: GP 5,256,000, LP-1 21,024,000
//       GP carry from LP-1 = 9,000,000 = 20% of the 45,000,000 profit.
// GP-C: 10,000,000 capital, 1,664,000 pref, no catch-up, the remaining 3,336,000 all to GP-C.
const tiers: WaterfallTier[] = [
  { name: 'Return of capital', type: 'return_of_capital' },
  {
    name: 'Preferred return',
    type: 'preferred_return',
    rate: '0.08',
    compounding: 'annually',
    dayCount: 'actual_365',
    limitingFactor: 'cash_flows',
  },
  {
    name: 'GP catch-up',
    type: 'gp_catch_up',
    catchUp: '1',
    carry: '0.2',
    classOverrides: { gp: { carry: '0' } },
  },
  {
    name: 'Carried interest split',
    type: 'final_split',
    carry: '0.2',
    classOverrides: { gp: { carry: '0' } },
  },
];

const input: WaterfallInput = {
  kind: 'whole_fund',
  asOf: '2023-01-01',
  distributable: 150_000_000,
  carryPartnerId: 'GP',
  rounding: { rounding: 'cents', ordering: 'gp_then_largest_allocation' },
  tiers,
  partners: [
    {
      id: 'LP-1',
      commitment: 9_000_000_000,
      contributions: [{ date: '2021-01-01', amount: 90_000_000 }],
    },
    {
      id: 'GP-C',
      classId: 'gp',
      isGp: true,
      commitment: 1_000_000_000,
      contributions: [{ date: '2021-01-01', amount: 10_000_000 }],
    },
  ],
};

describe('European waterfall, 8% compounded annually, 100% catch-up', () => {
  const result = runWaterfall(input);
  const lp = result.runs[0]!.partners[0]!;
  const gpc = result.runs[0]!.partners[1]!;

  it('pays each tier of LP-1 as worked by hand', () => {
    expect(lp.apportioned).toBe(135_000_000);
    expect(lp.tiers.map((t) => [t.tierName, t.hurdle, t.toPartner, t.toCarryPartner])).toEqual([
      ['Return of capital', 90_000_000, 90_000_000, 0],
      ['Preferred return', 14_976_000, 14_976_000, 0],
      ['GP catch-up', 3_744_000, 0, 3_744_000],
      ['Carried interest split', null, 21_024_000, 5_256_000],
    ]);
    expect(lp.toCarryPartner).toBe(9_000_000);
  });

  it("runs the GP's own commitment like an LP's, with its class's zero carry", () => {
    expect(gpc.tiers.map((t) => [t.toPartner, t.toCarryPartner])).toEqual([
      [10_000_000, 0],
      [1_664_000, 0],
      [0, 0],
      [3_336_000, 0],
    ]);
  });

  it('pays out exactly the distributable amount', () => {
    expect(result.payouts).toEqual({ 'LP-1': 126_000_000, 'GP-C': 15_000_000, GP: 9_000_000 });
    expect(Object.values(result.payouts).reduce((a, b) => a + b, 0)).toBe(150_000_000);
    expect(result.runs[0]!.tiers.map((t) => t.toPartners + t.toCarryPartner)).toEqual([
      100_000_000, 16_640_000, 3_744_000, 29_616_000,
    ]);
  });

  it('shows balances before and after each tier, and the carry-forward totals', () => {
    const catchUp = lp.tiers[2]!;
    expect(catchUp.before).toMatchObject({
      unreturnedCapital: 0,
      carrySoFar: 0,
      profitsSoFar: 14_976_000,
    });
    expect(catchUp.after).toMatchObject({ carrySoFar: 3_744_000, profitsSoFar: 18_720_000 });
    expect(catchUp.after.carrySoFar / catchUp.after.profitsSoFar).toBe(0.2);
    expect(lp.totals['Carried interest split']).toEqual({
      toPartner: 21_024_000,
      toCarryPartner: 5_256_000,
    });
    expect(lp.tiers[1]!.basis).toEqual({
      hurdleBalance: 104_976_000,
      paidThisRun: 90_000_000,
      unreturned: 0,
    });
    const steps = describeTier(lp.tiers[1]!, '2023-01-01');
    expect(steps[0]).toMatchObject({
      formula: expect.stringContaining('Σ contributions grown'),
      inputs: {
        rate: '0.08',
        'hurdle balance': '1,049,760.00',
        'paid this run': '900,000.00',
        'unreturned capital': '0.00',
      },
      value: '149,760.00',
    });
    expect(describeTier(lp.tiers[2]!, '2023-01-01')[1]!.value).toBe(
      '37,440.00 to GP, 0.00 to LP-1',
    );
  });

  it('re-runs the pref tier in the playground at 10% from the tier audit’s position', () => {
    const position = positionBeforeTier(lp, 'Preferred return');
    expect(position.paidToPartnerThisRun).toBe(90_000_000);
    const same = runTierPlayground({
      tier: tiers[1]!,
      carryPartnerId: 'GP',
      position,
      available: 45_000_000,
      asOf: '2023-01-01',
    });
    expect(same.toPartner).toBe(14_976_000);
    // 90,000,000 × 1.1² − 90,000,000 = 18,900,000.
    const edited = runTierPlayground({
      tier: { ...tiers[1]!, rate: '0.10' },
      carryPartnerId: 'GP',
      position,
      available: 45_000_000,
      asOf: '2023-01-01',
    });
    expect([edited.hurdle, edited.toPartner, edited.remaining]).toEqual([
      18_900_000, 18_900_000, 26_100_000,
    ]);
    expect(edited.steps[0]).toMatchObject({
      step: 'Contribution of 2021-01-01',
      value: '1.210000000000',
    });
  });
});
