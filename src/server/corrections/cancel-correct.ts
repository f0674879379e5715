import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { EventCorrectionFacts } from '../../../machines/event-correction.machine';
import { apiErrorCodes } from '../../api/api-error';
import {
  alreadyCancelCorrected,
  equalizationNotCancelCorrected,
  onlyFinalizedCallsCancelCorrect,
  postingDateBeforeOriginal,
  type CancelCorrectPreview,
  type CancelCorrectPreviewRequest,
} from '../../api/cancel-correct';
import { ApiError, invalid } from '../api-error';
import { postCapitalCall } from '../capital-call/capital-call-finalize';
import {
  assertNotRunning,
  checkedDraft,
  loadCall,
  type LoadedCall,
} from '../capital-call/capital-call-service';
import { finishCapitalEventWorkflow } from '../capital-event/capital-event-machine-check';
import type { Database } from '../db/database';
import {
  cancel_corrections,
  capital_calls,
  fund_families,
  fund_family_events,
  transactions,
} from '../db/schema';
import { nextEventSequence } from '../ledger/event-sequence';
import { markNoticesOutOfDate } from '../notice/notice-event-change';
import type { Scope } from '../scope';
import { keptLines } from './cancel-correct-kept-lines';
import { dateReversal, reverseEventRows } from './cancel-correct-reversal';
import {
  ledgerByLpAndCode,
  ledgerFingerprint,
  previewLines,
  previewTotals,
} from './correction-ledger';
import { assertConfirmAllowed, assertPreviewAllowed } from './event-correction-machine-check';
import { dryRun } from './dry-run';
import { noticeHolders, noticeLpsChanged } from './rollback';

/** Who asks and on which day (go_forward posts on it). */
export type CancelCorrector = { userId: string; today: string };

export type CancelCorrectAsk = {
  fundFamilyId: string;
  eventId: string;
  correction: CancelCorrectPreviewRequest;
};

/** The cancel-correct event a preview or confirmation would make: its id once created. */
type Outcome = { preview: CancelCorrectPreview; eventId: string };

/**
 * The correction's posting date (spec §3 cancel correct types, src/api/cancel-correct.ts):
 * life_to_date on the original's due date, go_forward today, custom_date the date chosen, never
 * before the original's due date (400 on posting_date).
 */
export function postingDateOf(
  correction: Pick<CancelCorrectPreviewRequest, 'correction_type' | 'posting_date'>,
  originalDueDate: string,
  today: string,
): string {
  const date =
    correction.correction_type === 'life_to_date'
      ? originalDueDate
      : correction.correction_type === 'go_forward'
        ? today
        : correction.posting_date!;
  if (date < originalDueDate)
    throw invalid(
      {
        [correction.correction_type === 'custom_date' ? 'posting_date' : 'correction_type']: [
          postingDateBeforeOriginal,
        ],
      },
      postingDateBeforeOriginal,
    );
  return date;
}

/** The correction that corrected this call, if one did. */
export async function correctionOf(db: Database, scope: Scope, originalEventId: string) {
  const [row] = await db
    .select()
    .from(cancel_corrections)
    .where(
      and(
        eq(cancel_corrections.customer_id, scope.customerId),
        eq(cancel_corrections.original_event_id, originalEventId),
      ),
    );
  return row ?? null;
}

/**
 * Why this call cannot be cancel-corrected, or null: only a finalized (completed) capital call
 * not corrected before, whose lines settle no closing equalization (a reversal would have to
 * draft the closing's rows again, not built).
 */
export async function cancelCorrectRefusal(
  db: Database,
  scope: Scope,
  loaded: LoadedCall,
): Promise<string | null> {
  if (loaded.event.event_type !== 'capital_activity' || loaded.event.state !== 'completed')
    return onlyFinalizedCallsCancelCorrect;
  if (await correctionOf(db, scope, loaded.event.id)) return alreadyCancelCorrected;
  if (loaded.call.uses.some((use) => use.kind === 'closing_equalization'))
    return equalizationNotCancelCorrected;
  return null;
}

/**
 * The preview's token: the ledger's fingerprint (events and rows) and the correction asked for
 * (type, posting date, lines), so a confirmation whose ledger or inputs differ from the preview
 * the user saw is stale (409).
 */
async function tokenOf(tx: Database, scope: Scope, ask: CancelCorrectAsk, postingDate: string) {
  const asked = createHash('sha256')
    .update(JSON.stringify({ ...ask.correction, posting_date: postingDate, on: ask.eventId }))
    .digest('hex')
    .slice(0, 24);
  return `${await ledgerFingerprint(tx, scope, ask.fundFamilyId)}.${asked}`;
}

/**
 * The cancel-correct itself, in the caller's transaction: a new event of type cancel_correct on
 * the posting date reverses the original call's rows (reverseEventRows) and posts the corrected
 * call, checked as a draft is (checkedDraft): the lines not edited keep the original's cents per
 * LP (keptLines), the edited ones are allocated as of the original's due date, through
 * finalize's own posting and proofs (postCapitalCall) on the posting date. The original stays
 * completed (its rows stand, reversed); its notices go out of date. Answers the preview: per LP
 * and code the ledger before and after, the events touched and the LPs whose notices change.
 */
