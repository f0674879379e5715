import { eq, inArray, min } from 'drizzle-orm';
import { DomainError } from '../../domain/domain-error';
import {
  FeeCalculationFailed,
  FeeMessages,
  guardFeeCalculation,
  runFeePeriod,
  type FeeLedgerTerms,
  type FeePeriod,
  type FeeRunCommitment,
  type FeeRunResult,
  type FundOffset,
} from '../../domain/fees';
import { maxDate } from '../../domain/fees/iso-date';
import { ApiError } from '../api-error';
import {
  loadCallContext,
  type CallCommitment,
  type CallContext,
} from '../capital-call/capital-call-context';
import type { Database } from '../db/database';
import {
  closing_commitments,
  closings,
  type FeeChargeWaiver,
  type fees,
  type fund_families,
} from '../db/schema';
import type { Scope } from '../scope';
import { basisSourcesFor, feeBasisSeries, type CalculationSeries } from './fee-basis-series';
import { feeTermsOf } from './fee-configuration';
import { loadFeeRateOverrides, type FeeRateOverrides } from './fee-rate-overrides';

type Fund = typeof fund_families.$inferSelect;
type FeeRow = typeof fees.$inferSelect;

export type FeeChargeRun = {
  run: FeeRunResult;
  commitments: CallCommitment[];
  admission: Map<string, string>;
  /** What the run's ledger was mapped with: a late adjustment maps its own alike. */
  ledgerTerms: Omit<FeeLedgerTerms, 'waiverMethodology'>;
};

/** A commitment's share of fund-level offsets: its commitment, none for a fee-exempt class. */
export const offsetWeightOf = (c: Pick<CallCommitment, 'feeExempt' | 'committed'>) =>
  c.feeExempt ? 0 : c.committed;

/** The GP commitments a cashless-contribution waiver credits, weighted by commitment. */
const gpCommitmentsOf = (structure: CallContext['structure']) =>
  structure.nodes.flatMap((n) =>
    n.kind === 'commitment' && n.isGp && n.commitment > 0
      ? [{ id: n.id, weight: n.commitment }]
      : [],
  );

/** Spec §8: an unexpected failure is the support message (500), a rule's refusal a 409. */
export function feeCalculationError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  if (error instanceof FeeCalculationFailed)
    throw new ApiError({
      status: 500,
      code: 'fee_calculation_failed',
      message: FeeMessages.calculationFailed,
      devMessage: error.detail,
    });
  if (error instanceof DomainError)
    throw new ApiError({ status: 409, code: 'conflict', message: error.message });
  throw new ApiError({
    status: 500,
    code: 'fee_calculation_failed',
    message: FeeMessages.calculationFailed,
    devMessage: error instanceof Error ? error.message : String(error),
  });
}

/** Each commitment's admission day (its earliest closing), the start of its fee term. */
export async function admissionDays(
  db: Database,
  fund: Fund,
  ids: readonly string[],
  fallback: string,
): Promise<Map<string, string>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: closing_commitments.commitment_id, date: min(closings.closing_date) })
          .from(closing_commitments)
          .innerJoin(closings, eq(closings.id, closing_commitments.closing_id))
          .where(inArray(closing_commitments.commitment_id, [...ids]))
          .groupBy(closing_commitments.commitment_id);
  const found = new Map(rows.map((r) => [r.id, r.date]));
  return new Map(ids.map((id) => [id, found.get(id) ?? fund.first_closed_on ?? fallback]));
}

/** What a fee's run reads besides the fee: the commitments and what the ledger gives them. */
export type FeeRunSources = {
  context: Pick<CallContext, 'structure' | 'commitments'>;
  /** Each commitment's admission day (admissionDays). */
  admission: ReadonlyMap<string, string>;
  /** The classes' and commitments' own rates of the fee (loadFeeRateOverrides). */
  overrides: FeeRateOverrides;
  series: Map<string, CalculationSeries>;
};

/**
 * One fee's run by the fee engine (runFeePeriod) for a period, from the fee's stored terms
 * (feeTermsOf: its day count, proration, timing, basis determination), its class's and each
 * commitment's own rates where they override the fund's (a side letter wins) and the basis series, over the context's commitments: each bears the fee from its admission and,
 * charged in advance, on the basis known on the later of the period start and that day.
 * Offsets are shared by commitment among the commitments that bear the fee (a fee-exempt class
 * takes none), at the fee's offset percentages; waivers are per commitment as entered. A rule's
 * refusal is the engine's DomainError.
 */
export function runFee(
  fee: FeeRow,
  period: FeePeriod,
  { context, admission, overrides, series }: FeeRunSources,
  offsets: readonly FundOffset[],
  waivers: readonly FeeChargeWaiver[],
): FeeRunResult {
  const waiverOf = new Map(waivers.map((w) => [w.commitment_id, w.amount_cents]));
  const inAdvance = fee.charge_timing === 'in_advance';
  const commitments: FeeRunCommitment[] = context.commitments.map((c) => ({
    commitmentId: c.id,
    feeTerm: { start: admission.get(c.id)! },
    ...(inAdvance ? { knownAsOf: maxDate(period.start, admission.get(c.id)!) } : {}),
    basisSources: basisSourcesFor(fee, series, c.id),
    rates: overrides.scheduleOf(fee, c.id, c.investorClassId),
    offsetWeight: offsetWeightOf(c),
    waiver: waiverOf.get(c.id) ?? 0,
  }));
  return runFeePeriod({
    period,
    terms: feeTermsOf(fee),
    commitments,
    offsets,
    offsetPercentages: fee.offset_percentages,
    orderOfOperations: fee.order_of_operations,
    waiverMethodology: fee.waiver_methodology ?? 'fee_waiver_accruals_per_lp',
    gpCommitments: gpCommitmentsOf(context.structure),
    rounding: context.structure.rounding,
  });
}

/**
 * One fee's charge for a period (runFee), over the commitments posted by the period's end, on
 * the basis calculations as the ledger gives them through then.
 */
export async function computeFeeCharge(
  db: Database,
  scope: Scope,
  fund: Fund,
  fee: FeeRow,
  period: FeePeriod,
  offsets: readonly FundOffset[],
  waivers: readonly FeeChargeWaiver[],
): Promise<FeeChargeRun> {
  try {
    const context = await loadCallContext(db, scope, fund, period.end, null);
    const overrides = await loadFeeRateOverrides(db, scope, [fee.id]);
    const series = await feeBasisSeries(
      db,
      scope,
      fund.id,
      [...new Set(fee.basis.map((b) => b.calculation_id))],
      period.end,
    );
    const problem = [...series.values()].flatMap((s) => s.problems.map((p) => `${s.name} ${p}`));
    if (problem.length > 0)
      throw new ApiError({
        status: 409,
        code: 'conflict',
        message: `The fee basis cannot be computed: ${problem[0]}`,
      });
    const admission = await admissionDays(
      db,
      fund,
      context.commitments.map((c) => c.id),
      period.start,
    );
    const run = guardFeeCalculation(() =>
      runFee(fee, period, { context, admission, overrides, series }, offsets, waivers),
    );
    return {
      run,
      commitments: context.commitments,
      admission,
      ledgerTerms: {
        gpCommitments: gpCommitmentsOf(context.structure),
        rounding: context.structure.rounding,
      },
    };
  } catch (error) {
    return feeCalculationError(error);
  }
}
