import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { capital_call_reallocations, fund_families, fund_family_events } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';

/* A capital call reallocation as stored: its record, and the posted ones of the same call. */

type Fund = typeof fund_families.$inferSelect;

export type LoadedReallocation = {
  fund: Fund;
  event: typeof fund_family_events.$inferSelect;
  reallocation: typeof capital_call_reallocations.$inferSelect;
};

/**
 * A reallocation of the customer's fund family, by its own event id. Another customer's, another
 * fund family's, or an event that is not a reallocation: 404. `forUpdate` locks its event row.
 */
export async function loadReallocation(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  forUpdate = false,
): Promise<LoadedReallocation> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const query = db
    .select({ event: fund_family_events, reallocation: capital_call_reallocations })
    .from(fund_family_events)
    .innerJoin(
      capital_call_reallocations,
      eq(capital_call_reallocations.fund_family_event_id, fund_family_events.id),
    )
    .where(
      and(
        eq(fund_family_events.id, eventId),
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  if (!row) throw notFound('No such capital call reallocation in this fund family');
  return { fund, ...row };
}

/** The other reallocations of the same call that have posted (their differences are "before"). */
export async function postedReallocations(db: Database, scope: Scope, loaded: LoadedReallocation) {
  return db
    .select({ event_id: fund_family_events.id, view: capital_call_reallocations.finalized_view })
    .from(capital_call_reallocations)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, capital_call_reallocations.fund_family_event_id),
    )
    .where(
      and(
        eq(capital_call_reallocations.customer_id, scope.customerId),
        eq(
          capital_call_reallocations.capital_call_event_id,
          loaded.reallocation.capital_call_event_id,
        ),
        inArray(fund_family_events.state, ['completed', 'out_of_date']),
        sql`${fund_family_events.id} <> ${loaded.event.id}`,
      ),
    )
    .orderBy(asc(fund_family_events.effective_date), asc(fund_family_events.sequence));
}
