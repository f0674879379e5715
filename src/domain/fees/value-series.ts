/** A value (integer cents) effective from `date` until the next point of its series. */
export type ValuePoint = { date: string; amount: number };

/**
 * The value in force on `date`: the last point dated on or before it (0 before the first).
 * `knownAsOf` hides points dated after it, for charges made before the facts are in.
 * Series must be sorted by date; a binary search keeps 10,000-commitment runs fast.
 */
export const valueOn = (
  series: readonly ValuePoint[],
  date: string,
  knownAsOf?: string,
): number => {
  const cutoff = knownAsOf !== undefined && knownAsOf < date ? knownAsOf : date;
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((series[mid] as ValuePoint).date <= cutoff) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? 0 : (series[found] as ValuePoint).amount;
};

/** Dates strictly inside (start, end] where the series changes, sorted. */
export const changeDatesWithin = (
  series: readonly ValuePoint[],
  start: string,
  end: string,
  knownAsOf?: string,
): string[] =>
  series
    .map((p) => p.date)
    .filter((d) => d > start && d <= end && (knownAsOf === undefined || d <= knownAsOf));
