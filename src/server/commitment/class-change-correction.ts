import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { apiErrorCodes } from '../../api/api-error';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { commitment_class_changes, commitments, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';
import { postClassChange } from './commitment-class-change';

/** The finalized class changes of these events, newest first (the order they are undone in). */
async function postedChanges(tx: Database, scope: Scope, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  const rows = await tx
    .select({ change: commitment_class_changes })
    .from(commitment_class_changes)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, commitment_class_changes.fund_family_event_id),
    )
    .where(
      and(
        eq(commitment_class_changes.customer_id, scope.customerId),
        eq(commitment_class_changes.state, 'finalized'),
        inArray(commitment_class_changes.fund_family_event_id, [...eventIds]),
      ),
    )
    .orderBy(desc(fund_family_events.effective_date), desc(fund_family_events.sequence));
  return rows.map((r) => r.change);
}

/**
 * A rollback undoes the class changes it takes: newest first, each commitment goes back to the
 * class it had before the change, so the events after it are recomputed in the class that was
 * in force at their place in the sequence (and a refresh can post the change again). A
 * commitment no longer in the change's new class means something moved it outside the event
 * sequence: refused, nothing changes.
 */
export async function undoClassChanges(
  tx: Database,
  scope: Scope,
  eventIds: readonly string[],
): Promise<number> {
  const changes = await postedChanges(tx, scope, eventIds);
  for (const change of changes) {
    const moved = await tx
      .update(commitments)
      .set({ investor_class_id: change.from_investor_class_id })
      .where(
        and(
          eq(commitments.customer_id, scope.customerId),
          eq(commitments.id, change.commitment_id),
          change.to_investor_class_id === null
            ? isNull(commitments.investor_class_id)
            : eq(commitments.investor_class_id, change.to_investor_class_id),
        ),
      )
      .returning({ id: commitments.id });
    if (moved.length !== 1)
      throw new ApiError({
        status: 409,
        code: apiErrorCodes.conflict,
        message:
          'A commitment is no longer in the class a rolled-back class change moved it to: the class change cannot be undone.',
      });
  }
  return changes.length;
}

/**
 * A refresh posts an undone class change again, as of the day it was first finalized (its
 * true-up covers the same fee periods). Null when the event is not a class change.
 */
export async function repostClassChange(
  tx: Database,
  scope: Scope,
  eventId: string,
): Promise<number | null> {
  const [change] = await postedChanges(tx, scope, [eventId]);
  if (!change) return null;
  const day = (change.finalized_at ?? change.created_at).toISOString().slice(0, 10);
  const posted = await postClassChange(tx, scope, change, day);
  return posted.postings.length;
}
