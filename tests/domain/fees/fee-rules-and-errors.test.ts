import { describe, expect, it } from 'vitest';
import {
  assertDistinctFeePeriods,
  assertFeeItemDeletable,
  assertManagementFeeCallAllowed,
  feeBasisHistory,
  feePeriods,
} from '../../../src/domain/fees';

describe('fee rules with the spec messages', () => {
  it('the same time period cannot be used for more than one fee calculation', () => {
    const q1 = { feeId: 'mgmt', calculationId: 'c1', start: '2023-01-01', end: '2023-03-31' };
    expect(() =>
      assertDistinctFeePeriods([
        q1,
        { ...q1, calculationId: 'c2', start: '2023-03-31', end: '2023-06-30' },
      ]),
    ).toThrow('The same time period cannot be used for more than one fee calculation.');
    expect(() =>
      assertDistinctFeePeriods([
        q1,
        { ...q1, calculationId: 'c2', start: '2023-04-01', end: '2023-06-30' },
      ]),
    ).not.toThrow();
    // Another fee may use the same days.
    expect(() =>
      assertDistinctFeePeriods([q1, { ...q1, feeId: 'other', calculationId: 'c3' }]),
    ).not.toThrow();
  });

  it('management fee calls are blocked after a fee break distribution', () => {
    expect(() =>
      assertManagementFeeCallAllowed({
        callDate: '2030-02-01',
        feeBreakDistributionDate: '2030-01-15',
      }),
    ).toThrow('Management fee calls are blocked after a fee break distribution.');
    expect(() =>
      assertManagementFeeCallAllowed({
        callDate: '2030-01-14',
        feeBreakDistributionDate: '2030-01-15',
      }),
    ).not.toThrow();
    expect(() => assertManagementFeeCallAllowed({ callDate: '2030-01-14' })).not.toThrow();
  });

  it('only offsettable expenses and waivers not yet applied can be deleted', () => {
    const message = 'Only offsettable expenses and fee waivers not yet applied can be deleted.';
    expect(() => assertFeeItemDeletable({ kind: 'fee_waiver', applied: 1 })).toThrow(message);
    expect(() => assertFeeItemDeletable({ kind: 'fee_charge', applied: 0 })).toThrow(message);
    expect(() => assertFeeItemDeletable({ kind: 'offsettable_expense', applied: 0 })).not.toThrow();
  });

  it('cannot show basis history for a rule outside a fee period', () => {
    const periods = feePeriods({ from: '2024-01-01', through: '2024-03-31', cadence: 'monthly' });
    const rule = {
      label: 'committed',
      start: '2024-01-15',
      end: '2024-02-20',
      series: [{ date: '2024-01-01', amount: 100 }],
    };
    const history = feeBasisHistory({ rule, feePeriods: periods, determination: 'start_day' });
    expect(history.map((h) => h.window)).toEqual([
      { start: '2024-01-15', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-20' },
    ]);
    expect(() =>
      feeBasisHistory({
        rule: { ...rule, start: '2025-01-01', end: '2025-02-01' },
        feePeriods: periods,
        determination: 'start_day',
      }),
    ).toThrow('Cannot show basis history for a rule outside a fee period.');
  });

  it('posting periods follow calendar quarters (spec §9) and months', () => {
    expect(feePeriods({ from: '2023-02-15', through: '2023-07-01', cadence: 'quarterly' })).toEqual(
      [
        { start: '2023-01-01', end: '2023-03-31' },
        { start: '2023-04-01', end: '2023-06-30' },
        { start: '2023-07-01', end: '2023-09-30' },
      ],
    );
    expect(feePeriods({ from: '2024-02-10', through: '2024-03-01', cadence: 'monthly' })).toEqual([
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-31' },
    ]);
  });
});
