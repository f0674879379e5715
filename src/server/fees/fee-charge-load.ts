import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { fee_charge_events, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';

export type LoadedFeeCharge = {
  event: typeof fund_family_events.$inferSelect;
  charge: typeof fee_charge_events.$inferSelect;
};

/** Fee charge events of the customer with their fund family events, where `where` holds. */
const chargesWhere = (db: Database, scope: Scope, where: SQL) =>
  db
    .select({ event: fund_family_events, charge: fee_charge_events })
    .from(fee_charge_events)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, fee_charge_events.fund_family_event_id),
    )
    .where(and(eq(fee_charge_events.customer_id, scope.customerId), where));

/** A fee charge event of the customer by its id; another customer's is a 404. */
export async function loadFeeCharge(
  db: Database,
  scope: Scope,
  eventId: string,
  forUpdate = false,
): Promise<LoadedFeeCharge> {
  const query = chargesWhere(db, scope, eq(fee_charge_events.fund_family_event_id, eventId));
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  if (!row) throw notFound('No such fee charge event for this customer');
  return row;
}

/** The fee charge event of `feeId` for exactly `period` (a period is charged once), if any. */
export async function feeChargeForPeriod(
  db: Database,
  scope: Scope,
  feeId: string,
  period: { start: string; end: string },
): Promise<LoadedFeeCharge | null> {
  const [row] = await chargesWhere(
    db,
    scope,
    and(
      eq(fee_charge_events.fee_id, feeId),
      eq(fee_charge_events.period_start, period.start),
      eq(fee_charge_events.period_end, period.end),
    )!,
  );
  return row ?? null;
}
