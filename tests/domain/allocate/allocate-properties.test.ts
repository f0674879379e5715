import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, type AllocateOptions, type AllocationShare } from '../../../src/domain/allocate';

const options = fc.record({
  rounding: fc.constantFrom('cents' as const, 'dollar' as const),
  ordering: fc.constantFrom('largest_allocation' as const, 'gp_then_largest_allocation' as const),
});
const weight = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000_000_000 }),
  fc.double({ min: 1e-6, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 1000).toString()),
);
const shares = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), weight, isGp: fc.boolean() }),
  { minLength: 1, maxLength: 40, selector: (share) => share.id },
);
const permuted = shares.chain((s) =>
  fc.tuple(
    fc.constant<AllocationShare[]>(s),
    fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length }),
  ),
);
const total = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('allocate: properties', () => {
  it('always sums exactly to the total, in integer cents', () => {
    fc.assert(
      fc.property(total, shares, options, (t, s, o: AllocateOptions) => {
        const result = allocate(t, s, o);
        const values = Object.values(result);
        expect(values.every(Number.isInteger)).toBe(true);
        expect(values.reduce((a, b) => a + b, 0)).toBe(t);
        expect(Object.keys(result).sort()).toEqual(s.map((x) => x.id).sort());
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic and independent of the order of the shares', () => {
    fc.assert(
      fc.property(total, permuted, options, (t, [s, shuffled], o: AllocateOptions) => {
        expect(allocate(t, shuffled, o)).toEqual(allocate(t, s, o));
        expect(allocate(t, s, o)).toEqual(allocate(t, s, o));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every share within one rounding unit (plus the sub-unit remainder) of its exact value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        shares,
        options,
        (t, s, o: AllocateOptions) => {
          const result = allocate(t, s, o);
          const unit = o.rounding === 'dollar' ? 100 : 1;
          const weights = s.map((x) => Number(x.weight));
          const sum = weights.reduce((a, b) => a + b, 0);
          s.forEach((share, i) => {
            const exact = (t * weights[i]!) / sum;
            expect(result[share.id]!).toBeGreaterThan(exact - unit - 1e-6 * t - 1);
            expect(result[share.id]!).toBeLessThan(exact + 2 * unit + 1e-6 * t + 1);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
