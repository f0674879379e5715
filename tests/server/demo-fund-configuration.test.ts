import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateManagementFee } from '../../src/domain/fees';
import { runWaterfall } from '../../src/domain/waterfall';
import {
  commitments,
  fees,
  fund_families,
  investor_class_fee_overrides,
  investor_classes,
  waterfall_configurations,
} from '../../src/server/db/schema';
import { feeTermsOf } from '../../src/server/fees/fee-configuration';
import { waterfallTiersWithClasses } from '../../src/server/waterfall/waterfall-configuration';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * The demo fund's stored fee and waterfall, fed straight to the engines: proof the stored
 * shapes are the ones src/domain consumes, with hand-computed cents.
 */
describe('demo fund configuration feeds the fee and waterfall engines', () => {
  let t: TestApp;
  let fundFamilyId: string;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
    const [fund] = await t.deps.handle.db
      .select({ id: fund_families.id })
      .from(fund_families)
      .where(eq(fund_families.name, 'Harborview Capital Partners IV'));
    fundFamilyId = fund!.id;
  });
  afterAll(() => t.dispose());

  it('charges 2% (1.5% for anchors) a year on commitments, actual/365, for Q2 2025', async () => {
    const db = t.deps.handle.db;
    const [fee] = await db.select().from(fees).where(eq(fees.fund_family_id, fundFamilyId));
    const [anchor] = await db
      .select({ rates: investor_class_fee_overrides.rates })
      .from(investor_class_fee_overrides)
      .innerJoin(
        investor_classes,
        eq(investor_classes.id, investor_class_fee_overrides.investor_class_id),
      )
      .where(
        and(
          eq(investor_classes.fund_family_id, fundFamilyId),
          eq(investor_classes.name, 'Class A — Anchor investors'),
        ),
      );
    const charge = (investorClass?: typeof anchor) =>
      calculateManagementFee({
        commitmentId: 'c1',
        period: { start: '2025-04-01', end: '2025-06-30' },
        feeTerm: { start: '2025-03-31' },
        basisSources: [
          {
            from: fee!.basis[0]!.from,
            label: 'committed',
            series: [{ date: '2025-03-31', amount: 10_000_000_00 }],
          },
        ],
        rates: { fund: fee!.rates, investorClass: investorClass?.rates },
        terms: feeTermsOf(fee!),
      });
    // $10,000,000 × 2% × 91/365 = $49,863.01; at 1.5%, $37,397.26.
    expect(charge().gross).toBe(4_986_301);
    expect(charge(anchor).gross).toBe(3_739_726);
    expect(feeTermsOf(fee!)).toEqual({
      dayCount: 'actual_365',
      chargeTiming: 'in_advance',
      basisDetermination: 'day_weighted_average',
      partialPeriodBasis: 'use_partial_period',
      proration: 'day_count',
    });
  });

  it('runs the European waterfall with the anchor class’s 15% carry', async () => {
    const db = t.deps.handle.db;
    const [config] = await db
      .select()
      .from(waterfall_configurations)
      .where(eq(waterfall_configurations.fund_family_id, fundFamilyId));
    const classes = await db
      .select()
      .from(investor_classes)
      .where(eq(investor_classes.fund_family_id, fundFamilyId));
    const anchor = classes.find((c) => c.name.startsWith('Class A'))!;
    const anchored = await db
      .select()
      .from(commitments)
      .where(eq(commitments.investor_class_id, anchor.id));
    expect(anchored).toHaveLength(3);
    const partner = (id: string, classId?: string) => ({
      id,
      classId,
      commitment: 1_000_000_00,
      contributions: [{ date: '2025-01-01', amount: 1_000_000_00 }],
    });
    const result = runWaterfall({
      kind: 'whole_fund',
      asOf: '2026-01-01',
      distributable: 4_000_000_00,
      partners: [partner('lp'), partner('anchor', anchor.id)],
      tiers: waterfallTiersWithClasses(config!.tiers, classes),
      carryPartnerId: 'gp',
      rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    });
    // Each share: $2,000,000 on $1,000,000 in, so $1,000,000 profit; carry 20% vs 15% of it.
    expect(result.payouts.gp).toBe(200_000_00 + 150_000_00);
    expect(result.payouts.lp).toBe(1_800_000_00);
    expect(result.payouts.anchor).toBe(1_850_000_00);
  });
});
