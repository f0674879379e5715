import * as v from 'valibot';
import { DAY_COUNTS } from '../domain/day-count';
import { COMPOUNDING_CADENCES, PREF_LIMITING_FACTORS, WATERFALL_TIER_TYPES } from './waterfall';
import { auditStepSchema } from './capital-call';
import { centsSchema, nonNegativeCentsSchema } from './distribution';
import { waterfallSettingsSchema } from './waterfall-review';
import { uuidSchema } from './money-input';
import { percentSchema } from './percent';

/** The balances a tier sees for one partner (the engine's TierBalances in cents). */
export const tierBalancesSchema = v.object({
  unreturned_capital_cents: centsSchema,
  carry_so_far_cents: centsSchema,
  profits_so_far_cents: centsSchema,
  paid_through_tier_to_partner_cents: centsSchema,
  paid_through_tier_to_carry_partner_cents: centsSchema,
});

/**
 * GET .../fund-family-sub-event/{subEventId}/tier-audit/{tierIndex} (spec's
 * tier-audit/{waterfallTierMappingId}: the sub-event's tier): every dollar into and out of the tier
 * by partner, with the formula and its inputs.
 */
export const tierAuditSchema = v.object({
  sub_event_id: v.string(),
  as_of: v.string(),
  tier: v.object({
    index: v.number(),
    name: v.string(),
    type: v.picklist(WATERFALL_TIER_TYPES),
    terms: v.string(),
  }),
  settings: waterfallSettingsSchema,
  partners: v.array(
    v.object({
      commitment_id: v.string(),
      lp: v.string(),
      class_name: v.nullable(v.string()),
      /** The tier as this partner's class saw it, in words. */
      terms: v.string(),
      available_cents: centsSchema,
      hurdle_cents: v.nullable(centsSchema),
      to_partner_cents: centsSchema,
      to_carry_partner_cents: centsSchema,
      remaining_cents: centsSchema,
      before: tierBalancesSchema,
      after: tierBalancesSchema,
      /** Formula, inputs and value of each step (a pref tier: one step per contribution's growth). */
      steps: v.array(auditStepSchema),
    }),
  ),
  totals: v.object({
    available_cents: centsSchema,
    to_partners_cents: centsSchema,
    to_carry_partner_cents: centsSchema,
    remaining_cents: centsSchema,
  }),
});
export type TierAudit = v.InferOutput<typeof tierAuditSchema>;

const optionalPercent = v.optional(v.nullable(percentSchema), null);

/**
 * POST .../fund-family-sub-event/{subEventId}/tier-audit/{tierIndex}/playground-preview (the spec's
 * waterfall-tier playground preview): one partner's tier re-run with changed inputs. Null fields
 * keep the run's value. Posts nothing, stores nothing.
 */
export const tierPlaygroundInputSchema = v.object({
  commitment_id: uuidSchema,
  rate_percent: optionalPercent,
  compounding: v.optional(v.nullable(v.picklist(COMPOUNDING_CADENCES)), null),
  day_count: v.optional(v.nullable(v.picklist(DAY_COUNTS)), null),
  limiting_factor: v.optional(v.nullable(v.picklist(PREF_LIMITING_FACTORS)), null),
  catch_up_percent: optionalPercent,
  carry_percent: optionalPercent,
  /** What reaches the tier (null: what reached it in the run). */
  available_cents: v.optional(v.nullable(nonNegativeCentsSchema), null),
});
export type TierPlaygroundInput = v.InferOutput<typeof tierPlaygroundInputSchema>;

const tierOutcomeSchema = v.object({
  terms: v.string(),
  available_cents: centsSchema,
  hurdle_cents: v.nullable(centsSchema),
  to_partner_cents: centsSchema,
  to_carry_partner_cents: centsSchema,
  remaining_cents: centsSchema,
  steps: v.array(auditStepSchema),
});

export const tierPlaygroundPreviewSchema = v.object({
  sub_event_id: v.string(),
  tier_index: v.number(),
  commitment_id: v.string(),
  lp: v.string(),
  /** The tier as the run had it. */
  run: tierOutcomeSchema,
  /** The tier with the changed inputs. */
  preview: tierOutcomeSchema,
  /** preview − run, per figure. */
  difference: v.object({
    to_partner_cents: centsSchema,
    to_carry_partner_cents: centsSchema,
    remaining_cents: centsSchema,
  }),
});
export type TierPlaygroundPreview = v.InferOutput<typeof tierPlaygroundPreviewSchema>;
