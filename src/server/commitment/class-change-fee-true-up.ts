import { and, asc, eq } from 'drizzle-orm';
import type { ClassChangeFee, ClassChangeFeeTrueUp } from '../../api/commitment-class-change';
import { addDays } from '../../domain/day-count';
import { DomainError } from '../../domain/domain-error';
import {
  calculateManagementFee,
  feePeriods,
  feeTrueUp,
  FeeTrueUpReason,
  postingPeriodOf,
  type ManagementFeeInput,
} from '../../domain/fees';
import type { Database } from '../db/database';
import { fees } from '../db/schema';
import type { Scope } from '../scope';
import { basisSourcesFor, feeBasisSeries, type CalculationSeries } from '../fees/fee-basis-series';
import { feeTermsOf } from '../fees/fee-configuration';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';

type FeeRow = typeof fees.$inferSelect;

/** Everything is known when truing up, so no cutoff hides the basis. */
const ALL_KNOWN = '9999-12-31';

/**
 * The last day the fee has been charged for by `today`: charged in advance, the whole period
 * containing today; in arrears, the period before it.
 */
export const chargedThrough = (fee: FeeRow, today: string): string => {
  const current = postingPeriodOf({ date: today, cadence: fee.cadence });
  return fee.charge_timing === 'in_advance' ? current.end : addDays(current.start, -1);
};

export async function familyFees(db: Database, scope: Scope, fundFamilyId: string) {
  return db
    .select()
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fundFamilyId)))
    .orderBy(asc(fees.name));
}

/**
 * Step "fee true-up" of a class change: for every true-up eligible fee, each posting period
 * from the effective date through what has been charged by `today`, the fee at the new class's
 * rates less the fee at the old class's, by the domain fee engine on the commitment's basis. The
 * commitment's own rates (a side letter) win over either class's, so where they are in force the
 * change moves nothing.
 */
export async function classChangeFeeTrueUp(
  db: Database,
  scope: Scope,
  change: {
    fund_family_id: string;
    commitment_id: string;
    from_investor_class_id: string | null;
    to_investor_class_id: string | null;
    effective_date: string;
  },
  today: string,
): Promise<ClassChangeFeeTrueUp> {
  const all = await familyFees(db, scope, change.fund_family_id);
  const overrides = await loadFeeRateOverrides(
    db,
    scope,
    all.map((fee) => fee.id),
    [change.commitment_id],
  );
  const throughs = all.map((fee) => chargedThrough(fee, today)).sort();
  const latest = throughs.at(-1) ?? null;
  const series = latest
    ? await feeBasisSeries(
        db,
        scope,
        change.fund_family_id,
        all.flatMap((fee) => fee.basis.map((b) => b.calculation_id)),
        latest,
      )
    : new Map<string, CalculationSeries>();
  const basisProblem = [...series.values()].flatMap((s) => s.problems.map((p) => `${s.name} ${p}`));
  if (basisProblem.length > 0)
    return {
      through: latest,
      fees: [],
      total_cents: 0,
      problem: `The fee basis cannot be computed: ${basisProblem[0]}`,
    };
  try {
    const computed: ClassChangeFee[] = all.map((fee) => {
      const through = chargedThrough(fee, today);
      const base = { fee_id: fee.id, fee_name: fee.name, true_up_eligible: fee.true_up_eligible };
      if (!fee.true_up_eligible || through < change.effective_date)
        return { ...base, lines: [], total_cents: 0, audit: [] };
      const periods = feePeriods({ from: change.effective_date, through, cadence: fee.cadence });
      const input = (period: (typeof periods)[number], classId: string | null) =>
        ({
          commitmentId: change.commitment_id,
          period,
          feeTerm: { start: change.effective_date, end: through },
          basisSources: basisSourcesFor(fee, series, change.commitment_id),
          rates: overrides.scheduleOf(fee, change.commitment_id, classId),
          terms: feeTermsOf(fee),
          knownAsOf: ALL_KNOWN,
        }) satisfies ManagementFeeInput;
      const old = periods.map((p) =>
        calculateManagementFee(input(p, change.from_investor_class_id)),
      );
      const result = feeTrueUp({
        reason: FeeTrueUpReason.classChange,
        published: old.map((o) => ({
          commitmentId: o.commitmentId,
          period: o.period,
          gross: o.gross,
        })),
        actual: periods.map((p) => input(p, change.to_investor_class_id)),
      });
      return {
        ...base,
        lines: result.lines.map((line, i) => ({
          start: line.period.start,
          end: line.period.end,
          old_cents: line.published,
          new_cents: line.actual,
          adjustment_cents: line.adjustment,
          old_audit: old[i]!.audit,
          new_audit: line.detail.audit,
        })),
        total_cents: result.total,
        audit: result.audit,
      };
    });
    return {
      through: latest && latest >= change.effective_date ? latest : null,
      fees: computed,
      total_cents: computed.reduce((sum, f) => sum + f.total_cents, 0),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { through: latest, fees: [], total_cents: 0, problem: error.message };
  }
}
