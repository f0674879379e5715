import { DomainError } from '../domain-error';

/** An annual rate (decimal string, "0.02" = 2%) in force from `from`. */
export type RatePoint = { from: string; rate: string };

/** Fund default, then class and commitment overrides: the most specific one in force wins. */
export type FeeRateSchedule = {
  fund: readonly RatePoint[];
  investorClass?: readonly RatePoint[];
  commitment?: readonly RatePoint[];
};

export type ResolvedRate = {
  rate: string;
  source: 'fund' | 'investor_class' | 'commitment';
  from: string;
};

const inForce = (points: readonly RatePoint[] | undefined, date: string): RatePoint | undefined => {
  let found: RatePoint | undefined;
  for (const p of points ?? []) if (p.from <= date && (!found || p.from >= found.from)) found = p;
  return found;
};

export const resolveFeeRate = ({
  schedule,
  date,
}: {
  schedule: FeeRateSchedule;
  date: string;
}): ResolvedRate => {
  const levels = [
    ['commitment', schedule.commitment],
    ['investor_class', schedule.investorClass],
    ['fund', schedule.fund],
  ] as const;
  for (const [source, points] of levels) {
    const p = inForce(points, date);
    if (p) {
      if (p.rate.trim().startsWith('-')) throw new DomainError('A fee rate cannot be negative.');
      return { rate: p.rate, source, from: p.from };
    }
  }
  throw new DomainError(`No management fee rate is in force on ${date}.`);
};

/** Dates strictly inside (start, end] where any level of the schedule changes. */
export const rateChangeDates = (
  schedule: FeeRateSchedule,
  start: string,
  end: string,
): string[] => {
  const dates: string[] = [];
  for (const points of [schedule.fund, schedule.investorClass, schedule.commitment]) {
    for (const p of points ?? []) if (p.from > start && p.from <= end) dates.push(p.from);
  }
  return dates;
};
