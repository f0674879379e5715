import * as v from 'valibot';
import { uuidSchema } from './money-input';

/**
 * Issue 21, the Events admin (spec §2, §4, §7 customer-event-admin): rollback and refresh of a
 * fund family's past events, each previewed per LP and transaction code before it posts.
 */

/** A rollback starts at a chosen event and takes every later one (spec §4). */
export const rollbackKinds = ['soft', 'hard'] as const;
export type RollbackKind = (typeof rollbackKinds)[number];

/** The runs the event_corrections table records (its `kind` column). */
export const eventCorrectionKinds = ['soft_rollback', 'hard_rollback', 'refresh'] as const;
export type EventCorrectionKind = (typeof eventCorrectionKinds)[number];

/** Spec §5. */
export const noEventsSelectedMessage = 'No events were selected for rollback.';
/** Spec §8. */
export const unableToRefreshMessage = 'Unable to refresh event.';
/** The 409 a confirmation gets when the ledger moved after its preview was made. */
export const stalePreviewMessage =
  'The ledger changed since this preview was made: preview again before confirming.';
/** The 409 a correction gets while a refresh of the same fund family is still running. */
export const correctionRunningMessage =
  'A refresh of this fund family is running: wait for it to finish before another correction.';
/** An event's workflow message while a refresh job holds it (the event pages' polling shows it). */
export const eventRefreshingMessage = 'The event is being refreshed.';
/** Spec §4: transaction code configuration events cannot be rolled back. */
export const configurationNotRollbackMessage =
  'Transaction code configuration events cannot be rolled back.';

/** GET /customer-event-admin/?fundFamilyId= */
export const customerEventAdminQuerySchema = v.object({ fundFamilyId: uuidSchema });

/** POST /customer-event-admin/rollback-preview/: what a rollback from an event would do. */
export const rollbackPreviewRequestSchema = v.object({
  fund_family_id: uuidSchema,
  /** The chosen event; null or absent selects nothing (the spec's "No events were selected"). */
  from_event_id: v.nullish(uuidSchema),
  kind: v.picklist(rollbackKinds, 'Invalid'),
});
export type RollbackPreviewRequest = v.InferOutput<typeof rollbackPreviewRequestSchema>;

/** The token of the preview the user saw: a confirmation of a stale one is refused (409). */
const previewTokenSchema = v.pipe(v.string(), v.nonEmpty('Required'), v.maxLength(100));

/** POST /customer-event-admin/: the rollback the user confirmed, with its preview's token. */
export const rollbackRequestSchema = v.object({
  fund_family_id: uuidSchema,
  from_event_id: v.nullish(uuidSchema),
  kind: v.picklist(rollbackKinds, 'Invalid'),
  token: previewTokenSchema,
});
export type RollbackRequest = v.InferOutput<typeof rollbackRequestSchema>;

/** POST /customer-event-admin/refresh-preview/: what refreshing the out-of-date events does. */
export const eventRefreshPreviewRequestSchema = v.object({ fund_family_id: uuidSchema });

/** POST /customer-event-admin/refresh/: the refresh the user confirmed. */
export const eventRefreshRequestSchema = v.object({
  fund_family_id: uuidSchema,
  token: previewTokenSchema,
});
export type RefreshRequest = v.InferOutput<typeof eventRefreshRequestSchema>;

/** One event of the fund family as the Events admin lists it (oldest first). */
export type CustomerEvent = {
  id: string;
  name: string;
  event_type: string;
  effective_date: string;
  sequence: number;
  state: 'draft' | 'in_progress' | 'completed' | 'out_of_date' | 'cancelled';
  /**
   * Its ledger rows now, drafts included (a closing's outstanding equalization): what a rollback
   * takes. Rows a soft rollback set aside are not counted.
   */
  ledger_rows: number;
  /** The sum of its posted (not draft) rows. */
  total_posted_cents: number;
  /** Rows a soft rollback set aside, waiting for a refresh. */
  set_aside_rows: number;
  /** Whether a refresh knows how to recompute this type of event from its stored inputs. */
  refreshable: boolean;
  /** False for transaction code configuration events (spec §4). */
  may_roll_back: boolean;
};

