import * as v from 'valibot';
import { capitalCallCreateDataSchema, capitalCallEventSchema } from './capital-call';
import { EVENT_STATES } from './event-state';

/**
 * The HTTP contract of any fund family event's reads (issue 17; spec §7 "Fund family and events":
 * GET /fund-family/{id}/fund-family-event/{eventId}, transaction-map, outstanding-offsets-to-call,
 * GET /fund-family/{id}/capital-activity/{eventId}/edit). A capital call answers its own richer
 * shape (src/api/capital-call.ts); every other event (a closing, an adjustment, a transfer)
 * answers the §4 event-polling shape below.
 */

const centsSchema = v.number();

/**
 * GET fund-family-event/{eventId} of an event that is not a capital call: what §4 event polling
 * reads every second (state, is_running, workflow_message) and what the list names it by.
 */
export const fundFamilyEventSchema = v.object({
  id: v.string(),
  fund_family_id: v.string(),
  /** Spec §3 fund family event type (closing, adjustment, investor_transfer, ...). */
  event_type: v.string(),
  name: v.string(),
  /** The event's ledger date. */
  effective_date: v.string(),
  state: v.picklist(EVENT_STATES),
  /** Spec §3 event workflow status. */
  is_running: v.boolean(),
  workflow_message: v.nullable(v.string()),
  created_at: v.string(),
});
export type FundFamilyEvent = v.InferOutput<typeof fundFamilyEventSchema>;

/** The event GET's answer: a capital call's own shape, or any other event's polling shape. */
export const anyFundFamilyEventSchema = v.union([capitalCallEventSchema, fundFamilyEventSchema]);

/** One ledger row the event posted (or left outstanding), opened from the transaction map. */
export const transactionMapRowSchema = v.object({
  /** The ledger row's id (the commitment activity's drill-down keys on it). */
  id: v.number(),
  commitment_id: v.nullable(v.string()),
  investor_entity_id: v.nullable(v.string()),
  /** The partner's name; null for a row of the fund entity itself. */
  lp: v.nullable(v.string()),
  effective_date: v.string(),
  /** As stored (docs/figures.md): positive in the direction the code names. */
  amount_cents: centsSchema,
  /** Outstanding (not posted): a closing's equalization until a capital event settles it. */
  is_draft: v.boolean(),
});

/** The rows of one transaction code in one fund entity. */
export const transactionMapGroupSchema = v.object({
  transaction_code: v.string(),
  code_display_name: v.string(),
  classification: v.string(),
  fund_entity_id: v.string(),
  fund_entity_name: v.string(),
  /** Sums of the group's posted and outstanding rows, apart (never added together). */
  posted_cents: centsSchema,
  outstanding_cents: centsSchema,
  row_count: v.number(),
  rows: v.array(transactionMapRowSchema),
});
export type TransactionMapGroup = v.InferOutput<typeof transactionMapGroupSchema>;

/**
 * GET fund-family-event/{eventId}/transaction-map: every ledger row the event wrote, grouped by
 * code and fund entity (ordered by code, then entity name), each row with its commitment so it
 * opens that commitment's activity.
 */
export const transactionMapSchema = v.object({
  event_id: v.string(),
  event_type: v.string(),
  currency: v.string(),
  groups: v.array(transactionMapGroupSchema),
  row_count: v.number(),
});
export type TransactionMap = v.InferOutput<typeof transactionMapSchema>;

/**
 * GET fund-family-event/{eventId}/outstanding-offsets-to-call: fee offsets (transaction,
 * placement, organization fees received by the manager) not yet applied against a management
 * fee. `reason` says why the list is empty when the product cannot hold any.
 */
export const outstandingOffsetsSchema = v.object({
  event_id: v.string(),
  offsets: v.array(
    v.object({
      commitment_id: v.string(),
      lp: v.string(),
      offset_type: v.string(),
      amount_cents: centsSchema,
    }),
  ),
  reason: v.nullable(v.string()),
});
export type OutstandingOffsets = v.InferOutput<typeof outstandingOffsetsSchema>;

/**
 * GET /fund-family/{id}/capital-activity/{eventId}/edit: what the edit page needs for any event
 * type. A draft capital call comes with its form's options; any other event says where it is
 * changed (a closing on its own page) or why it cannot be.
 */
export const capitalActivityEditSchema = v.object({
  event: fundFamilyEventSchema,
  editable: v.boolean(),
  /** Why not, in words, when editable is false. */
  not_editable_reason: v.nullable(v.string()),
  /** The app page that edits or shows the event (relative to the fund family). */
  page: v.string(),
  /** Set for a capital call: the call as its page shows it. */
  capital_call: v.nullable(capitalCallEventSchema),
  /** Set for a draft capital call: the form's options (codes, use kinds, commitments). */
  create_data: v.nullable(capitalCallCreateDataSchema),
});
export type CapitalActivityEdit = v.InferOutput<typeof capitalActivityEditSchema>;
