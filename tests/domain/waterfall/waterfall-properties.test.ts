import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  runWaterfall,
  type WaterfallInput,
  type WaterfallTier,
} from '../../../src/domain/waterfall';

const dates = [
  '2019-03-31',
  '2019-12-15',
  '2020-02-29',
  '2020-06-30',
  '2021-01-01',
  '2021-09-30',
  '2022-04-01',
];
const flow = fc.record({
  date: fc.constantFrom(...dates),
  amount: fc.integer({ min: 0, max: 5_000_000_000 }),
});
const partner = fc.record({
  commitment: fc.integer({ min: 1, max: 10_000_000_000 }),
  classId: fc.constantFrom(undefined, 'A', 'B'),
  isGp: fc.boolean(),
  contributions: fc.array(flow, { maxLength: 6 }),
  distributions: fc.array(flow, { maxLength: 3 }),
  priorRoc: fc.integer({ min: 0, max: 1_000_000_000 }),
  priorCarry: fc.integer({ min: 0, max: 100_000_000 }),
});
const tiers = fc
  .record({
    rate: fc.constantFrom('0', '0.06', '0.08', '0.125'),
    compounding: fc.constantFrom(
      'annually' as const,
      'quarterly' as const,
      'monthly' as const,
      'daily' as const,
      'never' as const,
    ),
    dayCount: fc.constantFrom(
      'actual' as const,
      'actual_360' as const,
      'actual_365' as const,
      'thirty_360' as const,
    ),
    limitingFactor: fc.constantFrom('cash_flows' as const, 'none' as const, 'unpaid_pref' as const),
    catchUp: fc.constantFrom('1', '0.8', '0.5'),
    carry: fc.constantFrom('0', '0.1', '0.2', '0.3'),
    classRate: fc.constantFrom('0.05', '0.1'),
  })
  .map(({ classRate, ...t }): WaterfallTier[] => [
    { name: 'ROC', type: 'return_of_capital' },
    {
      name: 'Pref',
      type: 'preferred_return',
      rate: t.rate,
      compounding: t.compounding,
      dayCount: t.dayCount,
      limitingFactor: t.limitingFactor,
      classOverrides: { A: { rate: classRate } },
    },
    {
      name: 'Catch-up',
      type: 'gp_catch_up',
      catchUp: t.catchUp,
      carry: t.carry,
      classOverrides: { B: { carry: '0' } },
    },
    { name: 'Split', type: 'final_split', carry: t.carry, classOverrides: { B: { carry: '0' } } },
  ]);

const inputArb = fc
  .record({
    partners: fc.array(partner, { minLength: 1, maxLength: 8 }),
    tiers,
    distributable: fc.integer({ min: 0, max: 100_000_000_000 }),
    rounding: fc.constantFrom('cents' as const, 'dollar' as const),
    kind: fc.constantFrom('whole_fund' as const, 'deal_by_deal' as const, 'hybrid' as const),
  })
  .map(({ partners, tiers, distributable, rounding, kind }): WaterfallInput => {
    const list = partners.map((p, i) => ({
      id: `P${i}`,
      commitment: p.commitment,
      classId: p.classId,
      isGp: p.isGp,
      contributions: p.contributions,
      distributions: p.distributions,
      prior: {
        ROC: { toPartner: p.priorRoc, toCarryPartner: 0 },
        Split: { toPartner: 0, toCarryPartner: p.priorCarry },
      },
    }));
    const base = {
      asOf: '2022-06-30',
      carryPartnerId: 'GP',
      tiers,
      rounding: { rounding, ordering: 'gp_then_largest_allocation' as const },
    };
    if (kind === 'whole_fund') return { ...base, kind, distributable, partners: list };
    const half = Math.floor(distributable / 2);
    const deals = [
      { investmentId: 'D1', distributable: half, partners: list },
      { investmentId: 'D2', distributable: distributable - half, partners: list.slice(0, 1) },
    ];
    if (kind === 'deal_by_deal') return { ...base, kind, deals };
    return {
      ...base,
      kind,
      deals: deals.map((d) => ({
        ...d,
        requiredPaydown: [{ date: '2020-01-01', amount: 1_000_000 }],
        fundExpenseAllocations: [{ date: '2021-01-01', amount: 12_345 }],
      })),
    };
  });

describe('waterfall: properties', () => {
  it('pays out exactly the distributable amount, never a negative amount in any tier', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = runWaterfall(input);
        const total =
          input.kind === 'whole_fund'
            ? input.distributable
            : input.deals.reduce((s, d) => s + d.distributable, 0);
        expect(Object.values(result.payouts).reduce((a, b) => a + b, 0)).toBe(total);
        expect(result.distributable).toBe(total);
        for (const run of result.runs) {
          expect(run.partners.reduce((s, p) => s + p.apportioned, 0)).toBe(run.distributable);
          for (const p of run.partners) {
            for (const tier of p.tiers) {
              expect(
                Number.isInteger(tier.toPartner) && Number.isInteger(tier.toCarryPartner),
              ).toBe(true);
              expect(tier.toPartner).toBeGreaterThanOrEqual(0);
              expect(tier.toCarryPartner).toBeGreaterThanOrEqual(0);
              expect(tier.remaining).toBeGreaterThanOrEqual(0);
              if (tier.hurdle !== null)
                expect(tier.toPartner + tier.toCarryPartner).toBeLessThanOrEqual(tier.hurdle);
            }
            expect(p.tiers.at(-1)!.remaining).toBe(0);
            // The balances a tier reports after itself are the ones the next tier starts from.
            p.tiers.slice(1).forEach((tier, i) => {
              const { paidThroughTier: _a, ...after } = p.tiers[i]!.after;
              const { paidThroughTier: _b, ...before } = tier.before;
              expect(before).toEqual(after);
              expect(tier.available).toBe(p.tiers[i]!.remaining);
            });
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
