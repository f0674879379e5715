import { and, asc, eq, inArray } from 'drizzle-orm';
import { capitalEventMachine } from '../../../machines/capital-event.machine';
import { closingMachine } from '../../../machines/closing.machine';
import { eventBetween, stepsOfEvents, type HistoryStep } from '../../../machines/record-history';
import type { RecordHistory, RecordTransition } from '../../api/record-history';
import { loadFundFamilyEvent } from '../capital-call/capital-activity-event-view';
import { loadClosing } from '../closing/closing-service';
import type { Database } from '../db/database';
import { audit_log, users } from '../db/schema';
import type { Scope } from '../scope';

/** The audit rows of one record of the customer, oldest first, with who made them. */
function auditRowsOf(db: Database, scope: Scope, targetTypes: string[], targetId: string) {
  return db
    .select({
      action: audit_log.action,
      data: audit_log.data,
      created_at: audit_log.created_at,
      email: users.email,
    })
    .from(audit_log)
    .leftJoin(users, eq(users.id, audit_log.user_id))
    .where(
      and(
        eq(audit_log.customer_id, scope.customerId),
        inArray(audit_log.target_type, targetTypes),
        eq(audit_log.target_id, targetId),
      ),
    )
    .orderBy(asc(audit_log.id));
}

type AuditRow = Awaited<ReturnType<typeof auditRowsOf>>[number];
const stamped = (row: AuditRow, steps: HistoryStep[]): RecordTransition[] =>
  steps.map((step) => ({ ...step, at: row.created_at.toISOString(), by: row.email }));

/** A closing's lifecycle actions are audited with { from, to }; its edits without. */
export async function closingHistory(
  db: Database,
  scope: Scope,
  closingId: string,
): Promise<RecordHistory> {
  const closing = await loadClosing(db, scope, closingId);
  const rows = await auditRowsOf(db, scope, ['closing'], closing.id);
  const transitions = rows.flatMap((row) => {
    const { from, to } = (row.data ?? {}) as { from?: unknown; to?: unknown };
    if (typeof from !== 'string' || typeof to !== 'string' || from === to) return [];
    const event = eventBetween(closingMachine, from, to);
    return event ? stamped(row, [{ from, event, to }]) : [];
  });
  return { machine: 'closing', state: closing.state, transitions };
}

/**
 * The audit actions of a capital event (a call, a reallocation, a distribution) that move it,
 * as the machine's events: finalizing posts in the same transaction, so its workflow finishes
 * with it. Edits stay in draft.
 */
const capitalEventEvents: Record<string, string[]> = {
  finalize: ['capital_event.finalize', 'capital_event.workflow_done'],
  delete: ['capital_event.delete'],
};

export async function capitalEventHistory(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<RecordHistory> {
  const { event } = await loadFundFamilyEvent(db, scope, fundFamilyId, eventId);
  const rows = await auditRowsOf(
    db,
    scope,
    ['capital_call', 'capital_call_reallocation', 'distribution'],
    event.id,
  );
  let state = 'draft';
  const transitions = rows.flatMap((row) => {
    const steps = stepsOfEvents(capitalEventMachine, state, capitalEventEvents[row.action] ?? []);
    state = steps.at(-1)?.to ?? state;
    return stamped(row, steps);
  });
  return { machine: 'capitalEvent', state: event.state, transitions };
}
