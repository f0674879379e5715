import type { PrincipalUse } from './credit-facility-enums';

export type TrancheBalance = {
  trancheId: string;
  use: PrincipalUse;
  /** Principal in force from each date (see trancheBalanceSeries). */
  series: readonly { date: string; principal: number }[];
};

export type PrincipalTimeline = {
  /** Interval boundaries: dates[k] to dates[k + 1] (end exclusive); the last is the period end. */
  dates: string[];
  /** Total outstanding principal on each interval. */
  totals: number[];
  indexOf: Map<string, number>;
};

/**
 * Cuts [start, end) wherever a balance or any extra date (a rate reset) changes, so that every
 * interval has one principal and one rate: interest on it is a single product.
 */
export const principalTimeline = ({
  balances,
  start,
  end,
  extraDates = [],
}: {
  balances: readonly TrancheBalance[];
  start: string;
  end: string;
  extraDates?: readonly string[];
}): PrincipalTimeline => {
  const cut = new Set<string>([start, end]);
  for (const b of balances)
    for (const p of b.series) if (p.date > start && p.date < end) cut.add(p.date);
  for (const d of extraDates) if (d > start && d < end) cut.add(d);
  const dates = [...cut].sort();
  const indexOf = new Map(dates.map((d, i) => [d, i]));
  // Difference array: each balance change adds its delta from its interval on.
  const diff = new Array<number>(dates.length).fill(0);
  for (const b of balances) {
    let previous = 0;
    for (const p of b.series) {
      const at = p.date <= start ? 0 : p.date >= end ? undefined : indexOf.get(p.date);
      if (at !== undefined) diff[at] = (diff[at] ?? 0) + p.principal - previous;
      previous = p.principal;
    }
  }
  const totals: number[] = [];
  let running = 0;
  for (let k = 0; k < dates.length - 1; k++) {
    running += diff[k] ?? 0;
    totals.push(running);
  }
  return { dates, totals, indexOf };
};
