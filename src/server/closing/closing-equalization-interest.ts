import type { ClosingEqualizationInterestLine, FundFamilyConfig } from '../../api/fund-structure';
import {
  addDays,
  allocate,
  daysBetween,
  Dec,
  equalizationInterest,
  refundWeights,
  type AllocateOptions,
  type AuditStep,
  type EqualizationPayment,
} from '../../domain';
import type { Database } from '../db/database';
import type { EqualizationOutcome, InterestBasis } from './closing-equalization';
import type { ClosingRuleRefunds } from './closing-rule-refunds';
import { investorNamesOf } from '../commitment/commitment-investor-names';
import { formatDate } from '../../domain/date-display';

/** The first step of every equalization interest audit: the fund's terms, or why none apply. */
export const INTEREST_TERMS_STEP = 'Equalization interest terms';

/** Why a closing charges no equalization interest, read back from its audit (also once kept). */
export const equalizationInterestNote = (audit: readonly AuditStep[]): string | null =>
  audit.find((s) => s.step === INTEREST_TERMS_STEP)?.note ?? null;

type Terms = Pick<
  FundFamilyConfig,
  'equalization_interest_methodology' | 'equalization_interest_rate_percent'
>;

const nothing = (note: string): EqualizationOutcome['interest'] => ({
  paid: {},
  received: {},
  audit: [{ step: INTEREST_TERMS_STEP, note }],
});

/**
 * An admitted commitment whose capital equalization was set by hand bears interest on what it
 * pays: the override is spread over its earlier calls' capital lines in proportion to the
 * computed amounts (exact cents), so each part still runs from its own call's due date.
 */
function interestPrincipal(basis: InterestBasis, rounding: AllocateOptions): EqualizationPayment[] {
  const capital = basis.payments.filter((p) => !p.isManagementFee && p.amount > 0);
  const fees = basis.payments.filter((p) => p.isManagementFee);
  const spread = Object.keys(basis.computedPaid).flatMap((id) => {
    const own = capital.filter((p) => p.commitmentId === id);
    const paid = basis.paid[id] ?? 0;
    if (paid === basis.computedPaid[id]) return own;
    if (paid <= 0 || own.length === 0) return [];
    const parts = allocate(
      paid,
      own.map((p, i) => ({ id: String(i), weight: p.amount })),
      rounding,
    );
    return own.map((p, i) => ({ ...p, amount: parts[String(i)] ?? 0 }));
  });
  return [...spread, ...fees];
}

const cents = (exact: Dec) => `${exact.div(100).toFixed(4)} (exact, before rounding)`;

/**
 * Model LPA §5.1 equalization interest on a closing: each admitted commitment pays interest at
 * the fund's rate on its capital equalization (fee portion and codes not flagged "affects
 * equalization interest" excluded), from each earlier call's due date to the reference date,
 * rounded once per commitment by the domain's equalizationInterest. It is not a contribution.
 * What the admitted pay goes back to the existing commitments with the same weights as the
 * capital refunds: the closing's rules when it picked some, else by contributed capital.
 * The fund profile stores no reference date, so it is the closing date.
 */
