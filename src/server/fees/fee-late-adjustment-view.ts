import { asc, eq } from 'drizzle-orm';
import type { FeeChargeTotals } from '../../api/fee-charge-event';
import type {
  FeeLateAdjustmentFigures,
  FeeLateAdjustmentLedger,
  FeeLateAdjustmentListItem,
  FeeLateAdjustmentView,
} from '../../api/fee-late-adjustment';
import {
  availableFeeLateAdjustmentActions,
  feeLateAdjustmentApplyRefusals,
  feeLateAdjustmentGuardLabels,
} from '../../../machines/fee-late-adjustment.machine';
import type { AppliedFee } from '../../domain/fees';
import type { Database } from '../db/database';
import { fee_late_adjustments, fund_family_events } from '../db/schema';
import type { Scope } from '../scope';
import { readCustomerSettings } from '../settings/customer-settings';
import { ledgerByCode } from './fee-charge-codes';
import { feeTotalsOfLedger, feeTotalsOfRun } from './fee-charge-totals';
import { type FeeChargeRunOf } from './fee-charge-computed';
import { offsetInputsOf } from './fee-charge-inputs';
import { loadFeeCharge } from './fee-charge-load';
import { postedSums } from './fee-charge-posting';
import {
  lateAdjustmentsOf,
  lateAdjustmentStateOf,
  loadLateAdjustment,
} from './fee-late-adjustment-load';
import { lateAdjustmentFactsOf } from './fee-late-adjustment-machine-check';
import { lateAdjustmentReview } from './fee-late-adjustment-review';

const figures = (a: AppliedFee): FeeLateAdjustmentFigures => ({
  gross_cents: a.gross,
  offsets_applied_cents: a.offsetsApplied,
  waivers_applied_cents: a.waiversApplied,
  net_cents: a.net,
});

/**
 * GET late-adjustment-event/{id}/: the draft's late items and its review, per LP the published
 * figures (with earlier adjustments), the figures after, the change and how each was computed;
 * the ledger rows applying posts (or posted) per code; the checks; what this user may do.
 */
export async function getLateAdjustment(
  db: Database,
  scope: Scope,
  feeChargeEventId: string,
  adjustmentId: string,
  reader: { id: string; mayApprove: boolean },
  runOf: FeeChargeRunOf,
): Promise<FeeLateAdjustmentView> {
  const loaded = await loadLateAdjustment(db, scope, feeChargeEventId, adjustmentId);
  const { event, adjustment, charge } = loaded;
  const review = await lateAdjustmentReview(db, scope, loaded, runOf);
  const { before, after } = review.posting;
  const names = new Map(review.computed.commitments.map((c) => [c.id, c.name]));
  const state = lateAdjustmentStateOf(event.state);
  const { preparer_may_approve } = await readCustomerSettings(db, scope.customerId);
  const facts = lateAdjustmentFactsOf(
    adjustment,
    preparer_may_approve,
    review.checks.every((c) => c.passed),
  );
  // The feeLateAdjustment machine decides; apply is an approver's besides.
  const actions = availableFeeLateAdjustmentActions(state, facts, reader.id).filter(
    (a) => a !== 'apply' || reader.mayApprove,
  );
  const refusals: string[] = [];
  if (state === 'draft') {
    if (!reader.mayApprove) refusals.push('applying needs the approve permission');
    for (const guard of feeLateAdjustmentApplyRefusals(facts, reader.id))
      if (guard === 'reconciles')
        refusals.push(...review.checks.filter((c) => !c.passed).map((c) => c.label));
      else refusals.push(feeLateAdjustmentGuardLabels[guard]);
  }
  const change = (k: keyof FeeChargeTotals) => feeTotalsOfRun(after)[k] - feeTotalsOfRun(before)[k];
  return {
    id: event.id,
    fee_charge_event_id: charge.event.id,
    fee_charge_event_name: charge.event.name,
    fund_family_id: event.fund_family_id,
    name: event.name,
    kind: adjustment.kind,
    state,
    effective_date: event.effective_date,
    currency: review.computed.fund.currency,
    offsets: offsetInputsOf(adjustment.offsets),
    waivers: adjustment.waivers,
    lines: review.lines.map((l) => ({
      commitment_id: l.commitmentId,
      investor_entity_name: names.get(l.commitmentId) ?? '',
      late_offsets_cents: l.after.offsetsAvailable - l.before.offsetsAvailable,
      late_waivers_cents: l.after.waiversAvailable - l.before.waiversAvailable,
      published: figures(l.before),
      after: figures(l.after),
      change: {
        offsets_applied_cents: l.delta.offsetsApplied,
        waivers_applied_cents: l.delta.waiversApplied,
        net_cents: l.delta.net,
      },
      published_audit: l.before.audit,
      after_audit: l.after.audit,
    })),
    totals: {
      published: feeTotalsOfRun(before),
      after: feeTotalsOfRun(after),
      change: {
        gross_cents: change('gross_cents'),
        offsets_applied_cents: change('offsets_applied_cents'),
        waivers_applied_cents: change('waivers_applied_cents'),
        net_cents: change('net_cents'),
      },
    },
    ledger: ledgerByCode(review.difference),
    checks: review.checks,
    audit: review.audit,
    prepared_by: adjustment.updated_by ?? adjustment.created_by,
    applied_by: adjustment.applied_by,
    applied_at: adjustment.applied_at?.toISOString() ?? null,
    created_by: adjustment.created_by,
    updated_by: adjustment.updated_by,
    preparer_may_approve,
    actions,
    apply_refusals: refusals,
  };
}

