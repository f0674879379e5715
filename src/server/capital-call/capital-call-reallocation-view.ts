import { inArray } from 'drizzle-orm';
import {
  CAPITAL_CALL_REALLOCATION_EVENT_TYPE,
  type CapitalCallReallocation,
} from '../../api/capital-call-reallocation';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { Scope } from '../scope';
import { reallocationFinalizeRefusal } from './capital-call-reallocation-finalize';
import { draftFigures } from './capital-call-reallocation-service';
import { loadReallocation } from './capital-call-reallocation-record';
import { apiChecks, apiView } from './capital-call-reallocation-answer';
import { loadCall } from './capital-call-service';

async function person(db: Database, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
          .from(users)
          .where(inArray(users.id, wanted));
  return (id: string | null) => {
    const row = rows.find((r) => r.id === id);
    return row ? { user_id: row.id, name: `${row.first_name} ${row.last_name}`.trim() } : null;
  };
}

/**
 * GET capital-call-reallocation/{eventId}: a draft's figures live (before = the call as posted
 * plus earlier reallocations, after = the new amounts) with its checks; a finalized one as it
 * was proven and posted. `viewer`: may they finalize it now?
 */
export async function getReallocation(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  viewer: { id: string; mayApprove: boolean },
): Promise<CapitalCallReallocation> {
  const loaded = await loadReallocation(db, scope, fundFamilyId, eventId);
  const { event, reallocation } = loaded;
  let figures: Pick<CapitalCallReallocation, 'uses' | 'rows' | 'total' | 'checks'>;
  let callName: string;
  let dueDate: string;
  if (event.state === 'draft' || !reallocation.finalized_view) {
    const { context, result } = await draftFigures(db, scope, loaded);
    figures = { ...apiView(context, result), checks: apiChecks(result) };
    callName = context.call.event.name;
    dueDate = context.call.call.due_date;
  } else {
    const call = await loadCall(db, scope, fundFamilyId, reallocation.capital_call_event_id);
    figures = { ...reallocation.finalized_view, checks: reallocation.finalized_checks ?? [] };
    callName = call.event.name;
    dueDate = call.call.due_date;
  }
  const named = await person(db, [reallocation.created_by, reallocation.finalized_by]);
  let blocked: string | null;
  if (event.state !== 'draft') blocked = 'A finalized event is no longer editable.';
  else if (!viewer.mayApprove)
    blocked = 'Finalizing a capital call reallocation needs the approve permission.';
  else
    blocked =
      figures.checks.flatMap((c) => c.failures)[0]?.message ??
      (await reallocationFinalizeRefusal(db, scope, reallocation, viewer.id));
  return {
    id: event.id,
    fund_family_id: event.fund_family_id,
    event_type: CAPITAL_CALL_REALLOCATION_EVENT_TYPE,
    name: event.name,
    state: event.state,
    is_running: event.is_running,
    workflow_message: event.workflow_message,
    effective_date: reallocation.effective_date,
    capital_call: { id: reallocation.capital_call_event_id, name: callName, due_date: dueDate },
    ...figures,
    created_by: named(reallocation.created_by),
    created_at: event.created_at.toISOString(),
    finalized_by: named(reallocation.finalized_by),
    finalized_at: reallocation.finalized_at?.toISOString() ?? null,
    can_finalize: blocked === null,
    finalize_blocked_reason: blocked,
  };
}
