import { describe, expect, it } from 'vitest';
import { allocateThroughStructure, type AllocationStructure } from '../../../src/domain';
import { deemedReallocation } from '../../../src/domain/equalization';

/*
 * Main (A 6, B 4) and Parallel (C 5). A call of 1,000,001 cents on 2024-03-01 was booked by
 * commitment over all three (15): exact 400,000.4, 266,666.93 and 333,333.67; floors leave two
 * cents, which go to the two largest allocations: A 400,001, B 266,666, C 333,334.
 * From 2024-01-01 the rule is Main 50% / Parallel 50%: two equal halves of 500,000.5, the cent
 * to the first by id, Main 500,001 and Parallel 500,000; Main splits 6 : 4 = 300,000.6 and
 * 200,000.4 → A 300,001, B 200,000; C 500,000.
 * Deemed equalization: A 300,001 − 400,001 = −100,000; B 200,000 − 266,666 = −66,666;
 * C 500,000 − 333,334 = +166,666. They net to zero.
 */
const structure: AllocationStructure = {
  rootId: 'fund',
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
  nodes: [
    { id: 'fund', kind: 'fund_family' },
    { id: 'main', kind: 'fund_entity', functionalType: 'main_fund' },
    { id: 'parallel', kind: 'fund_entity', functionalType: 'parallel_fund' },
    { id: 'a', kind: 'commitment', commitment: 600 },
    { id: 'b', kind: 'commitment', commitment: 400 },
    { id: 'c', kind: 'commitment', commitment: 500 },
  ],
  rules: [
    {
      parentId: 'fund',
      childIds: ['main', 'parallel'],
      basis: { type: 'fixed_percentages', percentages: { main: '50', parallel: '50' } },
    },
    { parentId: 'main', childIds: ['a', 'b'], basis: { type: 'commitment' } },
    { parentId: 'parallel', childIds: ['c'], basis: { type: 'commitment' } },
  ],
};

describe('deemed equalization of a rule graph edit, to the cent', () => {
  const result = deemedReallocation({
    effectiveDate: '2024-01-01',
    transactions: [
      {
        id: 'call-1',
        date: '2024-03-01',
        code: 'contribution_investment',
        shouldGetEqualized: true,
        allocated: { a: 400_001, b: 266_666, c: 333_334 },
      },
      {
        id: 'call-0',
        date: '2023-12-31',
        code: 'contribution_investment',
        shouldGetEqualized: true,
        allocated: { a: 1, b: 1, c: 1 },
      },
    ],
    reallocate: (total) => allocateThroughStructure({ structure, amount: total }).commitments,
  });

  it('re-allocates only transactions from the effective date, level by level', () => {
    expect(result.byTransaction).toEqual([
      { transactionId: 'call-1', deltas: { a: -100_000, b: -66_666, c: 166_666 } },
    ]);
    expect(result.byCommitment).toEqual({ a: -100_000, b: -66_666, c: 166_666 });
  });

  it('nets to zero, so the total booked is unchanged', () => {
    expect(Object.values(result.byCommitment).reduce((s, v) => s + v, 0)).toBe(0);
  });
});