export async function withEqualizationInterest(
  db: Database,
  outcome: EqualizationOutcome,
  input: {
    terms: Terms;
    closingDate: string;
    rounding: AllocateOptions;
    ruleRefunds: ClosingRuleRefunds | null;
  },
): Promise<EqualizationOutcome> {
  const methodology = input.terms.equalization_interest_methodology;
  const percent = input.terms.equalization_interest_rate_percent;
  if (outcome.interestBases.length === 0) return outcome;
  if (methodology === null || percent === null)
    return {
      ...outcome,
      interest: nothing(
        'The fund profile sets no equalization interest methodology and rate, so the admitted commitments pay no equalization interest. Set them on the fund’s profile.',
      ),
    };
  if (methodology === 'irr')
    return {
      ...outcome,
      interest: nothing(
        'The fund profile asks for IRR equalization interest, which closings do not compute yet, so none is charged.',
      ),
    };
  const rate = new Dec(percent).div(100);
  const plusOne = methodology === 'simple_interest_plus_one';
  const end = plusOne ? addDays(input.closingDate, 1) : input.closingDate;
  const names = await investorNamesOf(db, [
    ...outcome.interestBases.flatMap((b) => [
      ...Object.keys(b.computedPaid),
      ...b.existing.map((c) => c.id),
    ]),
    ...(input.ruleRefunds ? Object.keys(outcome.existing) : []),
  ]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const paid: Record<string, number> = {};
  const received: Record<string, number> = {};
  const audit: AuditStep[] = [
    {
      step: INTEREST_TERMS_STEP,
      formula: `principal × rate × days ÷ 365 per earlier call, from its due date to the reference date${plusOne ? ' plus one day' : ''}`,
      inputs: {
        methodology: methodology.replace(/_/g, ' '),
        rate: `${percent}%`,
        'day count': 'actual/365',
        'reference date': `${formatDate(input.closingDate)} (the closing date: the fund profile stores no other reference date)`,
      },
    },
  ];
  let pool = 0;
  for (const basis of outcome.interestBases) {
    const result = equalizationInterest({
      payments: interestPrincipal(basis, input.rounding),
      existing: basis.existing,
      methodology,
      referenceDate: 'closing_date',
      dates: { closingDate: input.closingDate },
      rate: rate.toString(),
      dayCount: 'actual_365',
      rounding: input.rounding,
    });
    const prefix = `${basis.entityName}: `;
    for (const line of result.lines)
      audit.push({
        step: `${prefix}${nameOf(line.commitmentId)}, call of ${formatDate(line.from)}, ${line.code}`,
        formula: 'principal × rate × days ÷ 365',
        inputs: {
          principal_cents: line.principal,
          rate: `${percent}%`,
          days: daysBetween(line.from, end),
          to: end,
        },
        value: cents(new Dec(line.interest)),
      });
    const excluded = basis.payments.filter(
      (p) => p.amount !== 0 && (p.isManagementFee || !p.affectsEqualizationInterest),
    );
    for (const code of new Set(excluded.map((p) => p.code)))
      audit.push({
        step: `${prefix}${code} bears no interest`,
        note: excluded.some((p) => p.code === code && p.isManagementFee)
          ? 'The management-fee portion of the equalization bears no interest.'
          : 'Its transaction code does not affect equalization interest.',
      });
    let entityTotal = 0;
    for (const [id, owed] of Object.entries(result.owedByAdmitted)) {
      paid[id] = owed;
      entityTotal += owed;
      audit.push({
        step: `${prefix}${nameOf(id)} pays`,
        formula: 'Σ its calls’ interest, rounded once to the cent',
        value: owed,
        unit: 'cents',
      });
    }
    pool += entityTotal;
    if (input.ruleRefunds || entityTotal === 0) continue;
    const refund = refundWeights(basis.existing);
    const split = allocate(entityTotal, refund.weights, input.rounding);
    audit.push({
      step: `${prefix}Interest received by existing commitments`,
      formula: `interest paid × weight ÷ Σ weights, by ${refund.by} like the capital refunds, summing exactly`,
      inputs: { pool_cents: entityTotal, commitments: refund.weights.length },
      value: entityTotal,
      unit: 'cents',
    });
    for (const [id, amount] of Object.entries(split)) received[id] = amount;
  }
  if (input.ruleRefunds && pool !== 0) {
    const { byCommitment, step } = input.ruleRefunds.split(pool, 'Equalization interest received');
    audit.push(step);
    Object.assign(received, byCommitment);
  }
  for (const [id, amount] of Object.entries(received))
    if (amount !== 0)
      audit.push({
        step: `${nameOf(id)} receives`,
        formula: 'its share of the interest paid',
        value: amount,
        unit: 'cents',
      });
  return { ...outcome, interest: { paid, received, audit } };
}

/** A draft closing's interest as the closing shows it: the admitted first, then by name. */
export async function equalizationInterestLines(
  db: Database,
  interest: EqualizationOutcome['interest'],
): Promise<ClosingEqualizationInterestLine[]> {
  const sides = [
    ['admitted', interest.paid],
    ['existing', interest.received],
  ] as const;
  const names = await investorNamesOf(db, [
    ...Object.keys(interest.paid),
    ...Object.keys(interest.received),
  ]);
  return sides.flatMap(([role, amounts]) =>
    Object.entries(amounts)
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({
        commitment_id: id,
        investor_entity_name: names.get(id) ?? id,
        role,
        amount_cents: amount,
      }))
      .sort((a, b) => a.investor_entity_name.localeCompare(b.investor_entity_name)),
  );
}
