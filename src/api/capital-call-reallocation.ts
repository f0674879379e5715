import * as v from 'valibot';
import { personSchema } from './person';
import { capitalCallUseKindSchema } from './capital-call';
import { EVENT_STATES } from './event-state';
import { isoDateSchema, uuidSchema } from './money-input';

/**
 * The HTTP contract of a capital call reallocation (issue 17 item 6, spec §2
 * calls/reallocation/{reallocationFundFamilyEventId}: update, overview, review): a finalized
 * call's amounts re-split among its LPs (a defaulting LP, a late admission) as a fund family
 * event of its own (event type capital_call_reallocation) that posts only the differences.
 * Each use keeps its total: a reallocation moves money between LPs, it never changes the call.
 */

/** Spec §3 fund family event type. */
export const CAPITAL_CALL_REALLOCATION_EVENT_TYPE = 'capital_call_reallocation';

/** Cents, zero or more: a new amount of 0 takes an LP off the use. */
const newAmountCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(0, 'Greater than or equal to 0'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

/** One LP's new amount for one use of the call. */
export const reallocationAmountSchema = v.object({
  use_id: v.pipe(v.string(), v.minLength(1, 'Required'), v.maxLength(100, 'Too long')),
  commitment_id: uuidSchema,
  amount_cents: newAmountCentsSchema,
});
export type ReallocationAmount = v.InferOutput<typeof reallocationAmountSchema>;

/** POST /api/fund-family/{id}/capital-call/{eventId}/reallocation: a draft for a finalized call. */
export const capitalCallReallocationCreateSchema = v.object({
  /** The date the differences post on; today when left out. Not before the call's due date. */
  effective_date: v.optional(v.nullable(isoDateSchema), null),
});
export type CapitalCallReallocationCreate = v.InferOutput<
  typeof capitalCallReallocationCreateSchema
>;

/**
 * PUT /api/fund-family/{id}/capital-call-reallocation/{reallocationEventId}: the draft's date and
 * new amounts. An LP and use left out keeps the amount posted so far; each pair at most once.
 */
export const capitalCallReallocationUpdateSchema = v.object({
  effective_date: isoDateSchema,
  amounts: v.pipe(v.array(reallocationAmountSchema), v.maxLength(200_000, 'At most 200000 items')),
});
export type CapitalCallReallocationUpdate = v.InferOutput<
  typeof capitalCallReallocationUpdateSchema
>;

/** The words of the refusals, shared by the server's 400/409 and the tests. */
export const reallocationEffectiveDateBeforeCall = (dueDate: string) =>
  `The reallocation cannot be effective before the call's due date (${dueDate}).`;

/** The checks that gate posting a reallocation (DESIGN.md "Actions people trust"). */
export const CAPITAL_CALL_REALLOCATION_CHECK_IDS = [
  'use_totals_unchanged',
  'differences_sum_to_zero',
  'within_unfunded',
  'paid_in_plus_unfunded',
  'ledger_matches_call',
  'ledger_equals_new_amounts',
] as const;
export type CapitalCallReallocationCheckId = (typeof CAPITAL_CALL_REALLOCATION_CHECK_IDS)[number];

/** One failed check: the use and LP (null for a use as a whole), the figure and the difference. */
export const reallocationFailureSchema = v.object({
  check: v.picklist(CAPITAL_CALL_REALLOCATION_CHECK_IDS),
  use_id: v.nullable(v.string()),
  commitment_id: v.nullable(v.string()),
  lp: v.nullable(v.string()),
  figure: v.string(),
  expected_cents: v.number(),
  actual_cents: v.number(),
  /** actual − expected. */
  difference_cents: v.number(),
  message: v.string(),
});
export type ReallocationFailure = v.InferOutput<typeof reallocationFailureSchema>;

/** One check of the review step (not_run: read back from the ledger only when posting). */
export const reallocationCheckSchema = v.object({
  id: v.picklist(CAPITAL_CALL_REALLOCATION_CHECK_IDS),
  label: v.string(),
  status: v.picklist(['passed', 'failed', 'not_run']),
  failures: v.array(reallocationFailureSchema),
});
export type ReallocationCheck = v.InferOutput<typeof reallocationCheckSchema>;

/** A use of the call as the reallocation moves it: its total never changes. */
export const reallocationUseSchema = v.object({
  id: v.string(),
  kind: capitalCallUseKindSchema,
  description: v.string(),
  transaction_code: v.string(),
  /** The code recalls capital: an LP may take more of it than its unfunded commitment. */
  is_recallable: v.boolean(),
  /** The use's total as posted (what the new amounts must sum to). */
  amount_cents: v.number(),
  /** The new amounts' sum; differs from amount_cents only in a draft that is not balanced. */
  new_total_cents: v.number(),
});
export type ReallocationUse = v.InferOutput<typeof reallocationUseSchema>;

const beforeAfterSchema = v.object({
  before_cents: v.number(),
  after_cents: v.number(),
  /** after − before: what the reallocation posts (negative: a reduction of the contribution). */
  difference_cents: v.number(),
});
export type BeforeAfter = v.InferOutput<typeof beforeAfterSchema>;

/** One LP of the reallocation: per use before/after/difference, its paid-in and unfunded. */
export const reallocationRowSchema = v.object({
  commitment_id: v.string(),
  lp: v.string(),
  fund_entity_name: v.string(),
  committed_cents: v.number(),
  by_use: v.record(v.string(), beforeAfterSchema),
  /** The LP's part of the call, all uses. */
  called: beforeAfterSchema,
  /** Paid-in (src/domain/ledger-figures) before the reallocation posts, and after it. */
  paid_in: beforeAfterSchema,
  /** Unfunded commitment before and after (after = before − the LP's difference). */
  unfunded: beforeAfterSchema,
});
export type ReallocationRow = v.InferOutput<typeof reallocationRowSchema>;

/** GET /api/fund-family/{id}/capital-call-reallocation/{reallocationEventId} (and the writes' answer). */
export const capitalCallReallocationSchema = v.object({
  id: v.string(),
  fund_family_id: v.string(),
  event_type: v.literal(CAPITAL_CALL_REALLOCATION_EVENT_TYPE),
  name: v.string(),
  state: v.picklist(EVENT_STATES),
  is_running: v.boolean(),
  workflow_message: v.nullable(v.string()),
  /** The date the differences post on. */
  effective_date: v.string(),
  capital_call: v.object({
    id: v.string(),
    name: v.string(),
    due_date: v.string(),
  }),
  uses: v.array(reallocationUseSchema),
  rows: v.array(reallocationRowSchema),
  total: v.object({
    by_use: v.record(v.string(), beforeAfterSchema),
    called: beforeAfterSchema,
    paid_in: beforeAfterSchema,
    unfunded: beforeAfterSchema,
  }),
  /** Live for a draft; as proven when posting for a completed reallocation. */
  checks: v.array(reallocationCheckSchema),
  created_by: personSchema,
  created_at: v.string(),
  finalized_by: personSchema,
  finalized_at: v.nullable(v.string()),
  /** Whether this user may finalize it now (approve permission, checks, maker-checker). */
  can_finalize: v.boolean(),
  finalize_blocked_reason: v.nullable(v.string()),
});
export type CapitalCallReallocation = v.InferOutput<typeof capitalCallReallocationSchema>;

/** DELETE /api/fund-family/{id}/capital-call-reallocation/{reallocationEventId}: a draft only. */
export const capitalCallReallocationDeletedSchema = v.object({
  id: v.string(),
  deleted: v.literal(true),
});
export type CapitalCallReallocationDeleted = v.InferOutput<
  typeof capitalCallReallocationDeletedSchema
>;

/** GET /api/fund-family/{id}/capital-call/{eventId}/reallocations: a call's reallocations, oldest first. */
export const capitalCallReallocationListSchema = v.object({
  reallocations: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      state: v.picklist(EVENT_STATES),
      effective_date: v.string(),
      finalized_at: v.nullable(v.string()),
    }),
  ),
});
export type CapitalCallReallocationList = v.InferOutput<typeof capitalCallReallocationListSchema>;
