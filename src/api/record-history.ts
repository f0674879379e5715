import * as v from 'valibot';

/** The machines whose records have a history: the registry names (machines/index.ts). */
export const recordHistoryMachines = ['closing', 'capitalEvent'] as const;

/** One state change of a record, read from the audit log. */
export const recordTransitionSchema = v.object({
  /** When it happened (ISO 8601). */
  at: v.string(),
  /** Who made it (their email), null when no user is recorded. */
  by: v.nullable(v.string()),
  /** The machine's event that made it, e.g. 'closing.reject'. */
  event: v.string(),
  from: v.string(),
  to: v.string(),
});

/**
 * GET /closing/{closingId}/history/ and /fund-family/{id}/fund-family-event/{eventId}/history/
 * (internal users): the record's machine, its current state and its state changes oldest
 * first, for the workflow chart to draw the path the record took.
 */
export const recordHistorySchema = v.object({
  machine: v.picklist(recordHistoryMachines),
  state: v.string(),
  transitions: v.array(recordTransitionSchema),
});

export type RecordTransition = v.InferOutput<typeof recordTransitionSchema>;
export type RecordHistory = v.InferOutput<typeof recordHistorySchema>;
