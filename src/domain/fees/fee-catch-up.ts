import { DomainError } from '../domain-error';
import type { FeeCadence } from './fee-enums';
import { feePeriods } from './fee-periods';
import { feeTrueUp, type FeeTrueUpResult, type PublishedFee } from './fee-true-up';
import type { BasisSource, ManagementFeeInput } from './management-fee';
import { valueOn } from './value-series';

export type FeeCatchUpInput = {
  commitment: Omit<ManagementFeeInput, 'period' | 'feeTerm'>;
  firstCloseDate: string;
  admissionDate: string;
  /** The last day already charged to the existing commitments. */
  chargedThrough: string;
  cadence: FeeCadence;
  /** Anything this commitment was already charged for those periods. */
  published?: readonly PublishedFee[];
};

/**
 * Treats the value a source had at admission as if it had been there since the first close
 * (model LPA §5.1: a later partner is treated as admitted at the initial closing).
 */
export const deemedFromFirstClose = (
  sources: readonly BasisSource[],
  firstCloseDate: string,
  admissionDate: string,
): BasisSource[] =>
  sources.map((s) => {
    const from = s.from > firstCloseDate ? s.from : firstCloseDate;
    const atAdmission = valueOn(s.series, admissionDate);
    const later = s.series.filter((p) => p.date > admissionDate);
    return { ...s, series: [{ date: from, amount: atAdmission }, ...later] };
  });

/** The fees a subsequent closer owes for every period from the first close (spec fee catch-up). */
export const feeCatchUp = ({
  commitment,
  firstCloseDate,
  admissionDate,
  chargedThrough,
  cadence,
  published = [],
}: FeeCatchUpInput): FeeTrueUpResult => {
  if (admissionDate < firstCloseDate) {
    throw new DomainError('A subsequent closing cannot be before the first close.');
  }
  if (chargedThrough < firstCloseDate) {
    return feeTrueUp({ reason: 'subsequent_close_catch_up', published, actual: [] });
  }
  const basisSources = deemedFromFirstClose(commitment.basisSources, firstCloseDate, admissionDate);
  const periods = feePeriods({ from: firstCloseDate, through: chargedThrough, cadence });
  return feeTrueUp({
    reason: 'subsequent_close_catch_up',
    published,
    actual: periods.map((period) => ({
      ...commitment,
      basisSources,
      period,
      feeTerm: { start: firstCloseDate, end: chargedThrough },
    })),
  });
};
