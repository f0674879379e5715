import { eq } from 'drizzle-orm';
import { apiErrorCodes } from '../../api/api-error';
import type { FeeLateAdjustmentInputs, FeeLateAdjustmentKind } from '../../api/fee-late-adjustment';
import { ApiError, invalid } from '../api-error';
import type { CacheAccess } from '../cache/snapshot-cache';
import type { Database } from '../db/database';
import { fee_late_adjustments, fund_family_events } from '../db/schema';
import { nextEventSequence } from '../ledger/event-sequence';
import type { Scope } from '../scope';
import { readCustomerSettings } from '../settings/customer-settings';
import { ledgerSums } from './fee-charge-checks';
import { feeChargeRunIn } from './fee-charge-computed';
import { feeChargeStateOf } from './fee-charge-event-machine-check';
import { storedOffsets, waiverProblems } from './fee-charge-inputs';
import { loadFeeCharge, type LoadedFeeCharge } from './fee-charge-load';
import { postedSums, postFeeLedgerLines } from './fee-charge-posting';
import { feeCalculationError } from './fee-charge-run';
import { loadFeeRow } from './fee-configuration';
import { lateAdjustmentsOf, loadLateAdjustment } from './fee-late-adjustment-load';
import {
  assertLateAdjustmentApply,
  assertLateAdjustmentTransition,
  lateAdjustmentFactsOf,
} from './fee-late-adjustment-machine-check';
import { lateAdjustmentReview } from './fee-late-adjustment-review';

const lateAdjustmentKindNames = {
  late_offsets: 'Late offsets',
  late_waivers: 'Late waivers',
} as const satisfies Record<FeeLateAdjustmentKind, string>;

const refused = (message: string) =>
  new ApiError({ status: 409, code: apiErrorCodes.invalidTransition, message });

/** The late items, checked as a draft charge's are (its waivers for commitments of the fund). */
async function checkInputs(
  tx: Database,
  scope: Scope,
  { event, charge }: LoadedFeeCharge,
  input: FeeLateAdjustmentInputs,
) {
  const fee = await loadFeeRow(tx, scope, charge.fee_id);
  const errors = await waiverProblems(tx, event.fund_family_id, fee, input.waivers);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const storedInputs = (input: FeeLateAdjustmentInputs, userId: string) => ({
  offsets: storedOffsets(input.offsets),
  waivers: input.waivers.filter((w) => w.amount_cents > 0),
  updated_by: userId,
  updated_at: new Date(),
});

/**
 * "Late offsets, Management fee, Q4 2025"; a charge's second of a kind "Late offsets 2, …", so
 * the posted page's ledger card and list tell each adjustment apart.
 */
async function freeName(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  kind: FeeLateAdjustmentKind,
  chargeName: string,
) {
  const taken = new Set(
    (await lateAdjustmentsOf(tx, scope, feeChargeEventId)).map((r) => r.event.name),
  );
  for (let n = 1; ; n += 1) {
    const name = `${lateAdjustmentKindNames[kind]}${n === 1 ? '' : ` ${n}`}, ${chargeName}`;
    if (!taken.has(name)) return name;
  }
}

/**
 * POST create-late-offset-adjustment-event/ (late-offsets) and create-late-cashless-contribution-
 * waiver-adjustment-event/ (late-waivers): a draft adjustment of a published charge, a fund
 * family event of type adjustment dated on the charge (it adjusts that period).
 */
export async function createLateAdjustment(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  kind: FeeLateAdjustmentKind,
  input: FeeLateAdjustmentInputs,
  userId: string,
): Promise<string> {
  const charge = await loadFeeCharge(tx, scope, feeChargeEventId, true);
  if (feeChargeStateOf(charge.event.state) !== 'published')
    throw refused(
      'Late offsets and late waivers adjust a published fee charge event; this one is a draft (change its own offsets and waivers).',
    );
  await checkInputs(tx, scope, charge, input);
  const { effective_date, fund_family_id } = charge.event;
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id,
      event_type: 'adjustment',
      name: await freeName(tx, scope, feeChargeEventId, kind, charge.event.name),
      effective_date,
      sequence: await nextEventSequence(tx, fund_family_id, effective_date),
    })
    .returning({ id: fund_family_events.id });
  await tx.insert(fee_late_adjustments).values({
    fund_family_event_id: event!.id,
    customer_id: scope.customerId,
    fund_family_id,
    fee_charge_event_id: feeChargeEventId,
    kind,
    ...storedInputs(input, userId),
    created_by: userId,
  });
  return event!.id;
}

