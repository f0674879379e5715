import { and, eq } from 'drizzle-orm';
import type { FeePeriodInput } from '../../api/capital-call';
import type { CapitalCallMethodology } from '../../api/fund-structure';
import { DomainError } from '../../domain/domain-error';
import type { FeeRunLine, FeeRunResult } from '../../domain/fees';
import { maxDate } from '../../domain/fees/iso-date';
import type { AuditStep } from '../../domain/money';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { fees, type fund_families } from '../db/schema';
import { feeBasisSeries } from '../fees/fee-basis-series';
import { feeChargeStateOf } from '../fees/fee-charge-event-machine-check';
import { feeChargeForPeriod, type LoadedFeeCharge } from '../fees/fee-charge-load';
import {
  admissionDays,
  computeFeeCharge,
  runFee,
  type FeeRunSources,
} from '../fees/fee-charge-run';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';
import type { Scope } from '../scope';
import type { CallContext } from './capital-call-context';

type Fund = typeof fund_families.$inferSelect;
type FeeRow = typeof fees.$inferSelect;

/** A management fee line computed by the fee engine: cents and audit per commitment. */
export type ComputedFeeLine = {
  /** The fund's capital call methodology the line was computed by (spec §3). */
  methodology: CapitalCallMethodology;
  total: number;
  byCommitment: Record<string, number>;
  audit: Record<string, AuditStep[]>;
};

/** Why the engine could not compute the line: a 400 on the use's fee_period. */
export class FeeLineProblem extends Error {}

/** Net fees wait for the period's fee charge to be published: its offsets and waivers are final then. */
export const netFeesNeedPublishedCharge = (charge: string) =>
  `The fund calls net fees, and the fee charge “${charge}” for this period is still a draft: publish it first, so its offsets and waivers are final.`;

/** One fee's run for the call, and the fee charge whose offsets and waivers it applied (net). */
type FeeRunForCall = { run: FeeRunResult; charge: LoadedFeeCharge | null };

/**
 * Net fees (spec §3): the fee charge event of this fee for exactly this period gives the offsets
 * and waivers, and the run is the charge's own (computeFeeCharge: over the commitments posted by
 * the period's end), so each LP is called the net fee the charge posts. With no charge for the
 * period there is nothing to apply: net equals gross. A draft charge is refused (its offsets and
 * waivers may still change).
 */
async function netFeeRun(
  db: Database,
  scope: Scope,
  fund: Fund,
  fee: FeeRow,
  period: FeePeriodInput,
): Promise<FeeRunForCall> {
  const charge = await feeChargeForPeriod(db, scope, fee.id, period);
  if (charge && feeChargeStateOf(charge.event.state) !== 'published')
    throw new FeeLineProblem(netFeesNeedPublishedCharge(charge.event.name));
  try {
    const { run } = await computeFeeCharge(
      db,
      scope,
      fund,
      fee,
      period,
      charge?.charge.offsets ?? [],
      charge?.charge.waivers ?? [],
    );
    return { run, charge };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      throw new FeeLineProblem(`${fee.name}: ${error.message}`);
    throw error;
  }
}

/** The LP's offsets and waivers for net fees: where they came from, then how they applied. */
function netSteps(
  fee: FeeRow,
  charge: LoadedFeeCharge | null,
  line: FeeRunLine | undefined,
): AuditStep[] {
  if (!line)
    return [
      {
        step: 'Net fee',
        formula: 'not in the fee charge’s run (admitted after the period’s end)',
        value: 0,
        unit: 'cents',
      },
    ];
  const offsets = charge?.charge.offsets ?? [];
  const waiver = charge?.charge.waivers.find((w) => w.commitment_id === line.commitmentId);
  return [
    {
      step: charge
        ? `Offsets and waivers of the fee charge “${charge.event.name}”`
        : 'Offsets and waivers: no fee charge event for this period, so none to apply',
      formula:
        'the LP’s share of the offsets recognized (at the fee’s offset percentages, shared by commitment among the commitments bearing the fee) and its waiver as entered',
      inputs: {
        'offsets of the charge (cents)': offsets.reduce((sum, o) => sum + o.amount, 0),
        'order of operations': fee.order_of_operations,
        'waiver entered (cents)': waiver?.amount_cents ?? 0,
      },
      value: line.offsetsRecognized,
      unit: 'cents',
    },
    ...line.application.audit,
  ];
}

