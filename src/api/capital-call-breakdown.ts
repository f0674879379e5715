import * as v from 'valibot';
import { auditStepSchema, capitalCallRefusalSchema, capitalCallUseSchema } from './capital-call';
import { EVENT_STATES } from './event-state';
import { centsSchema } from './cents';
import { uuidSchema } from './money-input';

/** One LP's line of the allocation: per use and in total, before and after the call. */
export const capitalCallBreakdownRowSchema = v.object({
  commitment_id: v.string(),
  investor_entity_id: v.string(),
  lp: v.string(),
  fund_entity_id: v.string(),
  fund_entity_name: v.string(),
  committed_cents: centsSchema,
  /** Cents per use id. */
  by_use: v.record(v.string(), centsSchema),
  /** Use ids whose amount for this LP was set by hand. */
  overridden_use_ids: v.array(v.string()),
  called_cents: centsSchema,
  contributed_before_cents: centsSchema,
  contributed_after_cents: centsSchema,
  unfunded_before_cents: centsSchema,
  unfunded_after_cents: centsSchema,
  /** This call as a percent of the commitment, 4 decimals ("21.5000"). */
  percent_called: v.string(),
  /** Cumulative paid-in after the call as a percent of the commitment. */
  percent_contributed_after: v.string(),
  /**
   * Closing equalization interest the call settles for the LP: paid − received (positive: the LP
   * pays it; negative: it receives it). Not in called, paid-in or unfunded (not a contribution).
   */
  equalization_interest_cents: v.optional(centsSchema),
  /** Per computed management fee use id: how the fee engine computed this LP's fee. */
  fee_audit: v.optional(v.record(v.string(), v.array(auditStepSchema))),
});
export type CapitalCallBreakdownRow = v.InferOutput<typeof capitalCallBreakdownRowSchema>;

/**
 * GET /api/fund-family/{id}/capital-call/{eventId}/breakdown, /drawdown-table and
 * /unfunded-breakdown (optional query fund_entity_id): the same rows (one function); each view
 * shows its own columns. Before finalizing "before" is the ledger today; after, the figures
 * kept at finalization.
 */
export const capitalCallBreakdownSchema = v.object({
  event_id: v.string(),
  state: v.picklist(EVENT_STATES),
  uses: v.array(capitalCallUseSchema),
  rows: v.array(capitalCallBreakdownRowSchema),
  total: v.object({
    committed_cents: centsSchema,
    by_use: v.record(v.string(), centsSchema),
    called_cents: centsSchema,
    contributed_before_cents: centsSchema,
    contributed_after_cents: centsSchema,
    unfunded_before_cents: centsSchema,
    unfunded_after_cents: centsSchema,
    percent_called: v.string(),
    percent_contributed_after: v.string(),
  }),
  refusals: v.array(capitalCallRefusalSchema),
});
export type CapitalCallBreakdown = v.InferOutput<typeof capitalCallBreakdownSchema>;

/** Query of the breakdown routes: only the commitments made to one fund entity. */
export const capitalCallBreakdownQuerySchema = v.object({
  fund_entity_id: v.optional(uuidSchema),
});
