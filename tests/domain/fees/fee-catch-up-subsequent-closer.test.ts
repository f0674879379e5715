import { describe, expect, it } from 'vitest';
import { feeCatchUp } from '../../../src/domain/fees';
import { committedFee } from './fee-factories';

/*
 * A 200,000,000 commitment admitted on 2023-07-15, fees already charged to others through
 * 2023-06-30; 2%, 30/360, quarterly. It is treated as admitted at the first close.
 */
const commitment = () => {
  const { period: _p, feeTerm: _f, ...rest } = committedFee({ commitmentId: 'lp-late' });
  return {
    ...rest,
    basisSources: [
      {
        from: '2020-01-01',
        label: 'committed capital',
        series: [{ date: '2023-07-15', amount: 200_000_000 }],
      },
    ],
  };
};

describe('fee catch-up for a subsequent closer back to the first close', () => {
  it('first close 2023-01-01: Q1 + Q2 = 2 × 2e8 × 0.02 × 0.25 = 2,000,000', () => {
    const r = feeCatchUp({
      commitment: commitment(),
      firstCloseDate: '2023-01-01',
      admissionDate: '2023-07-15',
      chargedThrough: '2023-06-30',
      cadence: 'quarterly',
    });
    expect(r.lines.map((l) => l.adjustment)).toEqual([1_000_000, 1_000_000]);
    expect(r.total).toBe(2_000_000);
    expect(r.reason).toBe('subsequent_close_catch_up');
  });

  it('first close 2023-02-15: Q1 is partial (46/360 → 511,111.11) + Q2 1,000,000 = 1,511,111', () => {
    // 30/360 Feb 15 → Apr 1: 30 × 2 + (1 − 15) = 46 days; 4,000,000 × 46/360 = 511,111.11
    const r = feeCatchUp({
      commitment: commitment(),
      firstCloseDate: '2023-02-15',
      admissionDate: '2023-07-15',
      chargedThrough: '2023-06-30',
      cadence: 'quarterly',
    });
    expect(r.total).toBe(1_511_111);
  });

  it('nothing to catch up when nothing has been charged yet', () => {
    const r = feeCatchUp({
      commitment: commitment(),
      firstCloseDate: '2023-07-01',
      admissionDate: '2023-07-15',
      chargedThrough: '2023-06-30',
      cadence: 'quarterly',
    });
    expect(r.total).toBe(0);
  });
});
