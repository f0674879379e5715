import { and, eq } from 'drizzle-orm';
import type {
  WaterfallConfiguration,
  WaterfallConfigurationInput,
  WaterfallTierInput,
} from '../../api/waterfall';
import { fractionToPercent, percentToFraction } from '../../api/percent';
import type { TierParams, WaterfallTier } from '../../domain/waterfall';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { fund_entities, waterfall_configurations } from '../db/schema';
import type { Scope } from '../scope';
import { loadFundFamily } from '../fund-family/fund-family-service';

type ConfigurationRow = typeof waterfall_configurations.$inferSelect;

const fraction = (percent: string | null) =>
  percent === null ? undefined : percentToFraction(percent);
const percent = (value: string | undefined) =>
  value === undefined ? null : fractionToPercent(value);

/** A tier as typed (percents) to the tier src/domain/waterfall runs (fractions), unset fields left out. */
export function toWaterfallTier(input: WaterfallTierInput): WaterfallTier {
  const tier: WaterfallTier = {
    name: input.name,
    type: input.type,
    rate: fraction(input.rate_percent),
    compounding: input.compounding ?? undefined,
    dayCount: input.day_count ?? undefined,
    limitingFactor: input.limiting_factor ?? undefined,
    catchUp: fraction(input.catch_up_percent),
    carry: fraction(input.carry_percent),
  };
  return Object.fromEntries(
    Object.entries(tier).filter(([, value]) => value !== undefined),
  ) as WaterfallTier;
}

export const fromWaterfallTier = (tier: WaterfallTier): WaterfallTierInput => ({
  name: tier.name,
  type: tier.type,
  rate_percent: percent(tier.rate),
  compounding: tier.compounding ?? null,
  day_count: tier.dayCount ?? null,
  limiting_factor: tier.limitingFactor ?? null,
  catch_up_percent: percent(tier.catchUp),
  carry_percent: percent(tier.carry),
});

/** A class's override of one tier, as typed, to the TierParams the engine applies for that class. */
export const toTierParams = (o: {
  rate_percent: string | null;
  catch_up_percent: string | null;
  carry_percent: string | null;
}): TierParams =>
  Object.fromEntries(
    Object.entries({
      rate: fraction(o.rate_percent),
      catchUp: fraction(o.catch_up_percent),
      carry: fraction(o.carry_percent),
    }).filter(([, value]) => value !== undefined),
  );

/**
 * The tiers as the engine takes them: the fund's default tiers, each carrying every class's
 * override of it under `classOverrides` (keyed by class id, as WaterfallPartner.classId is).
 */
export function waterfallTiersWithClasses(
  tiers: readonly WaterfallTier[],
  classes: readonly { id: string; waterfall_overrides: Record<string, TierParams> }[],
): WaterfallTier[] {
  return tiers.map((tier) => {
    const overrides = Object.fromEntries(
      classes.flatMap((c) => {
        const params = c.waterfall_overrides[tier.name];
        return params ? [[c.id, params]] : [];
      }),
    );
    return Object.keys(overrides).length > 0 ? { ...tier, classOverrides: overrides } : tier;
  });
}

const toApi = (row: ConfigurationRow): WaterfallConfiguration => ({
  id: row.id,
  fund_family_id: row.fund_family_id,
  waterfall_type: row.waterfall_type,
  configuration_type: row.configuration_type,
  carry_partner_entity_id: row.carry_partner_entity_id,
  pref_effect: row.pref_effect,
  tiers: row.tiers.map(fromWaterfallTier),
  updated_at: row.updated_at.toISOString(),
});

export async function loadWaterfallRow(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<ConfigurationRow | null> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const [row] = await db
    .select()
    .from(waterfall_configurations)
    .where(
      and(
        eq(waterfall_configurations.customer_id, scope.customerId),
        eq(waterfall_configurations.fund_family_id, fund.id),
      ),
    );
  return row ?? null;
}

export async function getWaterfallConfiguration(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<WaterfallConfiguration | null> {
  const row = await loadWaterfallRow(db, scope, fundFamilyId);
  return row ? toApi(row) : null;
}

/** Spec §7 POST /waterfall/configuration/: replaces the fund family's default waterfall. */
export async function upsertWaterfallConfiguration(
  tx: Database,
  scope: Scope,
  input: WaterfallConfigurationInput,
): Promise<{ before: WaterfallConfiguration | null; after: WaterfallConfiguration }> {
  const before = await loadWaterfallRow(tx, scope, input.fund_family_id);
  if (input.carry_partner_entity_id !== null) {
    const [entity] = await tx
      .select({ id: fund_entities.id })
      .from(fund_entities)
      .where(
        and(
          eq(fund_entities.id, input.carry_partner_entity_id),
          eq(fund_entities.fund_family_id, input.fund_family_id),
          eq(fund_entities.customer_id, scope.customerId),
        ),
      );
    if (!entity)
      throw invalid({ carry_partner_entity_id: ['Choose an entity of this fund family.'] });
  }
  const values = {
    waterfall_type: input.waterfall_type,
    configuration_type: input.configuration_type,
    carry_partner_entity_id: input.carry_partner_entity_id,
    pref_effect: input.pref_effect,
    tiers: input.tiers.map(toWaterfallTier),
    updated_at: new Date(),
  };
  const [row] = before
    ? await tx
        .update(waterfall_configurations)
        .set(values)
        .where(eq(waterfall_configurations.id, before.id))
        .returning()
    : await tx
        .insert(waterfall_configurations)
        .values({ customer_id: scope.customerId, fund_family_id: input.fund_family_id, ...values })
        .returning();
  return { before: before ? toApi(before) : null, after: toApi(row!) };
}
