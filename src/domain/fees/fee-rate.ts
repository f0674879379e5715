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

/** Where a resolved rate comes from, in the words every audit and page uses. */
export const rateSourceLabel = (source: ResolvedRate['source']): string =>
  source === 'commitment'
    ? 'commitment override'
    : source === 'investor_class'
      ? 'class rate'
      : 'fund rate';

/**
 * The schedule as the fee engine applies it: from each date any level changes, the rate in force
 * and the level it comes from (consecutive dates with the same rate and level merged).
 */
export const effectiveRateSteps = (schedule: FeeRateSchedule): ResolvedRate[] => {
  const dates = [
    ...new Set(
      [schedule.fund, schedule.investorClass, schedule.commitment].flatMap((points) =>
        (points ?? []).map((p) => p.from),
      ),
    ),
  ].sort();
  const steps: ResolvedRate[] = [];
  for (const date of dates) {
    const { rate, source } = resolveFeeRate({ schedule, date });
    const last = steps.at(-1);
    if (last && last.rate === rate && last.source === source) continue;
    steps.push({ rate, source, from: date });
  }
  return steps;
};