/** PUT late-adjustment-event/{id}/: a draft's late items, replacing both lists. */
export async function saveLateAdjustment(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  adjustmentId: string,
  input: FeeLateAdjustmentInputs,
  userId: string,
) {
  const loaded = await loadLateAdjustment(tx, scope, feeChargeEventId, adjustmentId, true);
  assertLateAdjustmentTransition(loaded.event.state, 'edit');
  await checkInputs(tx, scope, loaded.charge, input);
  await tx
    .update(fee_late_adjustments)
    .set(storedInputs(input, userId))
    .where(eq(fee_late_adjustments.fund_family_event_id, adjustmentId));
}

/**
 * PATCH apply/, in the caller's one transaction: a draft with late items, applied by someone
 * other than its preparer unless the customer allows it (as publish), whose checks all pass;
 * then only the differences post, under the fee charge codes, and are read back: any
 * difference from the review is the spec's "Something went wrong while calculating fees".
 */
export async function applyLateAdjustment(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  adjustmentId: string,
  userId: string,
  cache: CacheAccess | null = null,
) {
  const loaded = await loadLateAdjustment(tx, scope, feeChargeEventId, adjustmentId, true);
  const { adjustment, event } = loaded;
  assertLateAdjustmentTransition(event.state, 'apply');
  const { preparer_may_approve } = await readCustomerSettings(tx, scope.customerId);
  const review = await lateAdjustmentReview(tx, scope, loaded, (db, s, l) =>
    feeChargeRunIn(db, s, l, cache),
  );
  const reconciles = review.checks.every((c) => c.passed);
  assertLateAdjustmentApply(
    lateAdjustmentFactsOf(adjustment, preparer_may_approve, reconciles),
    userId,
    review.checks,
  );
  let rows: number;
  try {
    const { difference } = review.posting;
    rows = await postFeeLedgerLines(tx, scope, event, review.computed.commitments, difference);
    const expected = ledgerSums(difference);
    const posted = await postedSums(tx, scope, [event.id]);
    const keys = new Set([...expected.keys(), ...posted.keys()]);
    if ([...keys].some((k) => (expected.get(k) ?? 0) !== (posted.get(k) ?? 0)))
      throw new Error('After posting: the adjustment rows differ from its review');
  } catch (error) {
    return feeCalculationError(error);
  }
  await tx
    .update(fund_family_events)
    .set({ state: 'completed' })
    .where(eq(fund_family_events.id, event.id));
  await tx
    .update(fee_late_adjustments)
    .set({
      applied: review.lines.map((l) => ({
        commitment_id: l.commitmentId,
        offsets_cents: l.after.offsetsAvailable - l.before.offsetsAvailable,
        waivers_cents: l.after.waiversAvailable - l.before.waiversAvailable,
      })),
      applied_by: userId,
      applied_at: new Date(),
    })
    .where(eq(fee_late_adjustments.fund_family_event_id, event.id));
  const { before, after } = review.posting;
  return { name: event.name, rows, net_change_cents: after.totals.net - before.totals.net };
}

/** PATCH discard/: a draft set aside; nothing was or will be posted. */
export async function discardLateAdjustment(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  adjustmentId: string,
) {
  const loaded = await loadLateAdjustment(tx, scope, feeChargeEventId, adjustmentId, true);
  assertLateAdjustmentTransition(loaded.event.state, 'discard');
  await tx
    .update(fund_family_events)
    .set({ state: 'cancelled' })
    .where(eq(fund_family_events.id, adjustmentId));
  return { name: loaded.event.name };
}

/** DELETE late-adjustment-event/{id}/: a draft or discarded one goes; an applied one stays. */
export async function deleteLateAdjustment(
  tx: Database,
  scope: Scope,
  feeChargeEventId: string,
  adjustmentId: string,
) {
  const loaded = await loadLateAdjustment(tx, scope, feeChargeEventId, adjustmentId, true);
  assertLateAdjustmentTransition(loaded.event.state, 'delete');
  await tx.delete(fund_family_events).where(eq(fund_family_events.id, adjustmentId));
  return { name: loaded.event.name };
}
