import { DomainError } from '../domain-error';
import type { FeeCadence } from './fee-enums';
import { addDays } from '../day-count';
import { addMonthsToFirst } from './iso-date';

/** A posting period, both ends inclusive (2024-01-01 to 2024-03-31). */
export type FeePeriod = { start: string; end: string };

export type FeePeriodsInput = { from: string; through: string; cadence: FeeCadence };

const monthsPer = (cadence: FeeCadence): number => (cadence === 'quarterly' ? 3 : 1);

/** The calendar posting period (spec §9 quarters: Q1 = months 1-3 ...) that contains `date`. */
export const postingPeriodOf = ({
  date,
  cadence,
}: {
  date: string;
  cadence: FeeCadence;
}): FeePeriod => {
  const month = Number(date.slice(5, 7)) - 1;
  const step = monthsPer(cadence);
  const firstMonth = month - (month % step);
  const start = addMonthsToFirst(`${date.slice(0, 4)}-01-01`, firstMonth);
  return { start, end: addDays(addMonthsToFirst(start, step), -1) };
};

/** Every calendar posting period touching [from, through], oldest first. */
export const feePeriods = ({ from, through, cadence }: FeePeriodsInput): FeePeriod[] => {
  if (through < from) throw new DomainError('The fee period end must not be before its start.');
  const periods: FeePeriod[] = [];
  let period = postingPeriodOf({ date: from, cadence });
  while (period.start <= through) {
    periods.push(period);
    period = postingPeriodOf({ date: addDays(period.end, 1), cadence });
  }
  return periods;
};
