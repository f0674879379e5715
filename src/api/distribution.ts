import * as v from 'valibot';
import { personSchema } from './person';
import { EVENT_STATES } from './event-state';
import { isoDateSchema, positiveCentsSchema, requiredText, uuidSchema } from './money-input';
import { waterfallRunSchema } from './waterfall-run';

/**
 * The HTTP contract of distributions (issue 18, spec §2 "capital-activity distribution", §7
 * "Fund family and events"): a distribution is a fund family event of type `distribution` on the
 * capitalEvent machine. Its proceeds (by source) are allocated through the fund structure to the
 * fund entities; a waterfall run (a durable background job, see ./waterfall-run.ts) runs each
 * fund entity's waterfall per partner and keeps the result as one sub-event per fund entity;
 * finalizing posts per LP per source, and the carried interest to the carry partner.
 */

/** Where the money being distributed came from (the five sources). */
export const DISTRIBUTION_SOURCES = [
  'return_of_capital',
  'realized_gain',
  'dividend',
  'interest',
  'other_income',
] as const;
export const distributionSourceSchema = v.picklist(DISTRIBUTION_SOURCES, 'Invalid');
export type DistributionSource = (typeof DISTRIBUTION_SOURCES)[number];

export const distributionSourceLabels: Record<DistributionSource, string> = {
  return_of_capital: 'Return of capital',
  realized_gain: 'Realized gain',
  dividend: 'Dividend',
  interest: 'Interest',
  other_income: 'Other income',
};

