import * as v from 'valibot';
import { DAY_COUNTS } from '../domain/day-count';
import { COMPOUNDING_CADENCES, PREF_LIMITING_FACTORS, WATERFALL_TIER_TYPES } from './waterfall';
import { auditStepSchema } from './capital-call';
import {
  centsSchema,
  distributionSubEventSchema,
  distributionCheckSchema,
  distributionSourceSchema,
} from './distribution';
import { waterfallRunSchema } from './waterfall-run';

/*
 * The stored results of a distribution's waterfall run as the review reads them (issue 18): the
 * settings the run used, per tier and partner what went in and out, the preferred return per
 * contribution and per tier, and per LP per source what finalize posts.
 */

/**
 * The conventions the run used, each a visible setting (DOMAIN.md: which catch-up, compounding
 * and day count a fund uses changes real money): shown on the review and in every audit.
 */
export const waterfallSettingsSchema = v.object({
  waterfall_type: v.picklist(['whole_fund', 'hybrid']),
  pref_effect: v.picklist(['actual', 'equalized']),
  rounding: v.string(),
  carry_partner: v.object({ fund_entity_id: v.string(), name: v.string() }),
  /** How earlier distributions were placed in the tiers (prior runs' totals, else capital first). */
  prior_distributions: v.string(),
  tiers: v.array(
    v.object({
      index: v.number(),
      name: v.string(),
      type: v.picklist(WATERFALL_TIER_TYPES),
      /** The tier's terms in words (fund default; class overrides listed in class_terms). */
      terms: v.string(),
      rate_percent: v.nullable(v.string()),
      compounding: v.nullable(v.picklist(COMPOUNDING_CADENCES)),
      day_count: v.nullable(v.picklist(DAY_COUNTS)),
      limiting_factor: v.nullable(v.picklist(PREF_LIMITING_FACTORS)),
      catch_up_percent: v.nullable(v.string()),
      carry_percent: v.nullable(v.string()),
      /** Class name → its terms where the class overrides this tier. */
      class_terms: v.record(v.string(), v.string()),
    }),
  ),
});
export type WaterfallSettings = v.InferOutput<typeof waterfallSettingsSchema>;
/** One tier's in and out for one partner. */
export const partnerTierResultSchema = v.object({
  tier_index: v.number(),
  available_cents: centsSchema,
  /** What the partner's share had to clear in this tier (null for a final split). */
  hurdle_cents: v.nullable(centsSchema),
  to_partner_cents: centsSchema,
  to_carry_partner_cents: centsSchema,
  remaining_cents: centsSchema,
});
export type PartnerTierResult = v.InferOutput<typeof partnerTierResultSchema>;
/** One partner (a commitment of the entity) in a sub-event's waterfall. */
export const waterfallPartnerRowSchema = v.object({
  commitment_id: v.string(),
  investor_entity_id: v.string(),
  lp: v.string(),
  class_name: v.nullable(v.string()),
  is_gp: v.boolean(),
  contributed_cents: centsSchema,
  /** Its share of the entity's distributable amount (through the allocation rules). */
  apportioned_cents: centsSchema,
  tiers: v.array(partnerTierResultSchema),
  /** What the LP receives (apportioned − carry taken from its share). */
  to_partner_cents: centsSchema,
  /** Carry taken from its share, paid to the carry partner. */
  to_carry_partner_cents: centsSchema,
  /** What the LP receives, per source; sums to to_partner_cents. */
  by_source: v.record(v.string(), centsSchema),
});
export type WaterfallPartnerRow = v.InferOutput<typeof waterfallPartnerRowSchema>;
/**
 * GET .../fund-family-event/{eventId}/fund-family-sub-event/{subEventId}/waterfall: the waterfall
 * review of one fund entity: per tier and per partner what went in and out.
 */
