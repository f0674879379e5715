import { describe, expect, it } from 'vitest';
import {
  allocateCapitalCall,
  capitalCallInvariants,
  invariantFailures,
  type CapitalCallAllocation,
  type CapitalCallCommitment,
} from '../../../src/domain/capital-call';
import { commitments, structure, uses } from './fixture';

const allocation = allocateCapitalCall({ structure, commitments, uses });
const status = (checks: ReturnType<typeof capitalCallInvariants>) =>
  Object.fromEntries(checks.map((c) => [c.id, c.status]));

describe('the invariants that gate finalizing a call', () => {
  it('pass on the hand-worked call; the ledger check waits for posting', () => {
    const checks = capitalCallInvariants({ uses, allocation, commitments });
    expect(status(checks)).toEqual({
      use_sums: 'passed',
      money_back_only_equalization: 'passed',
      paid_in_plus_unfunded: 'passed',
      unfunded_not_negative: 'passed',
      ledger_equals_event: 'not_run',
    });
  });

  it('a use whose allocations miss a cent fails, naming the use and the difference', () => {
    const broken: CapitalCallAllocation = {
      ...allocation,
      uses: allocation.uses.map((u) =>
        u.useId === 'U1' ? { ...u, allocations: { ...u.allocations, C2: 50_000_000 } } : u,
      ),
    };
    const [failure] = invariantFailures(
      capitalCallInvariants({ uses, allocation: broken, commitments }),
    );
    expect(failure).toMatchObject({
      check: 'use_sums',
      lp: null,
      figure: 'Allocations of Investment in Northwind',
      differenceCents: -1,
      message:
        'Allocations of Investment in Northwind is 1,000,000.00, expected 1,000,000.01 (difference -0.01).',
    });
  });

  it('an LP called past its unfunded commitment fails by name with the amount below zero', () => {
    const short: CapitalCallCommitment[] = commitments.map((c) =>
      c.id === 'C3' ? { ...c, contributed: 170_000_000, unfunded: 30_000_000 } : c,
    );
    const failures = invariantFailures(
      capitalCallInvariants({ uses, allocation, commitments: short }),
    );
    expect(failures).toEqual([
      expect.objectContaining({
        check: 'unfunded_not_negative',
        lp: 'Beacon Hill Endowment',
        figure: 'Unfunded after the call',
        // 300,000.00 − 337,353.35 called
        differenceCents: -3_735_335,
      }),
    ]);
  });

  it('figures that do not hold paid-in + unfunded = commitment fail by LP', () => {
    const off: CapitalCallCommitment[] = commitments.map((c) =>
      c.id === 'C2' ? { ...c, unfunded: c.unfunded + 5 } : c,
    );
    const [failure] = invariantFailures(
      capitalCallInvariants({ uses, allocation, commitments: off }),
    );
    expect(failure).toMatchObject({
      check: 'paid_in_plus_unfunded',
      lp: 'Aldridge State Pension Fund',
      figure: 'Paid-in + unfunded',
      expectedCents: 300_000_000,
      differenceCents: 5,
    });
  });

  const postedRows = [
    { commitmentId: 'C1', transactionCode: 'contribution_investment', amount: 16_666_667 },
    { commitmentId: 'C2', transactionCode: 'contribution_investment', amount: 50_000_001 },
    { commitmentId: 'C3', transactionCode: 'contribution_investment', amount: 33_333_333 },
    { commitmentId: 'C2', transactionCode: 'contribution_management_fee', amount: 600_000 },
    { commitmentId: 'C3', transactionCode: 'contribution_management_fee', amount: 400_000 },
    // Audit fees and working capital share the expenses code: 2,000 + 2, 6,000 + 3, 2,000 + 2.
    { commitmentId: 'C1', transactionCode: 'contribution_expenses', amount: 2_002 },
    { commitmentId: 'C2', transactionCode: 'contribution_expenses', amount: 6_003 },
    { commitmentId: 'C3', transactionCode: 'contribution_expenses', amount: 2_002 },
  ];
  const postedFigures = [
    {
      id: 'C1',
      committed: 100_000_000,
      contributed: 36_668_669,
      recallable: 0,
      unfunded: 63_331_331,
    },
    {
      id: 'C2',
      committed: 300_000_000,
      contributed: 110_606_004,
      recallable: 0,
      unfunded: 189_393_996,
    },
    {
      id: 'C3',
      committed: 200_000_000,
      contributed: 73_735_335,
      recallable: 0,
      unfunded: 126_264_665,
    },
  ];

  it('after posting, the ledger rows and figures read back agree with the call', () => {
    const checks = capitalCallInvariants({
      uses,
      allocation,
      commitments,
      posted: { commitments: postedFigures, contributions: postedRows },
    });
    expect(status(checks)).toEqual({
      use_sums: 'passed',
      money_back_only_equalization: 'passed',
      paid_in_plus_unfunded: 'passed',
      unfunded_not_negative: 'passed',
      ledger_equals_event: 'passed',
    });
  });

  it('a ledger row a cent short fails, naming the LP, the code and the difference', () => {
    const rows = postedRows.map((r) =>
      r.commitmentId === 'C2' && r.transactionCode === 'contribution_investment'
        ? { ...r, amount: r.amount - 1 }
        : r,
    );
    const failures = invariantFailures(
      capitalCallInvariants({
        uses,
        allocation,
        commitments,
        posted: { commitments: postedFigures, contributions: rows },
      }),
    );
    expect(failures).toEqual([
      expect.objectContaining({
        check: 'ledger_equals_event',
        lp: 'Aldridge State Pension Fund',
        figure: 'Ledger contributions (contribution_investment)',
        expectedCents: 50_000_001,
        actualCents: 50_000_000,
        differenceCents: -1,
      }),
    ]);
  });

  it('figures read back that did not move by exactly the call fail', () => {
    const figures = postedFigures.map((f) =>
      f.id === 'C1' ? { ...f, contributed: f.contributed - 2, unfunded: f.unfunded + 2 } : f,
    );
    const [failure] = invariantFailures(
      capitalCallInvariants({
        uses,
        allocation,
        commitments,
        posted: { commitments: figures, contributions: postedRows },
      }),
    );
    expect(failure).toMatchObject({
      check: 'paid_in_plus_unfunded',
      lp: 'Harborview GP IV, LLC',
      figure: 'Unfunded after posting',
      differenceCents: 2,
    });
  });
});
