import { describe, expect, it } from 'vitest';
import { europeanTiers } from '../../src/api/waterfall-examples';
import { runWaterfall, type WaterfallPartner } from '../../src/domain/waterfall';
import {
  compactWaterfallResult,
  expandWaterfallResult,
} from '../../src/server/distribution/compact-waterfall-result';
import type { StoredSubEventWaterfall } from '../../src/server/distribution/stored-waterfall';
import { toWaterfallTier } from '../../src/server/waterfall/waterfall-configuration';

const quarter = (i: number) =>
  `${2018 + Math.floor(i / 4)}-${['03-31', '06-30', '09-30', '12-31'][i % 4]}`;

/**
 * A whole-fund run with what makes partners differ: a class with its own carry, a GP, prior
 * runs' totals, distributions tagged with the tier that paid them, and a partner whose share
 * stops in the first tier.
 */
function engineRun() {
  const tiers = europeanTiers
    .map(toWaterfallTier)
    .map((tier) =>
      tier.name === 'Final split'
        ? { ...tier, classOverrides: { 'class-b': { carry: '0.1' } } }
        : tier,
    );
  const flows = (n: number, amount: number) =>
    Array.from({ length: n }, (_, i) => ({ date: quarter(i), amount: amount + i }));
  const partners: WaterfallPartner[] = [
    { id: 'atlas', commitment: 600_000_000, contributions: flows(12, 30_000_000) },
    {
      id: 'birch',
      classId: 'class-b',
      commitment: 300_000_000,
      contributions: flows(12, 15_000_000),
      distributions: [
        { date: '2022-06-30', amount: 40_000_000, tierType: 'return_of_capital' },
        { date: '2023-06-30', amount: 5_000_000, tierType: 'preferred_return' },
      ],
      prior: {
        'Return of capital': { toPartner: 40_000_000, toCarryPartner: 0 },
        'Preferred return': { toPartner: 5_000_000, toCarryPartner: 0 },
      },
    },
    { id: 'gus', isGp: true, commitment: 10_000_000, contributions: flows(3, 1_000_000) },
    { id: 'cedar', commitment: 90_000_000, contributions: flows(2, 45_000_000) },
  ];
  const run = runWaterfall({
    kind: 'whole_fund',
    asOf: '2025-06-30',
    tiers,
    carryPartnerId: 'gp-entity',
    rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    prefEffect: 'actual',
    distributable: 900_000_001,
    partners,
  }).runs[0]!;
  const stored = {
    tiers,
    carry_partner_id: 'gp-entity',
    partners: partners.map((p) => ({ commitment_id: p.id, class_id: p.classId ?? null })),
    run,
  } as unknown as StoredSubEventWaterfall;
  return stored;
}

describe('a stored waterfall run result', () => {
  it('reads back exactly as the engine returned it, from a third of the JSON', () => {
    const full = engineRun();
    // Every tier of every partner ran, and the class and the prior totals made a difference.
    expect(full.run.partners.map((p) => p.tiers.length)).toEqual([4, 4, 4, 4]);
    expect(full.run.partners.find((p) => p.partnerId === 'birch')!.tiers[3]!.tier.carry).toBe(
      '0.1',
    );
    const written = JSON.stringify(compactWaterfallResult(full));
    const read = expandWaterfallResult(JSON.parse(written));
    // As the full form was stored before: through JSON (undefined keys dropped).
    expect(read).toEqual(JSON.parse(JSON.stringify(full)));
    expect(written.length).toBeLessThan(JSON.stringify(full).length * 0.4);
  });

  it('reads a result stored in the full form (before the compact one) as it is', () => {
    const full = JSON.parse(JSON.stringify(engineRun())) as StoredSubEventWaterfall;
    expect(expandWaterfallResult(full)).toBe(full);
  });

  it('refuses a stored partner whose tier payments do not match the tiers', () => {
    const compact = compactWaterfallResult(engineRun());
    compact.run.partners[0]!.paid.pop();
    expect(() => expandWaterfallResult(compact)).toThrow(/3 tier payments for 4 tiers/);
  });
});
