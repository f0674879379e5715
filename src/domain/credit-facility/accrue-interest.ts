import { allocate, type AllocateOptions } from '../allocate';
import { yearFractionExact } from '../day-count';
import { DomainError } from '../domain-error';
import { Dec, roundCents, type AuditStep } from '../money';
import { auditStep } from '../fees/audit-step';
import { CreditFacilityMessages, type PrincipalUse } from './credit-facility-enums';
import { interestTermsOf, type LoanInterestTerms } from './loan';
import { principalTimeline, type TrancheBalance } from './principal-timeline';
import { TERM_RATE_MONTHS, termRateResets } from './term-rate-resets';

import type { ReferenceRatePoint } from './reference-rate-point';

export type { ReferenceRatePoint };

export type AccrueInterestInput = {
  interest: Partial<LoanInterestTerms> | undefined;
  rateTable: readonly ReferenceRatePoint[];
  balances: readonly TrancheBalance[];
  /** Accrual period, end exclusive. */
  start: string;
  end: string;
  rounding: AllocateOptions;
};

export type InterestScheduleLine = {
  start: string;
  end: string;
  principal: number;
  referenceRate: string;
  allInRate: string;
  yearFraction: string;
  interest: string;
};

export type AccrueInterestResult = {
  total: number;
  exact: string;
  byTranche: { trancheId: string; use: PrincipalUse; interest: number; exact: string }[];
  byUse: Partial<Record<PrincipalUse, number>>;
  /** Loan-level accrual per interval (per day when the rate resets daily). */
  schedule: InterestScheduleLine[];
  audit: AuditStep[];
};

const missing = () =>
  new DomainError(CreditFacilityMessages.missingInterestRate, 'missing_interest_rate');

/**
 * Interest = Σ principal × (reference rate + spread) × year fraction over intervals of constant
 * principal and rate. Cumulative factors make each tranche a few products whatever the number of
 * rate resets. Loan level rounds the loan's interest once and allocates it to the tranches;
 * tranche level rounds each tranche's interest.
 */
export const accrueInterest = (input: AccrueInterestInput): AccrueInterestResult => {
  const terms = interestTermsOf(input.interest);
  const { start, end, balances } = input;
  if (end <= start) throw new DomainError('The interest period end must be after its start.');
  const published = input.rateTable
    .filter((r) => r.type === terms.referenceRate)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const rates =
    TERM_RATE_MONTHS[terms.referenceRate] === undefined
      ? published
      : termRateResets({
          rates: published,
          referenceRate: terms.referenceRate,
          anchor: terms.termAnchor ?? start,
          start,
          end,
        });
  if (rates.length === 0 || (rates[0] as ReferenceRatePoint).date > start) throw missing();
  const timeline = principalTimeline({
    balances,
    start,
    end,
    extraDates: rates.map((r) => r.date),
  });
  const { dates, totals, indexOf } = timeline;
  const spread = new Dec(terms.spread);
  const floor =
    terms.referenceRateFloor === undefined ? undefined : new Dec(terms.referenceRateFloor);

  const cumulative: Dec[] = [new Dec(0)];
  const schedule: InterestScheduleLine[] = [];
  let exactTotal = new Dec(0);
  let r = 0;
  for (let k = 0; k < dates.length - 1; k++) {
    const from = dates[k] as string;
    const to = dates[k + 1] as string;
    while (r + 1 < rates.length && (rates[r + 1] as ReferenceRatePoint).date <= from) r += 1;
    let reference = new Dec((rates[r] as ReferenceRatePoint).rate);
    if (floor && reference.lt(floor)) reference = floor;
    const allIn = reference.plus(spread);
    const fraction = yearFractionExact(from, to, terms.dayCount);
    const factor = allIn.times(fraction);
    cumulative.push((cumulative[k] as Dec).plus(factor));
    const principal = totals[k] ?? 0;
    const interest = factor.times(principal);
    exactTotal = exactTotal.plus(interest);
    schedule.push({
      start: from,
      end: to,
      principal,
      referenceRate: reference.toString(),
      allInRate: allIn.toString(),
      yearFraction: fraction.toString(),
      interest: interest.toString(),
    });
  }

  const at = (date: string): Dec => cumulative[indexOf.get(date) as number] as Dec;
  const exactByTranche = balances.map((b) => {
    let exact = new Dec(0);
    let principal = 0;
    let from = start;
    for (const p of b.series) {
      if (p.date <= start) {
        principal = p.principal;
        continue;
      }
      if (p.date >= end) break;
      if (principal !== 0) exact = exact.plus(at(p.date).minus(at(from)).times(principal));
      principal = p.principal;
      from = p.date;
    }
    if (principal !== 0) exact = exact.plus(at(end).minus(at(from)).times(principal));
    return { trancheId: b.trancheId, use: b.use, exact };
  });

  let total: number;
  let rounded: Record<string, number>;
  if (terms.granularity === 'tranche_level') {
    rounded = Object.fromEntries(exactByTranche.map((t) => [t.trancheId, roundCents(t.exact)]));
    total = Object.values(rounded).reduce((s, v) => s + v, 0);
  } else {
    total = roundCents(exactTotal);
    const weights = exactByTranche
      .filter((t) => t.exact.gt(0))
      .map((t) => ({ id: t.trancheId, weight: t.exact.toFixed(12) }));
    rounded = total === 0 || weights.length === 0 ? {} : allocate(total, weights, input.rounding);
  }
  const byTranche = exactByTranche.map((t) => ({
    trancheId: t.trancheId,
    use: t.use,
    interest: rounded[t.trancheId] ?? 0,
    exact: t.exact.toString(),
  }));
  const byUse: Partial<Record<PrincipalUse, number>> = {};
  for (const t of byTranche) byUse[t.use] = (byUse[t.use] ?? 0) + t.interest;

  const audit: AuditStep[] = [
    auditStep(
      'Interest',
      `Σ principal × (${terms.referenceRate} + spread) × yearFraction(${terms.dayCount}), rounded ${terms.granularity === 'loan_level' ? 'once for the loan' : 'per tranche'}`,
      {
        start,
        end,
        spread: terms.spread,
        intervals: schedule.length,
        exact: exactTotal.toString(),
      },
      total,
    ),
  ];
  return { total, exact: exactTotal.toString(), byTranche, byUse, schedule, audit };
};
