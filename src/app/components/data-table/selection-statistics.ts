export type SelectionStatistics = {
  count: number;
  min: number;
  max: number;
  average: number;
  sum: number;
};

/**
 * Status-bar figures for the numeric cells of a selection (spec §9). Sums run in integer
 * hundredths so that adding money never shows float dust like 0.30000000000000004.
 */
export function selectionStatistics(
  values: readonly (number | null)[],
): SelectionStatistics | null {
  const numbers = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (numbers.length === 0) return null;
  let hundredths = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const n of numbers) {
    hundredths += Math.round(n * 100);
    if (n < min) min = n;
    if (n > max) max = n;
  }
  const sum = hundredths / 100;
  return { count: numbers.length, min, max, average: hundredths / numbers.length / 100, sum };
}
