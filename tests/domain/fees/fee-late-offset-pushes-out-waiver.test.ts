import { describe, expect, it } from 'vitest';
import {
  applyOffsetsAndWaivers,
  lateAdjustmentPosting,
  lateOffsetWaiverAdjustment,
  type FeeRunResult,
} from '../../../src/domain/fees';

/*
 * A late offset larger than what is left of an LP's fee, offsets first: the offset takes the whole
 * fee and the waiver applied at publishing is no longer needed, so it is un-applied (carried
 * forward). Birch (Q2 2026 of tests/server/fee-late-adjustment-api.test.ts): gross 1,495,890,
 * offsets 100,000, waiver 100,000, net 1,295,890. Late: 1,500,000 of transaction fees, Birch's alone.
 * After: offsets available 1,600,000, applied min(1,495,890, 1,600,000) = 1,495,890; waivers
 * applied min(0, 100,000) = 0; net 0. Posted difference (waivers accrued per LP):
 * management_fee_offset −1,395,890, management_fee_waiver +100,000, fee_waiver_accrual −100,000.
 */
describe('a late offset that pushes a published waiver out', () => {
  it('posts the offset up to the fee and takes the waiver back', () => {
    const published = {
      commitmentId: 'birch',
      offsetWeight: 1,
      gross: 1_495_890,
      carriedForward: { offsets: 0, waivers: 0 },
      newOffsets: 100_000,
      newWaivers: 100_000,
    };
    const applied = applyOffsetsAndWaivers({
      gross: 1_495_890,
      carriedForward: { offsets: 0, waivers: 0 },
      newOffsets: 100_000,
      newWaivers: 100_000,
      orderOfOperations: 'offsets_first',
    });
    const rounding = { rounding: 'cents', ordering: 'largest_allocation' } as const;
    const { lines, audit } = lateOffsetWaiverAdjustment({
      published: [published],
      lateOffsets: [{ id: '1', type: 'transaction_fees', amount: 1_500_000, date: '2026-05-10' }],
      lateWaivers: {},
      orderOfOperations: 'offsets_first',
      rounding,
    });
    const run = {
      period: { start: '2026-04-01', end: '2026-06-30' },
      lines: [{ commitmentId: 'birch', offsetsRecognized: 100_000, application: applied, fee: {} }],
    } as unknown as Pick<FeeRunResult, 'period' | 'lines'>;
    const posting = lateAdjustmentPosting({
      published: run,
      lines,
      audit,
      terms: { waiverMethodology: 'fee_waiver_accruals_per_lp', rounding },
    });
    expect(posting.before.totals).toEqual({
      gross: 1_495_890,
      offsetsApplied: 100_000,
      waiversApplied: 100_000,
      net: 1_295_890,
    });
    expect(posting.after.totals).toEqual({
      gross: 1_495_890,
      offsetsApplied: 1_495_890,
      waiversApplied: 0,
      net: 0,
    });
    expect(posting.after.lines[0]!.offsetsRecognized).toBe(1_600_000);
    expect(posting.after.lines[0]!.carryForward).toEqual({ offsets: 104_110, waivers: 100_000 });
    expect(posting.difference).toEqual([
      { commitmentId: 'birch', code: 'management_fee_offset', amount: -1_395_890 },
      { commitmentId: 'birch', code: 'management_fee_waiver', amount: 100_000 },
      { commitmentId: 'birch', code: 'fee_waiver_accrual', amount: -100_000 },
    ]);
  });
});
