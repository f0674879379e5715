import { and, eq, or } from 'drizzle-orm';
import type { CancelCorrectState, CancelCorrection } from '../../api/cancel-correct';
import { publicUse } from '../capital-call/capital-call-allocation';
import { loadCall } from '../capital-call/capital-call-service';
import type { Database } from '../db/database';
import { cancel_corrections, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';
import { cancelCorrectRefusal } from './cancel-correct';

type Row = typeof cancel_corrections.$inferSelect;

const correctionAnswer = (row: Row, eventName: string): CancelCorrection => ({
  event_id: row.fund_family_event_id,
  event_name: eventName,
  original_event_id: row.original_event_id,
  correction_type: row.correction_type,
  posting_date: row.posting_date,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  totals: {
    before_cents: row.preview.before_cents,
    change_cents: row.preview.change_cents,
    after_cents: row.preview.after_cents,
  },
});

/**
 * GET …/cancel-correct: a call as its cancel-correct sees it (404 like the call itself): whether
 * it may be cancel-corrected, the correction that corrected it or that it is, and its lines.
 */
export async function cancelCorrectState(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<CancelCorrectState> {
  const loaded = await loadCall(db, scope, fundFamilyId, eventId);
  const rows = await db
    .select({ correction: cancel_corrections, name: fund_family_events.name })
    .from(cancel_corrections)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, cancel_corrections.fund_family_event_id),
    )
    .where(
      and(
        eq(cancel_corrections.customer_id, scope.customerId),
        or(
          eq(cancel_corrections.original_event_id, eventId),
          eq(cancel_corrections.fund_family_event_id, eventId),
        ),
      ),
    );
  const find = (pick: (row: Row) => string) => {
    const found = rows.find((r) => pick(r.correction) === eventId);
    return found ? correctionAnswer(found.correction, found.name) : null;
  };
  return {
    event_id: loaded.event.id,
    event_name: loaded.event.name,
    due_date: loaded.call.due_date,
    blocked_reason: await cancelCorrectRefusal(db, scope, loaded),
    corrected_by: find((r) => r.original_event_id),
    corrects: find((r) => r.fund_family_event_id),
    uses: loaded.call.uses.map(publicUse),
  };
}