async function cancelCorrect(
  tx: Database,
  scope: Scope,
  who: CancelCorrector,
  ask: CancelCorrectAsk,
  confirmToken: string | null,
): Promise<Outcome> {
  const original = await loadCall(tx, scope, ask.fundFamilyId, ask.eventId, true);
  // Corrections of a fund family run one at a time (as rollback and refresh do).
  await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(eq(fund_families.id, original.fund.id))
    .for('update');
  assertNotRunning(original.event);
  const refusal = await cancelCorrectRefusal(tx, scope, original);
  if (refusal)
    throw new ApiError({ status: 409, code: apiErrorCodes.invalidTransition, message: refusal });
  const postingDate = postingDateOf(ask.correction, original.call.due_date, who.today);
  const token = await tokenOf(tx, scope, ask, postingDate);
  const facts: EventCorrectionFacts = {
    kind: 'cancel_correct',
    fromEventId: original.event.id,
    previewToken: token,
    eventCount: 2,
  };
  if (confirmToken === null) assertPreviewAllowed(facts);
  else assertConfirmAllowed(facts, confirmToken);

  const before = await ledgerByLpAndCode(tx, scope, ask.fundFamilyId);
  const [{ originalRows } = { originalRows: 0 }] = await tx
    .select({ originalRows: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_event_id, original.event.id),
      ),
    );
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: original.fund.id,
      event_type: 'cancel_correct',
      state: 'in_progress',
      name: ask.correction.name ?? `${original.event.name} (corrected)`,
      effective_date: postingDate,
      sequence: await nextEventSequence(tx, original.fund.id, postingDate),
    })
    .returning();
  // Reversed first on the original's own date, so the corrected call is checked and allocated on
  // the ledger as the original was, as of its due date too (allocation values read the ledger as
  // of that day); the reversal moves to the posting date once the corrected call is posted.
  const reversed = await reverseEventRows(tx, scope, {
    originalEventId: original.event.id,
    cancelCorrectEventId: event!.id,
    effectiveDate: original.call.due_date,
  });
  // Lines the user did not edit keep the original's cents per LP; the edited ones are allocated
  // under the terms in force on the original's due date.
  const uses = await checkedDraft(
    tx,
    scope,
    original.fund,
    {
      name: event!.name,
      notice_date: original.call.notice_date,
      due_date: original.call.due_date,
      allocation_rule_graph_id: original.call.allocation_rule_graph_id,
      uses: ask.correction.uses,
    },
    keptLines(original.call, ask.correction.uses),
  );
  await tx.insert(capital_calls).values({
    fund_family_event_id: event!.id,
    customer_id: scope.customerId,
    fund_family_id: original.fund.id,
    notice_date: original.call.notice_date,
    due_date: original.call.due_date,
    allocation_rule_graph_id: original.call.allocation_rule_graph_id,
    uses,
    created_by: who.userId,
    updated_by: who.userId,
  });
  const corrected = await loadCall(tx, scope, ask.fundFamilyId, event!.id);
  const posted = await postCapitalCall(tx, scope, corrected, undefined, postingDate);
  await dateReversal(tx, scope, event!.id, postingDate);
  const state = finishCapitalEventWorkflow({ workflow: 'finalize' }, 'done');
  await tx.update(fund_family_events).set({ state }).where(eq(fund_family_events.id, event!.id));
  await tx
    .update(capital_calls)
    .set({
      finalized_by: who.userId,
      finalized_at: new Date(),
      finalized_checks: posted.checks,
      finalized_breakdown: posted.draft.figures.rows,
    })
    .where(eq(capital_calls.fund_family_event_id, event!.id));
  const holders = await noticeHolders(tx, scope, [original.event.id]);
  await markNoticesOutOfDate(tx, original.event.id);

  const lines = previewLines(before, await ledgerByLpAndCode(tx, scope, ask.fundFamilyId));
  const totals = previewTotals(lines);
  await tx.insert(cancel_corrections).values({
    fund_family_event_id: event!.id,
    customer_id: scope.customerId,
    fund_family_id: original.fund.id,
    original_event_id: original.event.id,
    correction_type: ask.correction.correction_type,
    posting_date: postingDate,
    preview: { token, ...totals },
    created_by: who.userId,
  });
  return {
    eventId: event!.id,
    preview: {
      kind: 'cancel_correct',
      fund_family_id: original.fund.id,
      from_event_id: original.event.id,
      original_event_id: original.event.id,
      correction_type: ask.correction.correction_type,
      posting_date: postingDate,
      token,
      events: [
        {
          id: original.event.id,
          name: original.event.name,
          event_type: original.event.event_type,
          effective_date: original.event.effective_date,
          state_before: 'completed',
          // Its rows stand, reversed by the correction: it stays completed, marked corrected.
          state_after: 'completed',
          ledger_rows: originalRows,
          refreshable: true,
        },
        {
          id: event!.id,
          name: event!.name,
          event_type: 'cancel_correct',
          effective_date: postingDate,
          // It does not exist before: created and posted at once.
          state_before: 'draft',
          state_after: state,
          ledger_rows: reversed + posted.rows.length,
          refreshable: false,
        },
      ],
      row_count: reversed + posted.rows.length,
      settled_rows: 0,
      lines,
      totals,
      notice_lps: noticeLpsChanged(holders, lines),
      stops_at: null,
    },
  };
}

/** POST cancel-correct-preview/: the cancel-correct run on the ledger and undone. */
export const previewCancelCorrect = (
  db: Database,
  scope: Scope,
  who: CancelCorrector,
  ask: CancelCorrectAsk,
): Promise<CancelCorrectPreview> =>
  dryRun(db, async (tx) => (await cancelCorrect(tx, scope, who, ask, null)).preview);

/**
 * POST cancel-correct/, in the caller's transaction: the same run, kept, when `token` is the
 * preview's the user saw (the ledger and the correction unchanged since; 409 otherwise).
 */
export const confirmCancelCorrect = (
  tx: Database,
  scope: Scope,
  who: CancelCorrector,
  ask: CancelCorrectAsk,
  token: string,
): Promise<Outcome> => cancelCorrect(tx, scope, who, ask, token);
