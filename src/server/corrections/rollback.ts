import { and, eq, inArray, sql } from 'drizzle-orm';
import { capitalEventSnapshot } from '../../../machines/capital-event.machine';
import { apiErrorCodes } from '../../api/api-error';
import type {
  CorrectionPreviewEvent,
  CorrectionPreviewLine,
  RollbackKind,
} from '../../api/event-correction';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { fund_family_events, notices, transactions, transactions_set_aside } from '../db/schema';
import { undoClassChanges } from '../commitment/class-change-correction';
import { markNoticesOutOfDate } from '../notice/notice-event-change';
import type { Scope } from '../scope';
import { configurationEventType, settledByButNotOf, type FamilyEvent } from './correction-ledger';

/**
 * Event types whose own records point at their event without a cascade (a closing, a transfer,
 * an allocation rule version, a general-ledger import): deleting the event would orphan them,
 * and undoing them is not built, so a hard rollback that reaches one is refused.
 */
const hardRollbackUnsupported = [
  'closing',
  'investor_transfer',
  'allocation_rule_change',
  'general_ledger_import',
];

/** The ledger columns a soft rollback keeps beside the rows it sets aside. */
const setAsideColumns = [
  'id',
  'customer_id',
  'fund_family_id',
  'fund_family_event_id',
  'fund_entity_id',
  'investor_entity_id',
  'commitment_id',
  'transaction_code_id',
  'amount_cents',
  'effective_date',
  'is_draft',
  'settled_by_event_id',
  'investment_type',
  'security_type',
  'is_fee_holdback',
  'created_at',
];

/** The events a rollback from `from` takes: it and every later one (spec §4), and what they do. */
export function rollbackRange(
  events: readonly FamilyEvent[],
  from: FamilyEvent,
  kind: RollbackKind,
): CorrectionPreviewEvent[] {
  const at = events.findIndex((e) => e.id === from.id);
  const later = events
    .slice(at)
    // Spec §4: transaction code configuration events cannot be rolled back; they stay.
    .filter((e) => e.event_type !== configurationEventType);
  const running = later.find((e) => e.state === 'in_progress');
  if (running)
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.invalidTransition,
      message: `${running.name} is running; roll back once it finishes.`,
    });
  // The capitalEvent machine decides which events move: a soft rollback takes completed events
  // (an out-of-date one is already set aside), a hard one completed and out-of-date events.
  // Drafts and cancelled events posted nothing and stay as they are.
  const event = {
    type: kind === 'soft' ? 'capital_event.rollback' : 'capital_event.hard_rollback',
  };
  const touched = later.filter((e) => capitalEventSnapshot(e.state).can(event as never));
  if (kind === 'hard') {
    const refused = touched.find((e) => hardRollbackUnsupported.includes(e.event_type));
    if (refused)
      throw new ApiError({
        status: 409,
        code: apiErrorCodes.conflict,
        message: `A hard rollback of ${refused.name} (${refused.event_type}) is not supported: roll back softly, or from a later event.`,
      });
  }
  return touched.map((e) => ({
    id: e.id,
    name: e.name,
    event_type: e.event_type,
    effective_date: e.effective_date,
    state_before: e.state,
    state_after: kind === 'soft' ? 'out_of_date' : 'deleted',
    ledger_rows: e.ledger_rows,
    refreshable: e.refreshable,
  }));
}

export type NoticeLp = { commitment_id: string; lp: string };

/**
 * The LPs holding a notice on these events, read before a run (a hard rollback deletes the
 * notices with their events); noticeLpsChanged narrows them to the LPs whose figures move.
 */
export async function noticeHolders(
  tx: Database,
  scope: Scope,
  eventIds: readonly string[],
): Promise<NoticeLp[]> {
  if (eventIds.length === 0) return [];
  return tx
    .selectDistinct({ commitment_id: notices.commitment_id, lp: notices.lp })
    .from(notices)
    .where(
      and(
        eq(notices.customer_id, scope.customerId),
        inArray(notices.fund_family_event_id, eventIds),
      ),
    )
    .orderBy(notices.lp);
}

/**
 * The LPs whose notices a correction changes, for every kind alike (rollback, refresh,
 * cancel-correct): of the LPs holding a notice on the events touched, those with a figure that
 * moves, a line of the preview (per LP and code) whose change is not zero. An LP whose lines
 * all stay as they were keeps a notice that still says what the ledger says.
 */
export function noticeLpsChanged(
  holders: readonly NoticeLp[],
  lines: readonly Pick<CorrectionPreviewLine, 'commitment_id' | 'change_cents'>[],
): NoticeLp[] {
  const moved = new Set(
    lines.filter((l) => l.change_cents !== 0 && l.commitment_id).map((l) => l.commitment_id),
  );
  return holders.filter((h) => moved.has(h.commitment_id));
}

/**
 * Applies a rollback to `eventIds` in the caller's transaction. Closing equalization rows that
 * one of them settled, and that belong to an event left alone, are drafted again (outstanding,
 * as before the call), and class changes are undone (each commitment back in its earlier class).
 * Soft: the events' rows move to transactions_set_aside under the
 * correction and the events become out_of_date, their notices too. Hard: the events are deleted
 * with everything that cascades from them (rows, calls, notices, set-aside rows).
 */
export async function applyRollback(
  tx: Database,
  scope: Scope,
  input: { kind: RollbackKind; eventIds: readonly string[]; correctionId: string },
): Promise<{ rowCount: number }> {
  const ids = [...input.eventIds];
  if (ids.length === 0) return { rowCount: 0 };
  await tx
    .update(transactions)
    .set({ is_draft: true, settled_by_event_id: null })
    .where(settledByButNotOf(scope, ids));
  await undoClassChanges(tx, scope, ids);
  const inRange = and(
    eq(transactions.customer_id, scope.customerId),
    inArray(transactions.fund_family_event_id, ids),
  );
  if (input.kind === 'hard') {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(inRange);
    await tx
      .delete(fund_family_events)
      .where(
        and(
          eq(fund_family_events.customer_id, scope.customerId),
          inArray(fund_family_events.id, ids),
        ),
      );
    return { rowCount: count?.n ?? 0 };
  }
  // One INSERT … SELECT and one DELETE, whatever the number of rows (no parameter per row).
  const columns = sql.raw(setAsideColumns.join(', '));
  await tx.execute(sql`
    insert into ${transactions_set_aside} (${columns}, event_correction_id)
    select ${columns}, ${input.correctionId}::uuid from ${transactions}
    where customer_id = ${scope.customerId} and fund_family_event_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const moved = await tx.delete(transactions).where(inRange).returning({ id: transactions.id });
  await tx
    .update(fund_family_events)
    .set({ state: 'out_of_date' })
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        inArray(fund_family_events.id, ids),
      ),
    );
  for (const id of ids) await markNoticesOutOfDate(tx, id);
  return { rowCount: moved.length };
}
