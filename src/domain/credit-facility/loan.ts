import type { DayCount } from '../day-count';
import { DomainError } from '../domain-error';
import {
  CreditFacilityMessages,
  type InterestAccrualGranularity,
  type ReferenceRateType,
} from './credit-facility-enums';

export type LoanInterestTerms = {
  referenceRate: ReferenceRateType;
  /** Margin over the reference rate, a decimal string ("0.0225" = 225 bp). */
  spread: string;
  dayCount: DayCount;
  granularity: InterestAccrualGranularity;
  /** Optional floor on the reference rate. */
  referenceRateFloor?: string;
  /**
   * Term SOFR only: first day of the first interest period, from which the rate resets every
   * tenor (default: the start of the accrual).
   */
  termAnchor?: string;
};

export type Loan = {
  id: string;
  inceptionDate: string;
  maturityDate: string;
  facilityCommitment: number;
  interest?: Partial<LoanInterestTerms>;
  /** Annual rate on the undrawn commitment. */
  unusedFeeRate?: string;
  drawdownNoticeBusinessDays?: number;
  paydownNoticeBusinessDays?: number;
};

/** Checks a loan's dates and that its interest calculation is complete; returns the terms. */
export const validateLoan = (loan: Loan): LoanInterestTerms => {
  if (loan.maturityDate <= loan.inceptionDate) {
    throw new DomainError(
      CreditFacilityMessages.maturityBeforeInception,
      'maturity_before_inception',
    );
  }
  return interestTermsOf(loan.interest);
};

export const interestTermsOf = (
  interest: Partial<LoanInterestTerms> | undefined,
): LoanInterestTerms => {
  const { referenceRate, spread, dayCount, granularity } = interest ?? {};
  if (!referenceRate || spread === undefined || spread === '' || !dayCount || !granularity) {
    throw new DomainError(CreditFacilityMessages.missingInterestRate, 'missing_interest_rate');
  }
  return { ...interest, referenceRate, spread, dayCount, granularity };
};
