import { and, eq, inArray } from 'drizzle-orm';
import { addDays, daysBetween } from '../../domain/day-count';
import { DomainError } from '../../domain/domain-error';
import { feeCatchUp, rateSourceLabel } from '../../domain/fees';
import { Dec, formatCents, type AuditStep } from '../../domain/money';
import type { Database } from '../db/database';
import { commitments, fees } from '../db/schema';
import { admittedBasisSources, admittedFeeBases } from './closing-fee-basis';
import { feeTermsOf } from '../fees/fee-configuration';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';
import { loadFundFamily } from '../fund-family/fund-family-service';

/** The first step of every fee true-up audit: which stored terms were read, or why none apply. */
export const FEE_TERMS_STEP = 'Stored management fee terms';

export type ClosingFeeTrueUp = {
  /** Per admitted commitment, the fee it owes the manager, in cents. */
  byCommitment: Record<string, number>;
  audit: AuditStep[];
};

type Admitted = { commitment_id: string; amount_cents: number; investor_entity_name: string };

const percent = (fraction: string) => `${new Dec(fraction).times(100).toString()}%`;

const nothing = (note: string, inputs?: AuditStep['inputs']): ClosingFeeTrueUp => ({
  byCommitment: {},
  audit: [{ step: FEE_TERMS_STEP, inputs, note }],
});

/** The earliest `from` of dated terms, as a list (empty when there are none). */
const earliestOf = (points: readonly { from: string }[]): string[] =>
  points.length === 0 ? [] : [points.map((p) => p.from).reduce((a, b) => (a < b ? a : b))];

/** Why a closing has no fee true-up, read back from its audit (also once finalized and kept). */
export const feeTrueUpNote = (audit: readonly AuditStep[]): string | null =>
  audit.find((s) => s.step === FEE_TERMS_STEP)?.note ?? null;

/**
 * DOMAIN.md management fee true-up: a commitment admitted at a subsequent close owes the
 * management fee it would have paid had it been admitted at the first close, from the fee start
 * (the first close, or the fee's first rate and basis date if later) to the day before its
 * admission; from its closing date on it bears fees like every commitment. Computed by the
 * domain fee engine under the STORED terms of every true-up-eligible management fee: rate
 * (the commitment's own rates where it overrides the fee, else its class's where the class
 * does), basis, day count, cadence and dated
 * periods. The basis is the commitment's value on admission, deemed held since the first close.
 */
