import { describe, expect, it } from 'vitest';
import { reallocateCapitalCall } from '../../../src/domain/capital-call/reallocate-capital-call';
import { resplitWithout } from '../../../src/domain/capital-call/resplit-without';

/**
 * Hand-worked: Atlas 800,000.00, Birch 600,000.00, Cedar 600,000.00 (4:3:3) hold a call of
 * investment 900,000.00 (360,000 / 270,000 / 270,000) and fee 100,000.00 (40,000 / 30,000 /
 * 30,000). Cedar defaults: 270,000.00 × 4/7 = 154,285.714… and × 3/7 = 115,714.285…; floors
 * 154,285.71 + 115,714.28 leave one cent, which goes to the largest share (Atlas).
 */
const commitments = [
  {
    id: 'atlas',
    name: 'Atlas',
    committed: 80_000_000,
    contributed: 40_000_000,
    recallable: 0,
    unfunded: 40_000_000,
  },
  {
    id: 'birch',
    name: 'Birch',
    committed: 60_000_000,
    contributed: 30_000_000,
    recallable: 0,
    unfunded: 30_000_000,
  },
  {
    id: 'cedar',
    name: 'Cedar',
    committed: 60_000_000,
    contributed: 30_000_000,
    recallable: 0,
    unfunded: 30_000_000,
  },
];
const before = {
  inv: { atlas: 36_000_000, birch: 27_000_000, cedar: 27_000_000 },
  fee: { atlas: 4_000_000, birch: 3_000_000, cedar: 3_000_000 },
};
const uses = [
  {
    id: 'inv',
    description: 'Investment',
    transactionCode: 'contribution_investment',
    isRecallable: false,
  },
  {
    id: 'fee',
    description: 'Fee',
    transactionCode: 'contribution_management_fee',
    isRecallable: false,
  },
];

describe('capital call reallocation', () => {
  it("re-splits a defaulting LP's amounts pro rata by commitment, to the cent", () => {
    expect(
      resplitWithout({ useIds: ['inv', 'fee'], commitments, amounts: before, removed: ['cedar'] }),
    ).toEqual({
      inv: { atlas: 51_428_572, birch: 38_571_428, cedar: 0 },
      fee: { atlas: 5_714_286, birch: 4_285_714, cedar: 0 },
    });
  });

  it('posts only the differences, and they sum to zero per use', () => {
    const amounts = resplitWithout({
      useIds: ['inv', 'fee'],
      commitments,
      amounts: before,
      removed: ['cedar'],
    });
    const result = reallocateCapitalCall({ uses, commitments, before, amounts });
    expect(result.differences.map((d) => [d.useId, d.commitmentId, d.cents])).toEqual([
      ['inv', 'atlas', 15_428_572],
      ['fee', 'atlas', 1_714_286],
      ['inv', 'birch', 11_571_428],
      ['fee', 'birch', 1_285_714],
      ['inv', 'cedar', -27_000_000],
      ['fee', 'cedar', -3_000_000],
    ]);
    expect(result.rows.map((r) => [r.lp, r.paidIn.after, r.unfunded.after])).toEqual([
      ['Atlas', 57_142_858, 22_857_142],
      ['Birch', 42_857_142, 17_142_858],
      ['Cedar', 0, 60_000_000],
    ]);
    expect(result.checks.map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'not_run',
      'not_run',
    ]);
  });

  it('lets a recallable use take an LP past its unfunded commitment, nothing else', () => {
    const amounts = { inv: { atlas: 0, birch: 63_000_000, cedar: 27_000_000 } };
    const refused = reallocateCapitalCall({ uses, commitments, before, amounts });
    expect(
      refused.checks
        .find((c) => c.id === 'within_unfunded')!
        .failures.map((f) => [f.lp, f.differenceCents]),
    ).toEqual([['Birch', -6_000_000]]);
    const recallable = uses.map((u) => (u.id === 'inv' ? { ...u, isRecallable: true } : u));
    const allowed = reallocateCapitalCall({ uses: recallable, commitments, before, amounts });
    expect(allowed.checks.find((c) => c.id === 'within_unfunded')!.status).toBe('passed');
  });

  it('finds a ledger that does not hold the amounts before, per LP and code', () => {
    const result = reallocateCapitalCall({
      uses,
      commitments,
      before,
      amounts: {},
      ledgerBefore: [
        { commitmentId: 'atlas', transactionCode: 'contribution_investment', amount: 36_000_000 },
        {
          commitmentId: 'atlas',
          transactionCode: 'contribution_management_fee',
          amount: 4_000_000,
        },
        { commitmentId: 'birch', transactionCode: 'contribution_investment', amount: 27_000_000 },
        {
          commitmentId: 'birch',
          transactionCode: 'contribution_management_fee',
          amount: 3_000_000,
        },
        { commitmentId: 'cedar', transactionCode: 'contribution_investment', amount: 26_999_999 },
        {
          commitmentId: 'cedar',
          transactionCode: 'contribution_management_fee',
          amount: 3_000_000,
        },
      ],
    });
    const ledger = result.checks.find((c) => c.id === 'ledger_matches_call')!;
    expect(ledger.failures.map((f) => [f.lp, f.figure, f.differenceCents])).toEqual([
      ['Cedar', 'Ledger contributions (contribution_investment)', -1],
    ]);
  });
});
