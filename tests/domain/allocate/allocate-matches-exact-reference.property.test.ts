import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, type AllocateOptions } from '../../../src/domain/allocate';

// allocate floors in floats and falls back to bigints only near a whole number. This
// reference does everything in bigints, straight from the contract of issue 4, so any
// float shortcut that floors differently shows up as a mismatch.
function reference(
  total: number,
  shares: { id: string; weight: number; isGp?: boolean }[],
  options: AllocateOptions,
): Record<string, number> {
  const unit = options.rounding === 'dollar' ? 100n : 1n;
  const magnitude = BigInt(Math.abs(total));
  const weightTotal = shares.reduce((sum, s) => sum + BigInt(s.weight), 0n);
  const floored = shares.map((s) => ((magnitude * BigInt(s.weight)) / (weightTotal * unit)) * unit);
  const order = shares
    .map((s, i) => ({ s, i }))
    .sort((a, b) => {
      if (options.ordering === 'gp_then_largest_allocation' && !!a.s.isGp !== !!b.s.isGp)
        return a.s.isGp ? -1 : 1;
      if (a.s.weight !== b.s.weight) return b.s.weight - a.s.weight;
      return a.s.id < b.s.id ? -1 : 1;
    })
    .map(({ i }) => i);
  let leftover = magnitude - floored.reduce((a, b) => a + b, 0n);
  for (let k = 0; leftover >= unit; k++, leftover -= unit) floored[order[k]!]! += unit;
  floored[order[0]!]! += leftover;
  const sign = total < 0 ? -1 : 1;
  return Object.fromEntries(shares.map((s, i) => [s.id, sign * Number(floored[i]!) || 0]));
}

const options = fc.record({
  rounding: fc.constantFrom('cents' as const, 'dollar' as const),
  ordering: fc.constantFrom('largest_allocation' as const, 'gp_then_largest_allocation' as const),
});
// Small weights give exact splits (quotients that are whole numbers, the float path's edge);
// large ones push products far past 2^53.
const weight = fc.oneof(
  fc.integer({ min: 1, max: 12 }),
  fc.integer({ min: 1, max: 1_000_000_000 }),
  fc.integer({ min: 1, max: Math.floor(Number.MAX_SAFE_INTEGER / 1024) }),
);
const shares = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), weight, isGp: fc.boolean() }),
  { minLength: 1, maxLength: 60, selector: (share) => share.id },
);
const total = fc.oneof(
  fc.integer({ min: -10_000, max: 10_000 }),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.integer({ min: -(Number.MAX_SAFE_INTEGER - 1), max: Number.MAX_SAFE_INTEGER - 1 }),
);

describe('allocate agrees with an all-bigint reference', () => {
  it('on random totals, weights and options', () => {
    fc.assert(
      fc.property(total, shares, options, (t, s, o) => {
        expect(allocate(t, s, o)).toEqual(reference(t, s, o));
      }),
      { numRuns: 2000 },
    );
  });

  it('on totals that split exactly (every quotient a whole number)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        options,
        (weights, multiple, o) => {
          const s = weights.map((w, i) => ({ id: `c${i}`, weight: w }));
          const sum = weights.reduce((a, b) => a + b, 0);
          const t = sum * multiple * (o.rounding === 'dollar' ? 100 : 1);
          const result = allocate(t, s, o);
          expect(result).toEqual(reference(t, s, o));
          s.forEach((share) =>
            expect(result[share.id]).toBe(
              share.weight * multiple * (o.rounding === 'dollar' ? 100 : 1),
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