/**
 * GET late-adjustment-event/: a charge's late adjustments, oldest first, each with its net
 * change: as posted once applied, as applying would post it while a draft, none when discarded.
 */
export async function listLateAdjustments(
  db: Database,
  scope: Scope,
  feeChargeEventId: string,
  runOf: FeeChargeRunOf,
): Promise<FeeLateAdjustmentListItem[]> {
  await loadFeeCharge(db, scope, feeChargeEventId);
  const rows = await lateAdjustmentsOf(db, scope, feeChargeEventId).orderBy(
    asc(fee_late_adjustments.created_at),
    asc(fund_family_events.sequence),
  );
  const items: FeeLateAdjustmentListItem[] = [];
  for (const { event, adjustment } of rows) {
    const state = lateAdjustmentStateOf(event.state);
    let net = 0;
    if (state === 'applied')
      net = feeTotalsOfLedger(ledgerByCode(await postedSums(db, scope, [event.id]))).net_cents;
    if (state === 'draft') {
      const loaded = await loadLateAdjustment(db, scope, feeChargeEventId, event.id);
      const { posting } = await lateAdjustmentReview(db, scope, loaded, runOf);
      net = posting.after.totals.net - posting.before.totals.net;
    }
    items.push({
      id: event.id,
      name: event.name,
      kind: adjustment.kind,
      state,
      net_change_cents: net,
      created_at: adjustment.created_at.toISOString(),
    });
  }
  return items;
}

/**
 * The rows each applied late adjustment of a published charge posted, oldest first, read back
 * from the ledger per code: with the charge's own, every cent the fee put on the ledger.
 */
export async function appliedLateAdjustmentLedgers(
  db: Database,
  scope: Scope,
  feeChargeEventId: string,
): Promise<FeeLateAdjustmentLedger[]> {
  const rows = await lateAdjustmentsOf(
    db,
    scope,
    feeChargeEventId,
    eq(fund_family_events.state, 'completed'),
  ).orderBy(asc(fee_late_adjustments.applied_at), asc(fund_family_events.sequence));
  const ledgers: FeeLateAdjustmentLedger[] = [];
  for (const { event, adjustment } of rows) {
    const ledger = ledgerByCode(await postedSums(db, scope, [event.id]));
    ledgers.push({
      id: event.id,
      name: event.name,
      kind: adjustment.kind,
      applied_at: adjustment.applied_at?.toISOString() ?? null,
      ledger,
      totals_change: feeTotalsOfLedger(ledger),
    });
  }
  return ledgers;
}