export async function closingFeeTrueUp(
  db: Database,
  scope: { customerId: string },
  closing: { fund_family_id: string; closing_date: string },
  admitted: readonly Admitted[],
): Promise<ClosingFeeTrueUp> {
  const fund = await loadFundFamily(db, scope.customerId, closing.fund_family_id);
  const firstClose = fund.first_closed_on;
  if (admitted.length === 0) return { byCommitment: {}, audit: [] };
  if (!firstClose || firstClose >= closing.closing_date)
    return nothing('The first close: there are no earlier fee periods to true up.');
  const feeRows = await db
    .select()
    .from(fees)
    .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fund.id)));
  if (feeRows.length === 0)
    return nothing(
      'No management fee is configured for this fund family, so there is no fee true-up. Configure one on the fund’s fees tab.',
    );
  const eligible = feeRows.filter((f) => f.type === 'management' && f.true_up_eligible);
  if (eligible.length === 0)
    return nothing('No configured management fee is eligible for true-up, so there is none.', {
      fees: feeRows.map((f) => f.name).join(', '),
    });
  const classOf = new Map(
    (
      await db
        .select({ id: commitments.id, class_id: commitments.investor_class_id })
        .from(commitments)
        .where(
          inArray(
            commitments.id,
            admitted.map((c) => c.commitment_id),
          ),
        )
    ).map((r) => [r.id, r.class_id]),
  );
  const overrides = await loadFeeRateOverrides(
    db,
    scope,
    eligible.map((f) => f.id),
    admitted.map((c) => c.commitment_id),
  );
  const chargedThrough = addDays(closing.closing_date, -1);
  const byCommitment: Record<string, number> = {};
  const audit: AuditStep[] = [
    {
      step: FEE_TERMS_STEP,
      formula:
        'for each period from the fee start to the day before admission: basis × rate × days ÷ year (day count), rounded to the cent',
      inputs: {
        fees: eligible.map((f) => f.name).join(', '),
        'first close': firstClose,
        admission: closing.closing_date,
        'charged through': chargedThrough,
      },
    },
  ];
  for (const fee of eligible) {
    // The fee runs from the later of the first close and the days its first rate and basis apply.
    const feeStart = [firstClose, ...earliestOf(fee.rates), ...earliestOf(fee.basis)].reduce(
      (a, b) => (a > b ? a : b),
    );
    if (feeStart >= closing.closing_date) {
      audit.push({
        step: `${fee.name}: no earlier periods`,
        inputs: { 'fee start': feeStart },
        note: 'The fee starts on or after this closing: nothing to true up.',
      });
      continue;
    }
    const bases = await admittedFeeBases(
      db,
      { customerId: scope.customerId, fundFamilyId: fund.id, closingDate: closing.closing_date },
      fee.basis,
      admitted.map((c) => ({ id: c.commitment_id, amount: c.amount_cents })),
    );
    for (const basis of bases.values())
      audit.push({ step: `${fee.name}: basis ${basis.label}`, note: basis.how });
    for (const c of admitted) {
      const classId = classOf.get(c.commitment_id) ?? null;
      try {
        const result = feeCatchUp({
          commitment: {
            commitmentId: c.commitment_id,
            basisSources: admittedBasisSources(
              fee.basis,
              bases,
              c.commitment_id,
              closing.closing_date,
            ),
            rates: overrides.scheduleOf(fee, c.commitment_id, classId),
            terms: feeTermsOf(fee),
          },
          firstCloseDate: feeStart,
          admissionDate: closing.closing_date,
          chargedThrough,
          cadence: fee.cadence,
        });
        for (const line of result.lines) {
          for (const s of line.detail.segments) {
            audit.push({
              step: `${c.investor_entity_name}, ${fee.name}: ${s.start} to ${s.end}`,
              formula: `basis × rate × days ÷ year (${fee.day_count.replace(/_/g, ' ')})`,
              inputs: {
                basis: formatCents(Math.round(Number(s.basis))),
                rate: `${percent(s.rate)} (${rateSourceLabel(s.rateSource)})`,
                days: daysBetween(s.start, s.end) + 1,
                'year fraction': new Dec(s.yearFraction).toDecimalPlaces(10).toString(),
              },
              value: `${new Dec(s.amount).div(100).toFixed(4)} (exact, before rounding)`,
            });
          }
          audit.push({
            step: `${c.investor_entity_name}, ${fee.name}: period ${line.period.start} to ${line.period.end}`,
            formula: 'Σ the period’s pieces, rounded to the cent',
            value: line.adjustment,
            unit: 'cents',
          });
        }
        byCommitment[c.commitment_id] = (byCommitment[c.commitment_id] ?? 0) + result.total;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        audit.push({
          step: `${c.investor_entity_name}, ${fee.name}: not computed`,
          note: `${error.message} No true-up is charged for this fee.`,
        });
      }
    }
  }
  for (const c of admitted) {
    if (byCommitment[c.commitment_id] === undefined) continue;
    audit.push({
      step: `${c.investor_entity_name}: fee true-up`,
      formula: 'Σ its periods’ fees',
      value: byCommitment[c.commitment_id]!,
      unit: 'cents',
    });
  }
  return { byCommitment, audit };
}

/**
 * A closing's equalization outcome with its fee true-up taken from the stored fee terms, in
 * place of the share of management fees already called that capital equalization finds: the
 * true-up is what the admitted commitment would have been charged, not what others paid.
 */
export async function withStoredFeeTrueUp<
  O extends { feeTrueUp: Record<string, number>; feeCatchUpToManager: number },
>(
  db: Database,
  scope: { customerId: string },
  closing: { fund_family_id: string; closing_date: string },
  admitted: readonly Admitted[],
  outcome: O,
): Promise<O & { feeTrueUpAudit: AuditStep[] }> {
  const trueUp = await closingFeeTrueUp(db, scope, closing, admitted);
  return {
    ...outcome,
    feeTrueUp: trueUp.byCommitment,
    feeCatchUpToManager: Object.values(trueUp.byCommitment).reduce((a, b) => a + b, 0),
    feeTrueUpAudit: trueUp.audit,
  };
}
