import * as v from 'valibot';
import { CAPITAL_CALL_USE_KINDS } from '../domain/capital-call/types';
import type { AuditStep } from '../domain/money';
import { centsSchema } from './cents';
import { closingEqualizationSchema } from './closing-equalization';
import { EVENT_STATES } from './event-state';
import { isoDateSchema, positiveCentsSchema, requiredText, uuidSchema } from './money-input';
import { personSchema } from './person';

/**
 * The HTTP contract of capital calls (issue 17, spec §7 "Fund family and events", "Capital call
 * and notices"): a capital call is a fund family event of type capital_activity, drafted with its
 * uses, allocated through the fund structure, and finalized into ledger contributions.
 */

export { CAPITAL_CALL_USE_KINDS };
export const capitalCallUseKindSchema = v.picklist(CAPITAL_CALL_USE_KINDS, 'Invalid');
export type CapitalCallUseKind = v.InferOutput<typeof capitalCallUseKindSchema>;

/** How each use kind is named on screen. */
export const capitalCallUseKindLabels: Record<CapitalCallUseKind, string> = {
  investment: 'Investment',
  fund_expenses: 'Fund expenses',
  organizational_expenses: 'Organizational expenses',
  working_capital: 'Working capital',
  management_fees: 'Management fees',
  closing_equalization: 'Closing equalization',
  special_contributions: 'Special contributions',
};

/** Spec §5. */
export const dueDateBeforeNoticeDate = 'Due Date cannot be before Notice Date.';

