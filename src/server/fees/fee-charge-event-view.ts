import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  availableFeeChargeEventActions,
  feeChargeEventGuardLabels,
  feeChargeEventPublishRefusals,
} from '../../../machines/fee-charge-event.machine';
import type {
  FeeChargeEventView,
  FeeChargeLineWorking,
  FeePeriodSelect,
} from '../../api/fee-charge-event';
import { notFound } from '../api-error';
import { feePeriods, type FeePeriod } from '../../domain/fees';
import type { Database } from '../db/database';
import { fee_charge_events, fees, investor_classes } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { readCustomerSettings } from '../settings/customer-settings';
import { feeChargeChecks, ledgerSums } from './fee-charge-checks';
import { ledgerByCode } from './fee-charge-codes';
import { addFeeTotals, feeTotalsOfRun } from './fee-charge-totals';
import { feeChargeStateOf } from './fee-charge-event-machine-check';
import { periodLabel } from './fee-charge-event-service';
import { loadFeeCharge } from './fee-charge-load';
import { computedFeeChargeRun, type FeeChargeRunOf } from './fee-charge-computed';
import { feeCallOf } from './fee-call';
import { offsetInputsOf } from './fee-charge-inputs';
import { postedSums } from './fee-charge-posting';
import { appliedLateAdjustmentLedgers } from './fee-late-adjustment-view';

const percentOf = (fraction: string) => String(Number(fraction) * 100);

/**
 * GET /fee-charge-event/{id}/: the event with every figure the engine computes for it, per LP
 * the basis, rate, gross, offsets, waivers and net with the steps behind each, the checks the
 * server proves before publishing and the ledger rows it posts (or posted), per code.
 */
export async function getFeeChargeEvent(
  db: Database,
  scope: Scope,
  eventId: string,
  reader: { id: string; mayApprove: boolean },
  runOf: FeeChargeRunOf = computedFeeChargeRun,
): Promise<FeeChargeEventView> {
  const loaded = await loadFeeCharge(db, scope, eventId);
  const { event, charge } = loaded;
  const period: FeePeriod = { start: charge.period_start, end: charge.period_end };
  const { run, commitments, fund, fee } = await runOf(db, scope, loaded);
  const state = feeChargeStateOf(event.state);
  const classIds = [
    ...new Set(commitments.map((c) => c.investorClassId).filter((x) => x !== null)),
  ];
  const classNames = new Map(
    classIds.length === 0
      ? []
      : (
          await db
            .select({ id: investor_classes.id, name: investor_classes.name })
            .from(investor_classes)
            .where(inArray(investor_classes.id, classIds))
        ).map((r) => [r.id, r.name]),
  );
  const byId = new Map(commitments.map((c) => [c.id, c]));
  const posted =
    state === 'published' ? await postedSums(db, scope, [eventId]) : ledgerSums(run.ledger);
  const checks = feeChargeChecks(run, posted);
  const { preparer_may_approve } = await readCustomerSettings(db, scope.customerId);
  const facts = {
    reconciles: checks.every((c) => c.passed),
    preparedBy: charge.updated_by ?? charge.created_by,
    preparerMayApprove: preparer_may_approve,
  };
  const actions = availableFeeChargeEventActions(state, facts, reader.id).filter(
    (a) =>
      a !== 'publish' ||
      (reader.mayApprove && (preparer_may_approve || charge.created_by !== reader.id)),
  );
  const refusals: string[] =
    state === 'draft'
      ? feeChargeEventPublishRefusals(facts, reader.id).map((g) => feeChargeEventGuardLabels[g])
      : [];
  if (state === 'draft' && !reader.mayApprove)
    refusals.push('publishing needs the approve permission');
  const totals = feeTotalsOfRun(run);
  const lateAdjustmentLedgers =
    state === 'published' ? await appliedLateAdjustmentLedgers(db, scope, eventId) : [];
  return {
    id: event.id,
    fund_family_id: fund.id,
    fee_id: fee.id,
    fee_name: fee.name,
    name: event.name,
    state,
    period,
    effective_date: event.effective_date,
    currency: fund.currency,
    terms: {
      'day count': fee.day_count,
      cadence: fee.cadence,
      'charge timing': fee.charge_timing,
      'basis determination': fee.basis_determination,
      'partial period basis': fee.partial_period_basis,
      'order of operations': fee.order_of_operations,
      'waiver methodology': fee.waiver_methodology ?? 'none',
      rounding: `${fund.rounding_methodology}, ${fund.rounding_partner_ordering}`,
    },
    offsets: offsetInputsOf(charge.offsets),
    waivers: charge.waivers,
    lines: run.lines.map((line) => {
      const c = byId.get(line.commitmentId)!;
      const segment = line.fee.segments[0];
      return {
        commitment_id: c.id,
        investor_entity_name: c.name,
        fund_entity_name: c.fundEntityName,
        class_name: c.investorClassId ? (classNames.get(c.investorClassId) ?? null) : null,
        basis: segment?.basis ?? '0',
        rate_percent: percentOf(segment?.rate ?? '0'),
        gross_cents: line.gross,
        offsets_recognized_cents: line.offsetsRecognized,
        offsets_applied_cents: line.offsetsApplied,
        waivers_applied_cents: line.waiversApplied,
        net_cents: line.net,
        carried_forward: {
          offsets_cents: line.carryForward.offsets,
          waivers_cents: line.carryForward.waivers,
        },
      };
    }),
    totals,
    totals_with_late_adjustments:
      lateAdjustmentLedgers.length > 0
        ? addFeeTotals(totals, ...lateAdjustmentLedgers.map((a) => a.totals_change))
        : null,
    checks,
    ledger: ledgerByCode(posted),
    late_adjustment_ledgers: lateAdjustmentLedgers,
    audit: run.audit,
    prepared_by: charge.updated_by ?? charge.created_by,
    published_by: charge.published_by,
    published_at: charge.published_at?.toISOString() ?? null,
    actions,
    preparer_may_approve,
    publish_refusals: refusals,
    fee_call: await feeCallOf(db, scope, eventId),
  };
}

