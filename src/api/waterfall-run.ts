import * as v from 'valibot';

/**
 * A waterfall run (issue 18): the durable background job that runs a distribution's waterfalls
 * (POST .../fund-family-event/{eventId}/waterfall-run/create-and-run/ and /upsert-and-run/). Its
 * progress is one row of ours, read in one select; the waterfallRun machine (idle → queued →
 * running → succeeded | failed → retried) reads these statuses. "idle" is no run (run: null).
 */
export const WATERFALL_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type WaterfallRunStatus = (typeof WATERFALL_RUN_STATUSES)[number];

/** Spec §8: what the page shows when a run fails; the event stays editable. */
export const waterfallRunFailedMessage = 'Waterfall run failed, contact support.';
/** The event's workflow message while a run is queued or running. */
export const waterfallRunRunningMessage = 'Running the waterfall…';

export const waterfallRunSchema = v.object({
  id: v.string(),
  event_id: v.string(),
  status: v.picklist(WATERFALL_RUN_STATUSES),
  /** Failed: waterfallRunFailedMessage (the cause is logged and in `detail` for support). */
  message: v.nullable(v.string()),
  /** Failed: what went wrong in words, for the support team (may be null). */
  detail: v.nullable(v.string()),
  /** How many times the job started (a job re-run after a crash counts twice). */
  attempts: v.number(),
  queued_at: v.string(),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
});
export type WaterfallRun = v.InferOutput<typeof waterfallRunSchema>;

/** POST .../waterfall-run/create-and-run/ and /upsert-and-run/: no body fields (the event is the input). */
export const waterfallRunRequestSchema = v.object({});
