import { describe, expect, it } from 'vitest';
import { lateOffsetWaiverAdjustment } from '../../../src/domain/fees';

/*
 * Published: A gross 1,500,000 with 600,000 offsets (net 900,000); B gross 500,000 with
 * 200,000 offsets and a 100,000 waiver (net 200,000). Late: a 400,000 placement fee offset at
 * 100%, shared 3:1 → A 300,000, B 100,000; and a late 150,000 waiver for B. Offsets first:
 * A: offsets 900,000, net 600,000 → Δnet −300,000.
 * B: offsets 300,000, waivers min(200,000, 250,000) = 200,000, net 0 → Δnet −200,000,
 *    Δwaivers +100,000, waiver carried forward 50,000.
 */
describe('late offsets and late waivers as adjustments to a published period', () => {
  it('posts only the differences', () => {
    const { lines } = lateOffsetWaiverAdjustment({
      published: [
        {
          commitmentId: 'a',
          offsetWeight: 3,
          gross: 1_500_000,
          carriedForward: { offsets: 0, waivers: 0 },
          newOffsets: 600_000,
          newWaivers: 0,
        },
        {
          commitmentId: 'b',
          offsetWeight: 1,
          gross: 500_000,
          carriedForward: { offsets: 0, waivers: 0 },
          newOffsets: 200_000,
          newWaivers: 100_000,
        },
      ],
      lateOffsets: [{ id: 'pl-1', type: 'placement_fees', amount: 400_000, date: '2023-04-20' }],
      lateWaivers: { b: 150_000 },
      orderOfOperations: 'offsets_first',
      rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    });
    expect(lines[0]?.before.net).toBe(900_000);
    expect(lines[0]?.delta).toEqual({ offsetsApplied: 300_000, waiversApplied: 0, net: -300_000 });
    expect(lines[1]?.delta).toEqual({
      offsetsApplied: 100_000,
      waiversApplied: 100_000,
      net: -200_000,
    });
    expect(lines[1]?.after.carryForward).toEqual({ offsets: 0, waivers: 50_000 });
  });
});
