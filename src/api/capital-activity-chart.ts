import * as v from 'valibot';

/**
 * The HTTP contract of the Capital Activity page's two charts (issue 17, spec §2 capital-activity,
 * §7 GET /fund-family/{id}/capital-activity/chart and /history/chart). Every figure is integer
 * cents from the ledger through src/domain/ledger-figures (docs/figures.md), shown positive with
 * its label: called is paid-in (contributed), distributed is paid out to the partners.
 */

const centsSchema = v.number();

/** One completed event with what it called and distributed. */
export const capitalActivityChartEventSchema = v.object({
  event_id: v.string(),
  name: v.string(),
  event_type: v.string(),
  effective_date: v.string(),
  called_cents: centsSchema,
  distributed_cents: centsSchema,
});
export type CapitalActivityChartEvent = v.InferOutput<typeof capitalActivityChartEventSchema>;

/** GET capital-activity/chart: each completed event that called or distributed, oldest first. */
export const capitalActivityChartSchema = v.object({
  currency: v.string(),
  events: v.array(capitalActivityChartEventSchema),
});
export type CapitalActivityChart = v.InferOutput<typeof capitalActivityChartSchema>;

/** The fund family's balances at the end of one date on which posted rows fell. */
export const capitalActivityHistoryPointSchema = v.object({
  date: v.string(),
  contributed_cents: centsSchema,
  distributed_cents: centsSchema,
  unfunded_cents: centsSchema,
});
export type CapitalActivityHistoryPoint = v.InferOutput<typeof capitalActivityHistoryPointSchema>;

/** GET capital-activity/history/chart: cumulative contributed, distributed and unfunded by date. */
export const capitalActivityHistoryChartSchema = v.object({
  currency: v.string(),
  points: v.array(capitalActivityHistoryPointSchema),
});
export type CapitalActivityHistoryChart = v.InferOutput<typeof capitalActivityHistoryChartSchema>;