/** Cents, zero or more. */
export const nonNegativeCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(0, 'Greater than or equal to 0'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

/** One proceeds line as the client sends it. */
export const distributionProceedsInputSchema = v.object({
  source: distributionSourceSchema,
  amount_cents: positiveCentsSchema,
  /** The investment the money comes from: free text until investments exist ('' when none). */
  investment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  /**
   * Name of a transaction code of the fund family classified `proceeds` (create-data lists them).
   * Its "is recallable" flag makes the line's rows recallable distributions (they raise unfunded).
   */
  transaction_code: requiredText(100),
});
export type DistributionProceedsInput = v.InferOutput<typeof distributionProceedsInputSchema>;

export const recallableMismatch = (expected: string) =>
  `The recallable amount must equal the proceeds under recallable transaction codes (${expected}).`;
export const holdbackTooLarge = 'The fee holdback must be less than the proceeds.';

/**
 * POST /api/fund-family/{id}/distribution and PUT /api/fund-family/{id}/distribution/{eventId}.
 * Distributable = Σ proceeds − fee holdback.
 */
export const distributionInputSchema = v.object({
  /** Left out: "Distribution N". */
  name: v.optional(v.nullable(requiredText(200)), null),
  /** The date the money is paid: the ledger date of the rows, and the run's as-of date (pref accrues to it). */
  distribution_date: isoDateSchema,
  /** Null: the default rules (pro rata by commitment), as a capital call. */
  allocation_rule_graph_id: v.optional(v.nullable(uuidSchema), null),
  proceeds: v.pipe(
    v.array(distributionProceedsInputSchema),
    v.minLength(1, 'At least 1 items'),
    v.maxLength(200, 'At most 200 items'),
  ),
  /**
   * Management fees withheld from the proceeds (a fee-break distribution when above 0): it
   * lowers what the waterfall distributes.
   */
  fee_holdback_cents: v.optional(nonNegativeCentsSchema, 0),
  /**
   * The recallable part. Null/left out: the sum of the lines under recallable codes. Given: it
   * must equal that sum (400 on this field otherwise): the code's flag decides, this confirms.
   */
  recallable_cents: v.optional(v.nullable(nonNegativeCentsSchema), null),
  /**
   * The `proceeds` code the carried interest to the carry partner posts under. Null: finalize
   * refuses (409) when the run pays any carry.
   */
  carried_interest_transaction_code: v.optional(v.nullable(requiredText(100)), null),
});
export type DistributionInput = v.InferOutput<typeof distributionInputSchema>;

export const centsSchema = v.number();

/** A proceeds line as stored (with its id, and its code's recallable flag). */
export const distributionProceedsSchema = v.object({
  id: v.string(),
  source: distributionSourceSchema,
  amount_cents: centsSchema,
  investment: v.string(),
  transaction_code: v.string(),
  is_recallable: v.boolean(),
});
export type DistributionProceeds = v.InferOutput<typeof distributionProceedsSchema>;

/** The checks of the review (shown as ticks); each failure names the entity, the LP and the figure. */
export const DISTRIBUTION_CHECK_IDS = [
  /** Per fund entity: LP + GP (carry partner) distributions = the entity's distributable proceeds, exactly. */
  'entity_paid_out',
  /** Per LP: the sum of its rows by source = the LP's total from the run. */
  'lp_sources_sum',
  /** Per partner: carried interest taken from its share ≤ the configured carry share of its cumulative profit. */
  'carry_within_share',
  /** After posting: the ledger rows of the event = the run (not_run before finalizing). */
  'ledger_equals_run',
] as const;
export type DistributionCheckId = (typeof DISTRIBUTION_CHECK_IDS)[number];

export const distributionCheckFailureSchema = v.object({
  check: v.picklist(DISTRIBUTION_CHECK_IDS),
  fund_entity_id: v.nullable(v.string()),
  fund_entity_name: v.nullable(v.string()),
  commitment_id: v.nullable(v.string()),
  lp: v.nullable(v.string()),
  figure: v.string(),
  expected_cents: centsSchema,
  actual_cents: centsSchema,
  difference_cents: centsSchema,
  message: v.string(),
});
export type DistributionCheckFailure = v.InferOutput<typeof distributionCheckFailureSchema>;

export const distributionCheckSchema = v.object({
  id: v.picklist(DISTRIBUTION_CHECK_IDS),
  label: v.string(),
  status: v.picklist(['passed', 'failed', 'not_run']),
  failures: v.array(distributionCheckFailureSchema),
});
export type DistributionCheck = v.InferOutput<typeof distributionCheckSchema>;

/** One fund entity's waterfall of the latest successful run (spec's fund family sub-event). */
export const distributionSubEventSchema = v.object({
  id: v.string(),
  fund_entity_id: v.string(),
  fund_entity_name: v.string(),
  distributable_cents: centsSchema,
  to_partners_cents: centsSchema,
  to_carry_partner_cents: centsSchema,
});
export type DistributionSubEvent = v.InferOutput<typeof distributionSubEventSchema>;

/**
 * GET /api/fund-family/{id}/distribution/{eventId} (and the answer of POST, PUT, finalize, and
 * of both waterfall-run POSTs). Poll it every second while `is_running`.
 */
export const distributionEventSchema = v.object({
  id: v.string(),
  fund_family_id: v.string(),
  event_type: v.literal('distribution'),
  name: v.string(),
  /** The capitalEvent machine's persisted state. */
  state: v.picklist(EVENT_STATES),
  /** Spec §3 event workflow status: true while a waterfall run is queued or running. */
  is_running: v.boolean(),
  /** While running: what runs; after a failed run: "Waterfall run failed, contact support.". */
  workflow_message: v.nullable(v.string()),
  distribution_date: v.string(),
  effective_date: v.string(),
  allocation_rule_graph_id: v.nullable(v.string()),
  proceeds: v.array(distributionProceedsSchema),
  proceeds_cents: centsSchema,
  fee_holdback_cents: centsSchema,
  /** Σ proceeds − fee holdback: what the waterfalls distribute. */
  distributable_cents: centsSchema,
  recallable_cents: centsSchema,
  /** A fee-break distribution withholds management fees (fee holdback above 0). */
  is_fee_break: v.boolean(),
  carried_interest_transaction_code: v.nullable(v.string()),
  /** The latest waterfall run (null: never run). */
  run: v.nullable(waterfallRunSchema),
  /**
   * Whether the latest successful run is of the event as it is now (an edit after a run makes it
   * stale: run again before finalizing).
   */
  run_is_current: v.boolean(),
  /** Per fund entity, from the latest successful run (empty before one). */
  sub_events: v.array(distributionSubEventSchema),
  /** The checks: of the latest run for a draft, as proven at finalization for a completed one. */
  checks: v.array(distributionCheckSchema),
  created_by: personSchema,
  created_at: v.string(),
  finalized_by: personSchema,
  finalized_at: v.nullable(v.string()),
  /** Whether this user may finalize it now (approve permission, maker-checker, a current run, checks). */
  can_finalize: v.boolean(),
  finalize_blocked_reason: v.nullable(v.string()),
});
export type DistributionEvent = v.InferOutput<typeof distributionEventSchema>;

/** A code a proceeds line (or the carried interest) can post under: classification `proceeds`. */
export const distributionCodeSchema = v.object({
  name: v.string(),
  display_name: v.string(),
  is_recallable: v.boolean(),
});

/** GET /api/fund-family/{id}/distribution/create-data: what the new-distribution form offers. */
export const distributionCreateDataSchema = v.object({
  sources: v.array(
    v.object({
      source: distributionSourceSchema,
      label: v.string(),
      /** The code proposed for the source (null when the fund has no proceeds code). */
      default_transaction_code: v.nullable(v.string()),
    }),
  ),
  transaction_codes: v.array(distributionCodeSchema),
  /** Whether the fund family has a stored waterfall (without one a run fails). */
  waterfall_configured: v.boolean(),
  carry_partner: v.nullable(v.object({ fund_entity_id: v.string(), name: v.string() })),
  /** "Distribution N" for the next one. */
  default_name: v.string(),
});
export type DistributionCreateData = v.InferOutput<typeof distributionCreateDataSchema>;

export const distributionDeletedSchema = v.object({ id: v.string(), deleted: v.literal(true) });
export type DistributionDeleted = v.InferOutput<typeof distributionDeletedSchema>;
