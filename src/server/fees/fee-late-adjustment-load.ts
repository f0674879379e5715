import { and, eq, type SQL } from 'drizzle-orm';
import type { FeeLateAdjustmentState } from '../../api/fee-late-adjustment';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { fee_late_adjustments, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';
import { loadFeeCharge, type LoadedFeeCharge } from './fee-charge-load';

export type LoadedLateAdjustment = {
  event: typeof fund_family_events.$inferSelect;
  adjustment: typeof fee_late_adjustments.$inferSelect;
  charge: LoadedFeeCharge;
};

/** fund_family_events.state in the spec's words: completed is applied, cancelled discarded. */
export function lateAdjustmentStateOf(persisted: string): FeeLateAdjustmentState {
  if (persisted === 'completed') return 'applied';
  if (persisted === 'cancelled') return 'discarded';
  return 'draft';
}

/** The customer's late adjustments of a fee charge event with their events, where `where` holds. */
export const lateAdjustmentsOf = (
  db: Database,
  scope: Scope,
  feeChargeEventId: string,
  where?: SQL,
) =>
  db
    .select({ event: fund_family_events, adjustment: fee_late_adjustments })
    .from(fee_late_adjustments)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, fee_late_adjustments.fund_family_event_id),
    )
    .where(
      and(
        eq(fee_late_adjustments.customer_id, scope.customerId),
        eq(fee_late_adjustments.fee_charge_event_id, feeChargeEventId),
        where,
      ),
    );

/**
 * A late adjustment of the customer's fee charge event; another customer's, or one of another
 * charge, is a 404. For update, the charge is locked first: adjustments of one charge are
 * applied one after the other, each on the period as the one before left it.
 */
export async function loadLateAdjustment(
  db: Database,
  scope: Scope,
  feeChargeEventId: string,
  adjustmentId: string,
  forUpdate = false,
): Promise<LoadedLateAdjustment> {
  const charge = await loadFeeCharge(db, scope, feeChargeEventId, forUpdate);
  const query = lateAdjustmentsOf(
    db,
    scope,
    feeChargeEventId,
    eq(fee_late_adjustments.fund_family_event_id, adjustmentId),
  );
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  if (!row) throw notFound('No such late adjustment of this fee charge event');
  return { ...row, charge };
}
