import { and, asc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { FeeChargeCheck } from '../../api/fee-charge-event';
import {
  lateAdjustmentPosting,
  lateOffsetWaiverAdjustment,
  type PublishedApplication,
} from '../../domain/fees';
import type { Database } from '../db/database';
import { fee_late_adjustments, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';
import { feeChargeChecks, ledgerSums } from './fee-charge-checks';
import type { FeeChargeRunOf } from './fee-charge-computed';
import { postedSums } from './fee-charge-posting';
import { feeCalculationError, offsetWeightOf } from './fee-charge-run';
import { lateAdjustmentStateOf, type LoadedLateAdjustment } from './fee-late-adjustment-load';

/**
 * The charge's adjustments applied before this one (every applied one, for a draft), oldest
 * first: the period as published is the charge with these.
 */
async function appliedBefore(db: Database, scope: Scope, { adjustment }: LoadedLateAdjustment) {
  const conditions: SQL[] = [
    eq(fee_late_adjustments.customer_id, scope.customerId),
    eq(fee_late_adjustments.fee_charge_event_id, adjustment.fee_charge_event_id),
    eq(fund_family_events.state, 'completed'),
    ne(fee_late_adjustments.fund_family_event_id, adjustment.fund_family_event_id),
  ];
  if (adjustment.applied_at)
    conditions.push(lt(fee_late_adjustments.applied_at, adjustment.applied_at));
  return db
    .select({
      id: fee_late_adjustments.fund_family_event_id,
      applied: fee_late_adjustments.applied,
    })
    .from(fee_late_adjustments)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, fee_late_adjustments.fund_family_event_id),
    )
    .where(and(...conditions))
    .orderBy(asc(fee_late_adjustments.applied_at));
}

const sumMaps = (a: Map<string, number>, b: Map<string, number>) => {
  const sum = new Map(a);
  for (const [k, v] of b) sum.set(k, (sum.get(k) ?? 0) + v);
  return sum;
};

/**
 * A late adjustment's review: the published period (the charge's run with the adjustments
 * applied before) re-applied with the late items by the domain (lateOffsetWaiverAdjustment), the
 * ledger difference it posts (lateAdjustmentPosting), and the checks the server proves before
 * posting it: the period's rows as they stand equal its published figures, and after the
 * difference, per LP net = gross − offsets − waivers, offsets within the fee, rows = figures.
 */
export async function lateAdjustmentReview(
  db: Database,
  scope: Scope,
  loaded: LoadedLateAdjustment,
  runOf: FeeChargeRunOf,
) {
  const { adjustment, event, charge } = loaded;
  const computed = await runOf(db, scope, charge);
  const { run, commitments, fee, ledgerTerms } = computed;
  const earlier = await appliedBefore(db, scope, loaded);
  const prior = new Map<string, { offsets: number; waivers: number }>();
  for (const e of earlier)
    for (const a of e.applied ?? []) {
      const p = prior.get(a.commitment_id) ?? { offsets: 0, waivers: 0 };
      prior.set(a.commitment_id, {
        offsets: p.offsets + a.offsets_cents,
        waivers: p.waivers + a.waivers_cents,
      });
    }
  const entered = new Map(charge.charge.waivers.map((w) => [w.commitment_id, w.amount_cents]));
  const byId = new Map(commitments.map((c) => [c.id, c]));
  const published: PublishedApplication[] = run.lines.map((l) => {
    const waiver = entered.get(l.commitmentId) ?? 0;
    const before = prior.get(l.commitmentId) ?? { offsets: 0, waivers: 0 };
    return {
      commitmentId: l.commitmentId,
      offsetWeight: offsetWeightOf(byId.get(l.commitmentId)!),
      gross: l.gross,
      carriedForward: {
        offsets: l.application.offsetsAvailable - l.offsetsRecognized,
        waivers: l.application.waiversAvailable - waiver,
      },
      newOffsets: l.offsetsRecognized + before.offsets,
      newWaivers: waiver + before.waivers,
    };
  });
  let adjusted;
  try {
    const { lines, audit } = lateOffsetWaiverAdjustment({
      published,
      lateOffsets: adjustment.offsets,
      offsetPercentages: fee.offset_percentages,
      lateWaivers: Object.fromEntries(
        adjustment.waivers.map((w) => [w.commitment_id, w.amount_cents]),
      ),
      orderOfOperations: fee.order_of_operations,
      rounding: ledgerTerms.rounding,
    });
    const posting = lateAdjustmentPosting({
      published: run,
      lines,
      audit,
      terms: {
        ...ledgerTerms,
        waiverMethodology: fee.waiver_methodology ?? 'fee_waiver_accruals_per_lp',
      },
    });
    adjusted = { lines, audit, posting };
  } catch (error) {
    return feeCalculationError(error);
  }
  const postedBefore = await postedSums(db, scope, [charge.event.id, ...earlier.map((e) => e.id)]);
  const applied = lateAdjustmentStateOf(event.state) === 'applied';
  const difference = applied
    ? await postedSums(db, scope, [event.id])
    : ledgerSums(adjusted.posting.difference);
  const unchanged = feeChargeChecks(adjusted.posting.before, postedBefore).find(
    (c) => c.id === 'ledger_equals_event',
  )!;
  const checks: FeeChargeCheck[] = [
    {
      ...unchanged,
      id: 'published_ledger_equals_published_figures',
      label:
        "The period's ledger rows (the charge and earlier late adjustments) equal its published figures",
    },
    ...feeChargeChecks(adjusted.posting.after, sumMaps(postedBefore, difference)),
  ];
  return { computed, ...adjusted, difference, checks };
}
