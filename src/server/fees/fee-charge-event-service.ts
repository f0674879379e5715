import { and, eq, sql } from 'drizzle-orm';
import type { FeeChargeEventCreate, FeeChargeEventInputs } from '../../api/fee-charge-event';
import { FeeMessages, postingPeriodOf, type FeePeriod } from '../../domain/fees';
import { maxDate } from '../../domain/fees/iso-date';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import type { CacheAccess } from '../cache/snapshot-cache';
import { fee_charge_events, fund_family_events } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { nextEventSequence } from '../ledger/event-sequence';
import type { Scope } from '../scope';
import { readCustomerSettings } from '../settings/customer-settings';
import { assertFeeChargeTransition } from './fee-charge-event-machine-check';
import { familiesChargingFees } from './fund-fees-enabled';
import { postFeeRun, runFeeCharge } from './fee-charge-posting';
import { loadFeeCharge } from './fee-charge-load';
import { loadFeeRow } from './fee-configuration';
import { storedOffsets, waiverProblems } from './fee-charge-inputs';

export const feesNotEnabled = 'Fees are not enabled for this fund family.';

/** "Q1 2026" or "Jan 2026": how the period select and the event's name call a period. */
export function periodLabel(period: FeePeriod, cadence: 'monthly' | 'quarterly'): string {
  const year = period.start.slice(0, 4);
  const month = Number(period.start.slice(5, 7));
  if (cadence === 'quarterly') return `Q${Math.ceil(month / 3)} ${year}`;
  const names = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${names[month - 1]} ${year}`;
}

/** Spec §2: fees only when config.fees_enabled (the stored fee terms charge a fee). */
export async function assertFeesEnabled(db: Database, scope: Scope, fundFamilyId: string) {
  const charging = await familiesChargingFees(db, scope.customerId, [fundFamilyId]);
  if (!charging.has(fundFamilyId))
    throw new ApiError({ status: 409, code: 'conflict', message: feesNotEnabled });
}

/** The fee's other charge events whose period overlaps `period` (the period-reuse rule). */
export async function overlappingCharge(
  db: Database,
  feeId: string,
  period: FeePeriod,
): Promise<string | null> {
  const [row] = await db
    .select({ id: fee_charge_events.fund_family_event_id })
    .from(fee_charge_events)
    .where(
      and(
        eq(fee_charge_events.fee_id, feeId),
        sql`${fee_charge_events.period_start} <= ${period.end}`,
        sql`${fee_charge_events.period_end} >= ${period.start}`,
      ),
    );
  return row?.id ?? null;
}

/**
 * POST /fee-charge-event/: a draft charge of a fee for the posting period starting on
 * period_start (the fee's cadence), effective on the charge date (the period's first day in
 * advance, or the first close within it; its last in arrears). A period already charged (or
 * drafted) by the fee is refused with the spec's "The same time period cannot be used for more
 * than one fee calculation."
 */
export async function createFeeCharge(
  tx: Database,
  scope: Scope,
  input: FeeChargeEventCreate,
  userId: string,
): Promise<string> {
  const fund = await loadFundFamily(tx, scope.customerId, input.fund_family_id);
  const fee = await loadFeeRow(tx, scope, input.fee_id);
  if (fee.fund_family_id !== fund.id)
    throw invalid({ fee_id: ['Choose a fee of this fund family.'] });
  await assertFeesEnabled(tx, scope, fund.id);
  const period = postingPeriodOf({ date: input.period_start, cadence: fee.cadence });
  if (period.start !== input.period_start)
    throw invalid({ period_start: [`Choose the first day of a ${fee.cadence} fee period.`] });
  if (await overlappingCharge(tx, fee.id, period))
    throw invalid(
      { period_start: [FeeMessages.overlappingFeePeriods] },
      FeeMessages.overlappingFeePeriods,
    );
  // In advance the charge is due on the period's first day, or on the first close when the
  // fund closed within the period (its first, short period): no fee is charged before anyone
  // bears it (the demo's Q1 2025 is 2025-03-31, its first close, not 2025-01-01).
  const effective =
    fee.charge_timing === 'in_advance'
      ? maxDate(period.start, fund.first_closed_on ?? period.start)
      : period.end;
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      event_type: 'charge_fee',
      name: `${fee.name}, ${periodLabel(period, fee.cadence)}`,
      effective_date: effective,
      sequence: await nextEventSequence(tx, fund.id, effective),
    })
    .returning({ id: fund_family_events.id });
  await tx.insert(fee_charge_events).values({
    fund_family_event_id: event!.id,
    customer_id: scope.customerId,
    fund_family_id: fund.id,
    fee_id: fee.id,
    period_start: period.start,
    period_end: period.end,
    created_by: userId,
    updated_by: userId,
  });
  return event!.id;
}

/** POST fee-offset-applications/: a draft's offsets and waivers, checked, replacing both lists. */
export async function saveFeeChargeInputs(
  tx: Database,
  scope: Scope,
  eventId: string,
  input: FeeChargeEventInputs,
  userId: string,
) {
  const { event, charge } = await loadFeeCharge(tx, scope, eventId, true);
  assertFeeChargeTransition(event.state, 'inputs_change');
  const fee = await loadFeeRow(tx, scope, charge.fee_id);
  const errors = await waiverProblems(tx, event.fund_family_id, fee, input.waivers);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await tx
    .update(fee_charge_events)
    .set({
      offsets: storedOffsets(input.offsets),
      waivers: input.waivers.filter((w) => w.amount_cents > 0),
      updated_by: userId,
      updated_at: new Date(),
    })
    .where(eq(fee_charge_events.fund_family_event_id, eventId));
}

/** DELETE /fee-charge-event/{id}/: a draft goes with its inputs; published is a 409. */
export async function deleteFeeCharge(tx: Database, scope: Scope, eventId: string) {
  const { event } = await loadFeeCharge(tx, scope, eventId, true);
  assertFeeChargeTransition(event.state, 'delete');
  await tx.delete(fund_family_events).where(eq(fund_family_events.id, eventId));
  return { name: event.name };
}

/**
 * PATCH publish/, in the caller's one transaction: the event must be a draft (409
 * invalid_transition), its run must reconcile (409 naming the failed checks), the user not its
 * preparer unless the customer allows it (403 separation_of_duties). Then the charges, offsets and
 * waivers post under the fee charge codes, are read back and compared with the run: any
 * difference, or any unexpected failure, is the spec's "Something went wrong while calculating
 * fees" and the transaction leaves nothing posted.
 */
export async function publishFeeCharge(
  tx: Database,
  scope: Scope,
  eventId: string,
  userId: string,
  cache: CacheAccess | null = null,
) {
  const loaded = await loadFeeCharge(tx, scope, eventId, true);
  const { event, charge } = loaded;
  assertFeeChargeTransition(event.state, 'publish');
  await assertFeesEnabled(tx, scope, event.fund_family_id);
  // What the approver reviewed, when nothing it read has changed since (as this transaction sees
  // it, the charge locked): a quarter over 10,000 commitments is not computed twice.
  const computed = await runFeeCharge(tx, scope, loaded, cache);
  const { run, checks } = computed;
  const { preparer_may_approve } = await readCustomerSettings(tx, scope.customerId);
  assertFeeChargeTransition(event.state, 'publish', {
    facts: {
      reconciles: checks.every((c) => c.passed),
      preparedBy: charge.updated_by ?? charge.created_by,
      preparerMayApprove: preparer_may_approve,
    },
    createdBy: charge.created_by,
    userId,
    checks,
  });
  await postFeeRun(tx, scope, event, computed);
  await tx
    .update(fund_family_events)
    .set({ state: 'completed' })
    .where(eq(fund_family_events.id, eventId));
  await tx
    .update(fee_charge_events)
    .set({ published_by: userId, published_at: new Date() })
    .where(eq(fee_charge_events.fund_family_event_id, eventId));
  return { name: event.name, totals: run.totals };
}
