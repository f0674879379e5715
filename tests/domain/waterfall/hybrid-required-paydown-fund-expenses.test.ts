import { describe, expect, it } from 'vitest';
import { runWaterfall, type WaterfallTier } from '../../../src/domain/waterfall';

// Hybrid waterfall (spec "waterfall hybrid"), worked by hand: deal tiers with fund-level
// protections. 8% pref (2 years on actual/365: 1.1664), full catch-up, 20% carry.
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

describe('hybrid waterfall: required paydown and fund expenses join the deal’s capital', () => {
  it('returns deal A’s capital plus B’s written-off capital and the expenses before any carry', () => {
    // Deal A's capital to return: 10,000,000 + required paydown 10,000,000 + expenses 1,000,000 = 21,000,000,
    // all from 2021-01-01. 30,000,000 distributed: capital 21,000,000; pref 21,000,000 × 0.1664 = 3,494,400;
    // catch-up 873,600; split of 4,632,000: GP 926,400, LP 3,705,600. GP total 1,800,000 = 20% of 9,000,000.
    const result = runWaterfall({
      ...base,
      kind: 'hybrid',
      deals: [
        {
          investmentId: 'A',
          distributable: 30_000_000,
          partners: lp(10_000_000),
          requiredPaydown: [{ date: '2021-01-01', amount: 10_000_000 }],
          fundExpenseAllocations: [{ date: '2021-01-01', amount: 1_000_000 }],
        },
      ],
    });
    const tiersPaid = result.runs[0]!.partners[0]!.tiers.map((t) => [
      t.toPartner,
      t.toCarryPartner,
    ]);
    expect(tiersPaid).toEqual([
      [21_000_000, 0],
      [3_494_400, 0],
      [0, 873_600],
      [3_705_600, 926_400],
    ]);
    expect(result.clawback!.exposure).toBe(0);
    expect(result.steps.some((s) => s.step.includes('required paydown'))).toBe(true);
  });

  it('refuses a waterfall that would leave money unpaid or cannot catch up', () => {
    expect(() =>
      runWaterfall({
        ...base,
        kind: 'whole_fund',
        distributable: 1,
        partners: lp(1),
        tiers: tiers.slice(0, 3),
      }),
    ).toThrow(/last tier must be a final split/);
    expect(() =>
      runWaterfall({
        ...base,
        kind: 'whole_fund',
        distributable: 1,
        partners: lp(1),
        tiers: [{ name: 'C', type: 'gp_catch_up', catchUp: '0.2', carry: '0.2' }, tiers[3]!],
      }),
    ).toThrow(/can never bring/);
    expect(() =>
      runWaterfall({ ...base, kind: 'whole_fund', distributable: -5, partners: lp(1) }),
    ).toThrow(/negative/);
  });
});
