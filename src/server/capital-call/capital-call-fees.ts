import { and, eq, inArray, min } from 'drizzle-orm';
import type { FeePeriodInput } from '../../api/capital-call';
import { DomainError } from '../../domain/domain-error';
import { runFeePeriod, type FeeRunCommitment } from '../../domain/fees';
import { maxDate } from '../../domain/fees/iso-date';
import type { AuditStep } from '../../domain/money';
import type { Database } from '../db/database';
import {
  closing_commitments,
  closings,
  fees,
  type fund_families,
  investor_class_fee_overrides,
} from '../db/schema';
import { feeTermsOf } from '../fees/fee-configuration';
import { basisSourcesFor, feeBasisSeries } from '../fees/fee-basis-series';
import type { Scope } from '../scope';
import type { CallContext } from './capital-call-context';

type Fund = typeof fund_families.$inferSelect;

/**
 * Spec §3 "Capital call methodology: gross or net fees". The fund has no such setting stored yet,
 * so a call takes the gross fee (before offsets and waivers), the model LPA's instalment.
 */
export const CALL_FEE_METHODOLOGY = 'gross' as const;

/** A management fee line computed by the fee engine: cents and audit per commitment. */
export type ComputedFeeLine = {
  total: number;
  byCommitment: Record<string, number>;
  audit: Record<string, AuditStep[]>;
};

/** Why the engine could not compute the line: a 400 on the use's fee_period. */
export class FeeLineProblem extends Error {}

/**
 * Each reachable commitment's management fee for `period`, computed by the fee engine
 * (runFeePeriod) from the fund's stored fee terms: every management fee of the fund family, at
 * its class's rates where the class overrides the fee (a 0% class pays nothing), on the fee's
 * basis calculations as the ledger gives them through the period's end. Each commitment bears
 * fees from its admission (its closing's date); charged in advance, the basis is the one known on
 * the later of the period start and the admission.
 * Gross fees (CALL_FEE_METHODOLOGY). Commitments outside the call (no figures) are not charged.
 */
export async function computeManagementFeeLine(
  db: Database,
  scope: Scope,
  fund: Fund,
  context: CallContext,
  period: FeePeriodInput,
): Promise<ComputedFeeLine> {
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
  const overrides = await db
    .select()
    .from(investor_class_fee_overrides)
    .where(
      and(
        eq(investor_class_fee_overrides.customer_id, scope.customerId),
        inArray(
          investor_class_fee_overrides.fee_id,
          feeRows.map((f) => f.id),
        ),
      ),
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
  const ids = context.commitments.map((c) => c.id);
  const admitted = new Map(
    (ids.length === 0
      ? []
      : await db
          .select({ id: closing_commitments.commitment_id, date: min(closings.closing_date) })
          .from(closing_commitments)
          .innerJoin(closings, eq(closings.id, closing_commitments.closing_id))
          .where(inArray(closing_commitments.commitment_id, ids))
          .groupBy(closing_commitments.commitment_id)
    ).map((r) => [r.id, r.date]),
  );
  const admissionOf = (id: string) => admitted.get(id) ?? fund.first_closed_on ?? period.start;
  for (const fee of feeRows) {
    const inAdvance = fee.charge_timing === 'in_advance';
    const commitments: FeeRunCommitment[] = context.commitments.map((c) => ({
      commitmentId: c.id,
      // A commitment bears fees from its admission (its closing date); charged in advance, its
      // basis is what was known on the later of the period start and that day.
      feeTerm: { start: admissionOf(c.id) },
      ...(inAdvance ? { knownAsOf: maxDate(period.start, admissionOf(c.id)) } : {}),
      basisSources: basisSourcesFor(fee, series, c.id),
      rates: {
        fund: fee.rates,
        investorClass: overrides.find(
          (o) => o.fee_id === fee.id && o.investor_class_id === c.investorClassId,
        )?.rates,
      },
      offsetWeight: 0,
    }));
    let run: ReturnType<typeof runFeePeriod>;
    try {
      run = runFeePeriod({
        period,
        terms: feeTermsOf(fee),
        commitments,
        offsets: [],
        orderOfOperations: fee.order_of_operations,
        waiverMethodology: fee.waiver_methodology ?? 'fee_waiver_accruals_per_lp',
        rounding: context.structure.rounding,
      });
    } catch (error) {
      if (error instanceof DomainError) throw new FeeLineProblem(`${fee.name}: ${error.message}`);
      throw error;
    }
    for (const line of run.lines) {
      const admission = admissionOf(line.commitmentId);
      byCommitment[line.commitmentId] = (byCommitment[line.commitmentId] ?? 0) + line.gross;
      audit[line.commitmentId]!.push(
        {
          step: `${fee.name}, ${period.start} to ${period.end}`,
          formula:
            'the fee engine (runFeePeriod) on the stored fee terms; the call takes the gross fee',
          inputs: {
            'day count': fee.day_count,
            'charge timing': fee.charge_timing,
            'basis determination': fee.basis_determination,
            'partial period basis': fee.partial_period_basis,
            'fee term from (admission)': admission,
            ...(inAdvance ? { 'basis known as of': maxDate(period.start, admission) } : {}),
            'capital call methodology': CALL_FEE_METHODOLOGY,
          },
        },
        ...line.fee.audit,
      );
    }
  }
  for (const c of context.commitments)
    audit[c.id]!.push({
      step: 'Management fee called',
      formula: feeRows.length > 1 ? 'Σ gross fees of the fund’s management fees' : 'gross fee',
      value: byCommitment[c.id]!,
      unit: 'cents',
      ...(c.feeExempt ? { note: 'fee-exempt class (its rate is 0%)' } : {}),
    });
  const total = Object.values(byCommitment).reduce((a, b) => a + b, 0);
  return { total, byCommitment, audit };
}
