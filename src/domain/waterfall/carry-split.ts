import { allocate } from '../allocate';

/*
 * How a partner's distribution and carried interest are placed on the distribution's proceeds
 * lines (issue 18 conventions, docs/figures.md): exactly to the cent, largest remainder.
 */

/** Splits `total` over the keys of `weights` exactly (largest remainder, cents). */
export function splitByWeights(
  total: number,
  weights: Record<string, number>,
): Record<string, number> {
  const shares = Object.entries(weights)
    .filter(([, weight]) => weight > 0)
    .map(([id, weight]) => ({ id, weight }));
  const out: Record<string, number> = Object.fromEntries(Object.keys(weights).map((k) => [k, 0]));
  if (total === 0 || shares.length === 0) return out;
  return {
    ...out,
    ...allocate(total, shares, { rounding: 'cents', ordering: 'largest_allocation' }),
  };
}

/** A partner's carry by line: out of the profit lines first, in proportion, then out of capital. */
export function carrySplit(
  carry: number,
  net: Record<string, number>,
  sources: ReadonlyMap<string, string>,
): Record<string, number> {
  const part = (profit: boolean) =>
    Object.fromEntries(
      Object.entries(net).filter(
        ([lineId]) => (sources.get(lineId) !== 'return_of_capital') === profit,
      ),
    );
  const profits = part(true);
  const fromProfits = Math.min(
    carry,
    Object.values(profits).reduce((s, c) => s + c, 0),
  );
  return {
    ...splitByWeights(fromProfits, profits),
    ...splitByWeights(carry - fromProfits, part(false)),
  };
}