/**
 * Each reachable commitment's management fee for `period`, computed by the fee engine
 * (runFeePeriod) from the fund's stored fee terms: every management fee of the fund family, at
 * the commitment's own rates where it overrides the fee, else its class's where the class does
 * (a 0% class pays nothing), on the fee's
 * basis calculations as the ledger gives them through the period's end. Each commitment bears
 * fees from its admission (its closing's date); charged in advance, the basis is the one known on
 * the later of the period start and the admission.
 * The fund's capital call methodology (spec §3) picks the figure called: gross fees (before
 * offsets and waivers) or net fees (netFeeRun: less the offsets and waivers of the period's fee
 * charge). Commitments outside the call (no figures) are not charged.
 */
export async function computeManagementFeeLine(
  db: Database,
  scope: Scope,
  fund: Fund,
  context: CallContext,
  period: FeePeriodInput,
): Promise<ComputedFeeLine> {
  const methodology = fund.capital_call_methodology;
  const feeRows = (
    await db
      .select()
      .from(fees)
      .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fund.id)))
  ).filter((f) => f.type === 'management');
  if (feeRows.length === 0)
    throw new FeeLineProblem(
      'No management fee is configured for this fund family; configure one on the fund’s fees tab.',
    );
  const overrides = await loadFeeRateOverrides(
    db,
    scope,
    feeRows.map((f) => f.id),
  );
  const series = await feeBasisSeries(
    db,
    scope,
    fund.id,
    [...new Set(feeRows.flatMap((f) => f.basis.map((b) => b.calculation_id)))],
    period.end,
  );
  const problem = [...series.values()].flatMap((s) => s.problems.map((p) => `${s.name} ${p}`))[0];
  if (problem) throw new FeeLineProblem(`The fee basis cannot be computed: ${problem}`);
  const byCommitment: Record<string, number> = {};
  const audit: Record<string, AuditStep[]> = {};
  for (const c of context.commitments) {
    byCommitment[c.id] = 0;
    audit[c.id] = [];
  }
  const admission = await admissionDays(
    db,
    fund,
    context.commitments.map((c) => c.id),
    period.start,
  );
  const sources: FeeRunSources = { context, admission, overrides, series };
  const grossRun = (fee: FeeRow): FeeRunForCall => {
    try {
      return { run: runFee(fee, period, sources, [], []), charge: null };
    } catch (error) {
      if (error instanceof DomainError) throw new FeeLineProblem(`${fee.name}: ${error.message}`);
      throw error;
    }
  };
  for (const fee of feeRows) {
    const inAdvance = fee.charge_timing === 'in_advance';
    const { run, charge } =
      methodology === 'net' ? await netFeeRun(db, scope, fund, fee, period) : grossRun(fee);
    const lines = new Map(run.lines.map((l) => [l.commitmentId, l]));
    for (const c of context.commitments) {
      const line = lines.get(c.id);
      if (!line && methodology === 'gross') continue;
      const admitted = admission.get(c.id)!;
      byCommitment[c.id] =
        (byCommitment[c.id] ?? 0) + (methodology === 'net' ? (line?.net ?? 0) : line!.gross);
      audit[c.id]!.push(
        {
          step: `${fee.name}, ${period.start} to ${period.end}`,
          formula:
            methodology === 'net'
              ? 'the fee engine (runFeePeriod) on the stored fee terms, with the offsets and waivers of the period’s fee charge; the call takes the net fee'
              : 'the fee engine (runFeePeriod) on the stored fee terms; the call takes the gross fee',
          inputs: {
            'day count': fee.day_count,
            'charge timing': fee.charge_timing,
            'basis determination': fee.basis_determination,
            'partial period basis': fee.partial_period_basis,
            'fee term from (admission)': admitted,
            ...(inAdvance ? { 'basis known as of': maxDate(period.start, admitted) } : {}),
            'capital call methodology': methodology,
            ...(methodology === 'net'
              ? {
                  'fee charge': charge
                    ? `${charge.event.name} (${feeChargeStateOf(charge.event.state)})`
                    : null,
                }
              : {}),
          },
        },
        ...(line?.fee.audit ?? []),
        ...(methodology === 'net' ? netSteps(fee, charge, line) : []),
      );
    }
  }
  const called =
    methodology === 'net' ? 'net fee (gross − offsets applied − waivers applied)' : 'gross fee';
  for (const c of context.commitments)
    audit[c.id]!.push({
      step: 'Management fee called',
      formula: feeRows.length > 1 ? `Σ ${methodology} fees of the fund’s management fees` : called,
      value: byCommitment[c.id]!,
      unit: 'cents',
      ...(c.feeExempt ? { note: 'fee-exempt (its rate is 0%, its own or its class’s)' } : {}),
    });
  const total = Object.values(byCommitment).reduce((a, b) => a + b, 0);
  return { methodology, total, byCommitment, audit };
}