/**
 * GET /fee-charge-event/fee-period-select/: the fee's posting periods from the fund's first close
 * through the period after today, each with the event that already uses it (the period-reuse rule).
 */
export async function feePeriodSelect(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  feeId: string | undefined,
  today: string,
): Promise<FeePeriodSelect[]> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const fundFees = await db
    .select()
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fund.id)))
    .orderBy(asc(fees.name));
  const used = await db
    .select({
      id: fee_charge_events.fund_family_event_id,
      fee_id: fee_charge_events.fee_id,
      start: fee_charge_events.period_start,
    })
    .from(fee_charge_events)
    .where(eq(fee_charge_events.fund_family_id, fund.id));
  const from = fund.first_closed_on ?? today;
  const through = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return fundFees
    .filter((f) => !feeId || f.id === feeId)
    .map((fee) => ({
      fee_id: fee.id,
      fee_name: fee.name,
      periods: feePeriods({
        from,
        through: through < from ? from : through,
        cadence: fee.cadence,
      }).map((p) => ({
        ...p,
        label: periodLabel(p, fee.cadence),
        taken_by: used.find((u) => u.fee_id === fee.id && u.start === p.start)?.id ?? null,
      })),
    }));
}

/** GET /fee-charge-event/{id}/line/{commitmentId}/: the engine's steps behind one LP's figures. */
export async function getFeeChargeLineWorking(
  db: Database,
  scope: Scope,
  eventId: string,
  commitmentId: string,
  runOf: FeeChargeRunOf = computedFeeChargeRun,
): Promise<FeeChargeLineWorking> {
  const { run } = await runOf(db, scope, await loadFeeCharge(db, scope, eventId));
  const line = run.lines.find((l) => l.commitmentId === commitmentId);
  if (!line) throw notFound('This fee charge has no line for that commitment');
  return {
    commitment_id: line.commitmentId,
    gross_audit: line.fee.audit,
    application_audit: line.application.audit,
  };
}
