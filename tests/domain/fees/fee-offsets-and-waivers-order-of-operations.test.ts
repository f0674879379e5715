import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOffsetsAndWaivers } from '../../../src/domain/fees';

/*
 * Gross 5,000,000; offsets 1,000,000 carried + 3,000,000 new = 4,000,000; waivers 2,000,000.
 * offsets_first: offsets 4,000,000, waivers min(1,000,000, 2,000,000) = 1,000,000, net 0,
 *   carry offsets 0, waivers 1,000,000.
 * waivers_first: waivers 2,000,000, offsets min(3,000,000, 4,000,000) = 3,000,000, net 0,
 *   carry offsets 1,000,000, waivers 0.
 */
const base = {
  gross: 5_000_000,
  carriedForward: { offsets: 1_000_000, waivers: 0 },
  newOffsets: 3_000_000,
  newWaivers: 2_000_000,
};

describe('offsets and waivers: order of operations and carry-forward', () => {
  it('offsets first', () => {
    const r = applyOffsetsAndWaivers({ ...base, orderOfOperations: 'offsets_first' });
    expect([r.offsetsApplied, r.waiversApplied, r.net]).toEqual([4_000_000, 1_000_000, 0]);
    expect(r.carryForward).toEqual({ offsets: 0, waivers: 1_000_000 });
  });

  it('waivers first', () => {
    const r = applyOffsetsAndWaivers({ ...base, orderOfOperations: 'waivers_first' });
    expect([r.offsetsApplied, r.waiversApplied, r.net]).toEqual([3_000_000, 2_000_000, 0]);
    expect(r.carryForward).toEqual({ offsets: 1_000_000, waivers: 0 });
  });

  it('a fee larger than both nets them both out: 10,000,000 − 4,000,000 − 2,000,000', () => {
    const r = applyOffsetsAndWaivers({
      ...base,
      gross: 10_000_000,
      orderOfOperations: 'offsets_first',
    });
    expect(r.net).toBe(4_000_000);
    expect(r.carryForward).toEqual({ offsets: 0, waivers: 0 });
  });

  it('rejects negative or fractional amounts', () => {
    expect(() =>
      applyOffsetsAndWaivers({ ...base, newOffsets: -1, orderOfOperations: 'offsets_first' }),
    ).toThrow('Offsets cannot be negative.');
    expect(() =>
      applyOffsetsAndWaivers({ ...base, gross: 1.5, orderOfOperations: 'offsets_first' }),
    ).toThrow();
  });

  it('property: net is never negative and nothing is created or lost', () => {
    const cents = fc.integer({ min: 0, max: 1e12 });
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        cents,
        cents,
        fc.constantFrom('offsets_first', 'waivers_first' as const),
        (gross, co, cw, no, nw, order) => {
          const r = applyOffsetsAndWaivers({
            gross,
            carriedForward: { offsets: co, waivers: cw },
            newOffsets: no,
            newWaivers: nw,
            orderOfOperations: order,
          });
          expect(r.net).toBeGreaterThanOrEqual(0);
          expect(r.net + r.offsetsApplied + r.waiversApplied).toBe(gross);
          expect(r.offsetsApplied + r.carryForward.offsets).toBe(co + no);
          expect(r.waiversApplied + r.carryForward.waivers).toBe(cw + nw);
        },
      ),
    );
  });
});
