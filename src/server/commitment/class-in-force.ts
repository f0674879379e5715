import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { commitment_class_changes, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';

/**
 * Each commitment's investor class in force on `date`: its class now, unless a posted class
 * change takes effect after that day, in which case the class it had before the earliest such
 * change. Only finalized changes whose event is completed count: a change a rollback set aside
 * has already been undone on the commitment (class-change-correction.ts).
 */
export async function classesInForce(
  db: Database,
  scope: Scope,
  current: ReadonlyMap<string, string | null>,
  date: string,
): Promise<Map<string, string | null>> {
  const inForce = new Map(current);
  if (current.size === 0) return inForce;
  const later = await db
    .select({
      commitment_id: commitment_class_changes.commitment_id,
      from: commitment_class_changes.from_investor_class_id,
    })
    .from(commitment_class_changes)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, commitment_class_changes.fund_family_event_id),
    )
    .where(
      and(
        eq(commitment_class_changes.customer_id, scope.customerId),
        inArray(commitment_class_changes.commitment_id, [...current.keys()]),
        eq(commitment_class_changes.state, 'finalized'),
        eq(fund_family_events.state, 'completed'),
        gt(commitment_class_changes.effective_date, date),
      ),
    )
    .orderBy(asc(commitment_class_changes.effective_date), asc(fund_family_events.sequence));
  const seen = new Set<string>();
  for (const change of later) {
    if (seen.has(change.commitment_id)) continue;
    seen.add(change.commitment_id);
    inForce.set(change.commitment_id, change.from);
  }
  return inForce;
}