export const waterfallReviewSchema = v.object({
  sub_event: distributionSubEventSchema,
  event_id: v.string(),
  run_id: v.string(),
  as_of: v.string(),
  settings: waterfallSettingsSchema,
  /** The entity's distributable amount per source (the allocation through the structure). */
  by_source: v.record(v.string(), centsSchema),
  tiers: v.array(
    v.object({
      index: v.number(),
      name: v.string(),
      type: v.picklist(WATERFALL_TIER_TYPES),
      to_partners_cents: centsSchema,
      to_carry_partner_cents: centsSchema,
    }),
  ),
  partners: v.array(waterfallPartnerRowSchema),
  /** Carried interest to the carry partner, per source (sums to the sub-event's carry). */
  carry_by_source: v.record(v.string(), centsSchema),
  checks: v.array(distributionCheckSchema),
  steps: v.array(auditStepSchema),
});
export type WaterfallReview = v.InferOutput<typeof waterfallReviewSchema>;
/** GET .../fund-family-event/{eventId}/waterfall-list: every sub-event of the latest run. */
export const waterfallListSchema = v.object({
  event_id: v.string(),
  run: v.nullable(waterfallRunSchema),
  sub_events: v.array(distributionSubEventSchema),
});
export type WaterfallList = v.InferOutput<typeof waterfallListSchema>;
/**
 * GET .../fund-family-sub-event/{subEventId}/fund-entity/{fundEntityId}/preferred-return-breakdown:
 * the pref accrued on each contribution of each partner, per preferred-return tier.
 */
export const preferredReturnBreakdownSchema = v.object({
  sub_event_id: v.string(),
  fund_entity_id: v.string(),
  as_of: v.string(),
  rows: v.array(
    v.object({
      commitment_id: v.string(),
      lp: v.string(),
      tier_index: v.number(),
      tier_name: v.string(),
      contribution_date: v.string(),
      amount_cents: centsSchema,
      days: v.number(),
      rate_percent: v.string(),
      compounding: v.picklist(COMPOUNDING_CADENCES),
      day_count: v.picklist(DAY_COUNTS),
      /** (1 + r/m)^(m·t), or 1 + r·t when never compounded: 12 decimals. */
      growth_factor: v.string(),
      /** amount × (growth − 1), rounded to the cent (display; the hurdle rounds the sum once). */
      accrued_cents: centsSchema,
    }),
  ),
});
export type PreferredReturnBreakdown = v.InferOutput<typeof preferredReturnBreakdownSchema>;
/** GET .../preferred-return-summary: per partner and pref tier, what was owed and paid. */
export const preferredReturnSummarySchema = v.object({
  sub_event_id: v.string(),
  fund_entity_id: v.string(),
  as_of: v.string(),
  rows: v.array(
    v.object({
      commitment_id: v.string(),
      lp: v.string(),
      tier_index: v.number(),
      tier_name: v.string(),
      contributed_cents: centsSchema,
      /** The hurdle: pref owed at the run date (the engine's figure, rounded once). */
      owed_cents: centsSchema,
      paid_cents: centsSchema,
      unpaid_cents: centsSchema,
      steps: v.array(auditStepSchema),
    }),
  ),
});
export type PreferredReturnSummary = v.InferOutput<typeof preferredReturnSummarySchema>;
/** GET .../waterfall-investor-breakdown: per LP per source (the rows finalize posts). */
export const waterfallInvestorBreakdownSchema = v.object({
  sub_event_id: v.string(),
  fund_entity_id: v.string(),
  sources: v.array(distributionSourceSchema),
  rows: v.array(
    v.object({
      commitment_id: v.string(),
      investor_entity_id: v.string(),
      lp: v.string(),
      /** Before carry: the LP's share of each source (the allocation). */
      gross_by_source: v.record(v.string(), centsSchema),
      /** After carry: what the LP receives of each source. */
      by_source: v.record(v.string(), centsSchema),
      gross_cents: centsSchema,
      carry_cents: centsSchema,
      total_cents: centsSchema,
    }),
  ),
  carry: v.object({
    fund_entity_id: v.string(),
    name: v.string(),
    by_source: v.record(v.string(), centsSchema),
    total_cents: centsSchema,
  }),
});
export type WaterfallInvestorBreakdown = v.InferOutput<typeof waterfallInvestorBreakdownSchema>;