/** Cents, zero or more: an override of 0 lets an LP off the line. */
const overrideCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(0, 'Greater than or equal to 0'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

/** The fee engine's words when a fee period ends before it starts. */
export const feePeriodEndBeforeStart = 'The fee period end must not be before its start.';
/** A management fees line computed for a fee period carries none: the engine's amounts stand. */
export const computedFeeTakesNoOverrides =
  'A management fee computed by the fee engine takes no overrides.';
export const feePeriodOnlyForFees = 'Only a management fees line is computed for a fee period.';
export const amountOrFeePeriodRequired = 'Enter an amount (or, for management fees, a fee period).';
export const transactionCodeRequired = 'Required';
export const closingsOnlyForEqualization = 'Only a closing equalization line settles closings.';
export const oneEqualizationLine = 'A call settles closing equalization on one line only.';
export const noOutstandingEqualization = 'No closing equalization is outstanding to settle.';
export const perCommitmentOnlyForSpecial =
  'Only a special contributions line takes amounts per LP.';
export const specialNeedsAmounts = 'Enter an amount for at least one LP.';

/**
 * Amounts entered per commitment (a special contributions line): each LP is called exactly its
 * amount; nothing is allocated through the structure.
 */
export const perCommitmentSchema = v.pipe(
  v.array(v.object({ commitment_id: uuidSchema, amount_cents: overrideCentsSchema })),
  v.maxLength(20_000, 'At most 20000 items'),
);

/** A fee period, both ends inclusive (the fee engine's posting period). */
export const feePeriodSchema = v.pipe(
  v.object({ start: isoDateSchema, end: isoDateSchema }),
  v.forward(
    v.check((p) => p.end >= p.start, feePeriodEndBeforeStart),
    ['end'],
  ),
);
export type FeePeriodInput = v.InferOutput<typeof feePeriodSchema>;

/** One use (line) of a call as the client sends it. */
export const capitalCallUseInputSchema = v.pipe(
  v.object({
    kind: capitalCallUseKindSchema,
    /** Free text until investments exist (an investment's name, the expense, the fee period). */
    description: requiredText(200),
    /**
     * The line's amount. Left out (or ignored) on a management fees line with a fee_period: the
     * server fills it with the fee engine's total.
     */
    amount_cents: v.optional(positiveCentsSchema),
    /**
     * Management fees only: computed, not typed. The fee engine computes each commitment's fee for
     * this period from the fund's stored fee terms (issue 17 step 2); each LP is called exactly its
     * fee (fee-exempt classes 0) and the line's amount is their sum.
     */
    fee_period: v.optional(v.nullable(feePeriodSchema)),
    /**
     * Name of a transaction code of the fund family that calls capital (create-data lists them).
     * Not on a closing equalization line: it settles the closing's own rows under their codes.
     */
    transaction_code: v.optional(requiredText(100)),
    /**
     * Closing equalization only: the closings (their fund family event ids) whose outstanding
     * equalization the line settles; left out: every closing on or before the due date with
     * equalization outstanding. The amounts are the closings', never typed.
     */
    closing_event_ids: v.optional(
      v.pipe(v.array(uuidSchema), v.maxLength(100, 'At most 100 items')),
    ),
    /**
     * Special contributions only: each LP's amount, entered per commitment (spec §7
     * special-contribution); the line's amount is their sum. They count against unfunded.
     */
    per_commitment: v.optional(perCommitmentSchema),
    /**
     * Amounts set by hand per commitment: those take exactly that amount, the rest of the line is
     * allocated through the structure over the others. Empty: allocated through the structure.
     */
    overrides: v.optional(
      v.pipe(
        v.array(v.object({ commitment_id: uuidSchema, amount_cents: overrideCentsSchema })),
        v.maxLength(20_000, 'At most 20000 items'),
      ),
      [],
    ),
  }),
  v.forward(
    v.check(
      (use) =>
        use.amount_cents !== undefined ||
        !!use.fee_period ||
        use.kind === 'closing_equalization' ||
        use.kind === 'special_contributions',
      amountOrFeePeriodRequired,
    ),
    ['amount_cents'],
  ),
  v.forward(
    v.check(
      (use) => use.transaction_code !== undefined || use.kind === 'closing_equalization',
      transactionCodeRequired,
    ),
    ['transaction_code'],
  ),
  v.forward(
    v.check(
      (use) => use.closing_event_ids === undefined || use.kind === 'closing_equalization',
      closingsOnlyForEqualization,
    ),
    ['closing_event_ids'],
  ),
  v.forward(
    v.check(
      (use) => use.per_commitment === undefined || use.kind === 'special_contributions',
      perCommitmentOnlyForSpecial,
    ),
    ['per_commitment'],
  ),
  v.forward(
    v.check(
      (use) => use.kind !== 'special_contributions' || use.per_commitment !== undefined,
      specialNeedsAmounts,
    ),
    ['per_commitment'],
  ),
  v.forward(
    v.check((use) => !use.fee_period || use.kind === 'management_fees', feePeriodOnlyForFees),
    ['fee_period'],
  ),
);
export type CapitalCallUseInput = v.InferOutput<typeof capitalCallUseInputSchema>;

/**
 * POST /api/fund-family/{id}/fund-family-event/ (create a draft call) and PUT
 * /api/fund-family/{id}/fund-family-event/{eventId}/ (replace a draft's fields and uses).
 */
export const capitalCallInputSchema = v.pipe(
  v.object({
    /** Optional; "Capital call N" when left out. */
    name: v.optional(v.nullable(requiredText(200)), null),
    notice_date: isoDateSchema,
    /** The contributions' effective date (spec §3: cash flow effective date is the due date). */
    due_date: isoDateSchema,
    /**
     * The allocation rule graph of the fund family the uses are allocated through (its version in
     * force on the due date); null: the default, pro rata by commitment.
     */
    allocation_rule_graph_id: v.optional(v.nullable(uuidSchema), null),
    uses: v.pipe(
      v.array(capitalCallUseInputSchema),
      v.minLength(1, 'At least 1 items'),
      v.maxLength(50, 'At most 50 items'),
    ),
  }),
  v.forward(
    v.check((call) => call.due_date >= call.notice_date, dueDateBeforeNoticeDate),
    ['due_date'],
  ),
);
export type CapitalCallInput = v.InferOutput<typeof capitalCallInputSchema>;

/** A use as stored, with its id (the breakdown keys its columns by it). */
export const capitalCallUseSchema = v.object({
  id: v.string(),
  kind: capitalCallUseKindSchema,
  description: v.string(),
  amount_cents: centsSchema,
  transaction_code: v.string(),
  overrides: v.array(v.object({ commitment_id: v.string(), amount_cents: centsSchema })),
  /** Set: a management fee computed by the fee engine for this period (amount_cents is its total). */
  fee_period: v.optional(v.nullable(v.object({ start: v.string(), end: v.string() }))),
  /** How a computed fee was taken from the engine: the fund's capital call methodology then. */
  fee_methodology: v.optional(v.nullable(v.picklist(['gross', 'net']))),
  /** Closing equalization: the closings it settles (as sent, or every outstanding one). */
  closing_event_ids: v.optional(v.array(v.string())),
  /** Closing equalization: what it settles per LP (amount_cents is capital paid − returned). */
  equalization: v.optional(closingEqualizationSchema),
  /** Special contributions: each LP's amount as entered (LPs left out are called nothing). */
  per_commitment: v.optional(
    v.array(v.object({ commitment_id: v.string(), amount_cents: centsSchema })),
  ),
});
export type CapitalCallUse = v.InferOutput<typeof capitalCallUseSchema>;

/**
 * A use as the server stores it: a computed fee keeps the engine's cents per commitment and each
 * commitment's audit steps (shown per LP in the breakdown's fee_audit). Not sent with the event.
 */
export type StoredCapitalCallUse = CapitalCallUse & {
  fee_by_commitment?: Record<string, number>;
  fee_audit?: Record<string, AuditStep[]>;
  /**
   * A cancel-correct's line the user did not edit: each commitment's cents exactly as the call it
   * corrects posted them (its finalized breakdown), so the correction changes only what was
   * edited. The line is not allocated again (cancel-correct-kept-lines.ts).
   */
  kept_by_commitment?: Record<string, number>;
  /**
   * Closing equalization: the outstanding ledger rows the line settles, as drafted. Finalize
   * posts exactly these, and refuses (409) when one is no longer outstanding as drafted.
   */
  settles?: SettledRow[];
};

/** One outstanding closing equalization row a call settles, as the draft saw it. */
export type SettledRow = {
  transaction_id: number;
  closing_event_id: string;
  commitment_id: string;
  kind:
    | 'equalization_paid'
    | 'equalization_received'
    | 'equalization_interest_paid'
    | 'equalization_interest_received';
  amount_cents: number;
};

/** One step of the fee engine's audit (src/domain/money AuditStep). */
export const auditStepSchema = v.object({
  step: v.string(),
  formula: v.optional(v.string()),
  inputs: v.optional(
    v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  ),
  value: v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  unit: v.optional(v.literal('cents')),
  note: v.optional(v.string()),
});

/** A line refused for one LP: it would call past the LP's unfunded commitment. */
export const capitalCallRefusalSchema = v.object({
  commitment_id: v.string(),
  lp: v.string(),
  use_id: v.string(),
  use: v.string(),
  called_cents: centsSchema,
  unfunded_cents: centsSchema,
  excess_cents: centsSchema,
  message: v.string(),
});
export type CapitalCallRefusal = v.InferOutput<typeof capitalCallRefusalSchema>;

export const CAPITAL_CALL_CHECK_IDS = [
  'use_sums',
  'money_back_only_equalization',
  'paid_in_plus_unfunded',
  'unfunded_not_negative',
  'ledger_equals_event',
] as const;

/** One failed invariant: the LP (null for a whole line), the figure and the difference. */
export const invariantFailureSchema = v.object({
  check: v.picklist(CAPITAL_CALL_CHECK_IDS),
  commitment_id: v.nullable(v.string()),
  lp: v.nullable(v.string()),
  figure: v.string(),
  expected_cents: centsSchema,
  actual_cents: centsSchema,
  difference_cents: centsSchema,
  message: v.string(),
});
export type InvariantFailure = v.InferOutput<typeof invariantFailureSchema>;

/** One check of the review step, shown as a tick (not_run: the ledger check before posting). */
export const invariantCheckSchema = v.object({
  id: v.picklist(CAPITAL_CALL_CHECK_IDS),
  label: v.string(),
  status: v.picklist(['passed', 'failed', 'not_run']),
  failures: v.array(invariantFailureSchema),
});
export type InvariantCheck = v.InferOutput<typeof invariantCheckSchema>;

/** GET /api/fund-family/{id}/fund-family-event/{eventId}/ (and the answer of POST, PUT, finalize). */
export const capitalCallEventSchema = v.object({
  id: v.string(),
  fund_family_id: v.string(),
  event_type: v.literal('capital_activity'),
  name: v.string(),
  state: v.picklist(EVENT_STATES),
  /** Spec §3 event workflow status (polled every second while it runs). */
  is_running: v.boolean(),
  workflow_message: v.nullable(v.string()),
  notice_date: v.string(),
  due_date: v.string(),
  /** The ledger date of its rows (the due date). */
  effective_date: v.string(),
  allocation_rule_graph_id: v.nullable(v.string()),
  uses: v.array(capitalCallUseSchema),
  total_cents: centsSchema,
  created_by: personSchema,
  created_at: v.string(),
  finalized_by: personSchema,
  finalized_at: v.nullable(v.string()),
  /** Lines refused for an LP; a call with any cannot be finalized. Empty once finalized. */
  refusals: v.array(capitalCallRefusalSchema),
  /** The invariants: live for a draft, as proven at finalization for a completed call. */
  checks: v.array(invariantCheckSchema),
  /** Whether this user may finalize it now (approve permission and maker-checker). */
  can_finalize: v.boolean(),
  /** Why not, in words, when can_finalize is false. */
  finalize_blocked_reason: v.nullable(v.string()),
});
export type CapitalCallEvent = v.InferOutput<typeof capitalCallEventSchema>;

/** A transaction code a use can post under (a contribution called from partners). */
export const capitalCallCodeSchema = v.object({
  name: v.string(),
  display_name: v.string(),
  classification: v.string(),
  is_recallable: v.boolean(),
});

/** GET /api/fund-family/{id}/capital-call/create-data: what the new-call form offers. */
export const capitalCallCreateDataSchema = v.object({
  use_kinds: v.array(
    v.object({
      kind: capitalCallUseKindSchema,
      label: v.string(),
      /** The code proposed for the kind (null when the fund has none that fits). */
      default_transaction_code: v.nullable(v.string()),
    }),
  ),
  transaction_codes: v.array(capitalCallCodeSchema),
  /** The commitments a call reaches (for overrides), with their unfunded commitment today. */
  commitments: v.array(
    v.object({
      commitment_id: v.string(),
      investor_entity_id: v.string(),
      lp: v.string(),
      fund_entity_id: v.string(),
      fund_entity_name: v.string(),
      committed_cents: centsSchema,
      unfunded_cents: centsSchema,
      fee_exempt: v.boolean(),
    }),
  ),
  /** "Capital call N" for the next call. */
  default_name: v.string(),
  /**
   * Closing equalization outstanding today (every completed closing's draft rows not yet settled):
   * the form offers a closing equalization line, ticked, when there is any.
   */
  outstanding_equalization: closingEqualizationSchema,
});
export type CapitalCallCreateData = v.InferOutput<typeof capitalCallCreateDataSchema>;

/** DELETE /api/fund-family/{id}/fund-family-event/{eventId} and /capital-call/{eventId}: a draft only. */
export const capitalCallDeletedSchema = v.object({ id: v.string(), deleted: v.literal(true) });
export type CapitalCallDeleted = v.InferOutput<typeof capitalCallDeletedSchema>;
