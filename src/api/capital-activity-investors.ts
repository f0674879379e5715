import * as v from 'valibot';

/**
 * Per-LP reads of the Capital Activity area (issue 17; spec §7 GET /fund-family/{id}/
 * investor-overview and fees-summary-table/). Every figure is integer cents from the ledger
 * through src/domain/ledger-figures (docs/figures.md), one function per figure.
 */

const centsSchema = v.number();

/** One commitment's capital account in brief. */
export const investorOverviewRowSchema = v.object({
  commitment_id: v.string(),
  investor_entity_id: v.string(),
  lp: v.string(),
  fund_entity_id: v.string(),
  fund_entity_name: v.string(),
  is_gp: v.boolean(),
  committed_cents: centsSchema,
  /** Paid-in (the `contributed` figure): what calls and settled equalization brought in. */
  called_cents: centsSchema,
  distributed_cents: centsSchema,
  /** Commitment − paid-in + recallable distributions (`unfunded`). */
  unfunded_cents: centsSchema,
  /** Paid-in as a percent of the commitment, 4 decimals ("21.5000"). */
  percent_called: v.string(),
});
export type InvestorOverviewRow = v.InferOutput<typeof investorOverviewRowSchema>;

/** GET /fund-family/{id}/investor-overview: one row per commitment, by LP name; the sums. */
export const investorOverviewSchema = v.object({
  currency: v.string(),
  rows: v.array(investorOverviewRowSchema),
  total: v.object({
    committed_cents: centsSchema,
    called_cents: centsSchema,
    distributed_cents: centsSchema,
    unfunded_cents: centsSchema,
    percent_called: v.string(),
  }),
});
export type InvestorOverview = v.InferOutput<typeof investorOverviewSchema>;

/**
 * One period of the fees summary: the posted event whose contributions called management fees,
 * with the fee period a computed fee line was charged for (null: the amount was typed).
 */
export const feesSummaryPeriodSchema = v.object({
  event_id: v.string(),
  name: v.string(),
  effective_date: v.string(),
  period_start: v.nullable(v.string()),
  period_end: v.nullable(v.string()),
  total_cents: centsSchema,
});

/**
 * GET /fund-family/{id}/fees-summary-table/: management fees called per period per LP. Only
 * posted contribution rows whose code is classified management_fee count (paid-in fees); a
 * closing's fee true-up is an allocated charge, not a call, and is left out.
 */
export const feesSummaryTableSchema = v.object({
  currency: v.string(),
  periods: v.array(feesSummaryPeriodSchema),
  rows: v.array(
    v.object({
      commitment_id: v.string(),
      lp: v.string(),
      fund_entity_name: v.string(),
      /** Cents per period's event id (0 where the LP paid no fee that period). */
      by_period: v.record(v.string(), centsSchema),
      total_cents: centsSchema,
    }),
  ),
  total_cents: centsSchema,
});
export type FeesSummaryTable = v.InferOutput<typeof feesSummaryTableSchema>;
