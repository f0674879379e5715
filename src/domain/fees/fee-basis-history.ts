import { DomainError } from '../domain-error';
import type { FeeBasisDetermination } from './fee-enums';
import { FeeMessages } from './fee-messages';
import { determineFeeBasis, type FeeBasisResult } from './fee-basis';
import type { FeePeriod } from './fee-periods';
import { maxDate, minDate } from './iso-date';
import type { ValuePoint } from './value-series';

export type FeeBasisHistoryInput = {
  /** The basis rule's effective range (a step-down source, a rate override...). */
  rule: { label: string; start: string; end: string; series: readonly ValuePoint[] };
  feePeriods: readonly FeePeriod[];
  determination: FeeBasisDetermination;
};

export type FeeBasisHistory = { period: FeePeriod; window: FeePeriod; basis: FeeBasisResult }[];

/** The "basis over time" view of one rule, period by period, clipped to the rule's range. */
export const feeBasisHistory = ({
  rule,
  feePeriods,
  determination,
}: FeeBasisHistoryInput): FeeBasisHistory => {
  const history = feePeriods
    .filter((p) => p.start <= rule.end && p.end >= rule.start)
    .map((period) => {
      const window = {
        start: maxDate(period.start, rule.start),
        end: minDate(period.end, rule.end),
      };
      return {
        period,
        window,
        basis: determineFeeBasis({ label: rule.label, series: rule.series, window, determination }),
      };
    });
  if (history.length === 0) {
    throw new DomainError(
      FeeMessages.basisHistoryOutsidePeriod,
      'basis_history_outside_fee_period',
    );
  }
  return history;
};
