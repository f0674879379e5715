import { describe, expect, it } from 'vitest';
import { deemedEqualization, equalizeNonCapital } from '../../../src/domain/equalization';
import { admitted, cents, existing } from './equalization-factories';

describe('non-capital equalization: expenses, fees, distributions before a subsequent close', () => {
  /*
   * C is one third of the fund after the close.
   * Expense 300,000 (A 180,000, B 120,000) → C takes 100,000; A −60,000, B −40,000.
   * Fee 90,000 → C pays 30,000 to the manager; A and B keep their own fees.
   * Distribution 1,500,000 → C is due 500,000; A −300,000, B −200,000.
   */
  const r = equalizeNonCapital({
    existing,
    admitted,
    items: [
      { id: 'exp', kind: 'expense', date: '2023-05-01', allocated: { a: 180_000, b: 120_000 } },
      {
        id: 'fee',
        kind: 'management_fee',
        date: '2023-04-01',
        allocated: { a: 54_000, b: 36_000 },
      },
      {
        id: 'dist',
        kind: 'distribution',
        date: '2023-10-01',
        allocated: { a: 900_000, b: 600_000 },
      },
    ],
    rounding: cents,
  });

  it('re-spreads each item', () => {
    expect(r.deltas).toEqual([
      { itemId: 'exp', kind: 'expense', byCommitment: { c: 100_000, a: -60_000, b: -40_000 } },
      { itemId: 'fee', kind: 'management_fee', byCommitment: { c: 30_000 } },
      {
        itemId: 'dist',
        kind: 'distribution',
        byCommitment: { c: 500_000, a: -300_000, b: -200_000 },
      },
    ]);
    expect(r.toManager).toBe(30_000);
  });
});

describe('deemed equalization when an allocation rule changes from an effective date', () => {
  /*
   * From 2024-01-01 the rule splits A:B 1:1 instead of 60:40. tx-2 (1,000,000 on 2024-02-01)
   * was booked 600,000 / 400,000 → now 500,000 / 500,000: A −100,000, B +100,000.
   * tx-1 is before the effective date; tx-3's code is not equalized.
   */
  const r = deemedEqualization({
    effectiveDate: '2024-01-01',
    transactions: [
      {
        id: 'tx-1',
        date: '2023-12-01',
        code: 'investment',
        shouldGetEqualized: true,
        allocated: { a: 600, b: 400 },
      },
      {
        id: 'tx-2',
        date: '2024-02-01',
        code: 'investment',
        shouldGetEqualized: true,
        allocated: { a: 600_000, b: 400_000 },
      },
      {
        id: 'tx-3',
        date: '2024-02-01',
        code: 'taxes',
        shouldGetEqualized: false,
        allocated: { a: 600, b: 400 },
      },
    ],
    newWeights: [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 1 },
    ],
    rounding: cents,
  });

  it('posts the difference, netting to zero', () => {
    expect(r.byTransaction).toEqual([
      { transactionId: 'tx-2', deltas: { a: -100_000, b: 100_000 } },
    ]);
    expect(r.byCommitment).toEqual({ a: -100_000, b: 100_000 });
  });
});