export type CustomerEventList = {
  fund_family_id: string;
  events: CustomerEvent[];
  /** Spec §3 flag: soft rollback and refresh for users who are not internal. */
  soft_rollback_and_refresh_allowed: boolean;
  corrections: EventCorrectionRun[];
};

/** /admin/events/{customerEventId}: the event and the stored inputs it was computed from. */
export type CustomerEventDetails = CustomerEvent & {
  fund_family_id: string;
  created_at: string;
  /** The event's own record (a call's uses and dates, a distribution's sources, …); null if none. */
  create_data: { source: string; record: Record<string, unknown> } | null;
};

/** One LP (commitment; null for fund-level rows) and transaction code of the preview grid. */
export type CorrectionPreviewLine = {
  commitment_id: string | null;
  investor_name: string;
  fund_entity_name: string;
  transaction_code: string;
  transaction_code_name: string;
  before_cents: number;
  after_cents: number;
  change_cents: number;
};

export type CorrectionPreviewEvent = {
  id: string;
  name: string;
  event_type: string;
  effective_date: string;
  state_before: CustomerEvent['state'];
  /** 'deleted' after a hard rollback. */
  state_after: CustomerEvent['state'] | 'deleted';
  ledger_rows: number;
  refreshable: boolean;
};

export type CorrectionTotals = { before_cents: number; change_cents: number; after_cents: number };

/** What a rollback or refresh would do, per LP and code; nothing has posted yet. */
export type CorrectionPreview = {
  kind: EventCorrectionKind;
  fund_family_id: string;
  from_event_id: string | null;
  /** Fingerprint of the fund family's events and ledger rows when the preview was made. */
  token: string;
  events: CorrectionPreviewEvent[];
  /** Ledger rows that leave (rollback) or are posted anew (refresh). */
  row_count: number;
  /**
   * Rows of earlier events that these events settled (closing equalization a call posted in
   * place): drafted again by a rollback, settled again by a refresh.
   */
  settled_rows: number;
  lines: CorrectionPreviewLine[];
  totals: CorrectionTotals;
  /** The LPs whose notices would change (become out of date, or go with their event). */
  notice_lps: { commitment_id: string; lp: string }[];
  /** A refresh that would stop: the event it stops at and why (spec §8). */
  stops_at: { event_id: string; message: string } | null;
};

/** The totals of a run: before it started, what it changed so far, and after. */
const correctionTotalsSchema = v.object({
  before_cents: v.number(),
  change_cents: v.number(),
  after_cents: v.number(),
});

/**
 * One recorded rollback or refresh run (event_corrections). A refresh runs as a background job:
 * `running` with `done_count` of `event_ids` refreshed so far, then done or failed.
 */
export const eventCorrectionRunSchema = v.object({
  id: uuidSchema,
  kind: v.picklist(eventCorrectionKinds),
  state: v.picklist(['running', 'done', 'failed']),
  from_event_id: v.nullable(uuidSchema),
  event_ids: v.array(uuidSchema),
  done_count: v.number(),
  message: v.nullable(v.string()),
  failed_event_id: v.nullable(uuidSchema),
  /** The preview the user confirmed (its token); a refresh's totals are its posted ledger so far. */
  preview: v.intersect([v.object({ token: v.string() }), correctionTotalsSchema]),
  created_by: uuidSchema,
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type EventCorrectionRun = v.InferOutput<typeof eventCorrectionRunSchema>;

/** POST /customer-event-admin/refresh/ answers 202: the run recorded, its job queued. */
export const refreshStartedSchema = v.object({ correction: eventCorrectionRunSchema });
export type RefreshStarted = v.InferOutput<typeof refreshStartedSchema>;
