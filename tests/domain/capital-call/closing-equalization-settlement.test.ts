import { describe, expect, it } from 'vitest';
import {
  allocateCapitalCall,
  capitalCallInvariants,
  equalizationSettlement,
  invariantFailures,
  type CapitalCallUse,
} from '../../../src/domain/capital-call';
import { DomainError } from '../../../src/domain/domain-error';
import { commitments, structure } from './fixture';

/*
 * Hand-worked: C3 (admitted later) owes 60,000.00 of capital equalization and 1,200.00 of
 * interest; C1 gets back 15,000.00 (+300.00 interest) and C2 45,000.00 (+900.00). Each row is
 * stored positive in its direction; the line allocates paid − returned.
 */
const settlement = equalizationSettlement([
  { commitmentId: 'C3', kind: 'equalization_paid', amount: 6_000_000 },
  { commitmentId: 'C3', kind: 'equalization_interest_paid', amount: 120_000 },
  { commitmentId: 'C1', kind: 'equalization_received', amount: 1_500_000 },
  { commitmentId: 'C1', kind: 'equalization_interest_received', amount: 30_000 },
  { commitmentId: 'C2', kind: 'equalization_received', amount: 4_500_000 },
  { commitmentId: 'C2', kind: 'equalization_interest_received', amount: 90_000 },
]);

const equalizationUse: CapitalCallUse = {
  id: 'EQ',
  kind: 'closing_equalization',
  amount: settlement.amount,
  transactionCode: 'equalization_contribution',
  description: 'Second close equalization',
  isRecallable: false,
  computed: settlement.capital,
  interest: settlement.interest,
};

describe('a capital call settling closing equalization', () => {
  it('reads the outstanding rows per LP: capital paid − returned, interest apart', () => {
    expect(settlement.capital).toEqual({ C3: 6_000_000, C1: -1_500_000, C2: -4_500_000 });
    expect(settlement.interest).toEqual({ C3: 120_000, C1: -30_000, C2: -90_000 });
    expect(settlement.amount).toBe(0);
    expect(settlement.lines.find((l) => l.commitmentId === 'C1')).toEqual({
      commitmentId: 'C1',
      toPay: 0,
      toReceive: 1_500_000,
      interestToPay: 0,
      interestToReceive: 30_000,
    });
  });

  it('allocates exactly the closing amounts, negative for a partner getting money back', () => {
    const allocation = allocateCapitalCall({ structure, commitments, uses: [equalizationUse] });
    expect(allocation.uses[0]!.allocations).toEqual({
      C1: -1_500_000,
      C2: -4_500_000,
      C3: 6_000_000,
    });
    expect(allocation.refusals).toEqual([]);
    const checks = capitalCallInvariants({ uses: [equalizationUse], allocation, commitments });
    expect(invariantFailures(checks)).toEqual([]);
  });

  it('money given back raises the room of the lines after it', () => {
    // C1 has 800,000.00 unfunded; the equalization returns 15,000.00 first, so an investment
    // line calling it 815,000.00 fits exactly, and a cent more is refused by 0.01.
    const investment = (amount: number): CapitalCallUse => ({
      id: 'INV',
      kind: 'investment',
      amount,
      transactionCode: 'contribution_investment',
      description: 'Investment',
      isRecallable: false,
      overrides: { C1: amount, C2: 0, C3: 0 },
    });
    const fits = allocateCapitalCall({
      structure,
      commitments,
      uses: [equalizationUse, investment(81_500_000)],
    });
    expect(fits.refusals).toEqual([]);
    const over = allocateCapitalCall({
      structure,
      commitments,
      uses: [equalizationUse, investment(81_500_001)],
    });
    expect(over.refusals.map((r) => [r.lp, r.unfundedCents, r.excessCents])).toEqual([
      ['Harborview GP IV, LLC', 81_500_000, 1],
    ]);
  });

  it('refuses a negative amount on any other line', () => {
    expect(() =>
      allocateCapitalCall({
        structure,
        commitments,
        uses: [{ ...equalizationUse, kind: 'investment' }],
      }),
    ).toThrow(DomainError);
  });

  it('fails the money-back check when a non-equalization line returns money to an LP', () => {
    const allocation = allocateCapitalCall({ structure, commitments, uses: [equalizationUse] });
    const [failure] = invariantFailures(
      capitalCallInvariants({
        uses: [{ ...equalizationUse, kind: 'investment' }],
        allocation,
        commitments,
      }),
    );
    expect(failure).toMatchObject({
      check: 'money_back_only_equalization',
      lp: 'Harborview GP IV, LLC',
      actualCents: -1_500_000,
    });
  });

  it('after posting, fails when the settled rows read back differ from the line, naming the LP', () => {
    const allocation = allocateCapitalCall({ structure, commitments, uses: [equalizationUse] });
    const postedFigures = commitments.map((c) => {
      const moved = settlement.capital[c.id] ?? 0;
      return {
        id: c.id,
        committed: c.committed,
        contributed: c.contributed + moved,
        recallable: 0,
        unfunded: c.unfunded - moved,
      };
    });
    const exact = [
      { commitmentId: 'C1', capital: -1_500_000, interest: -30_000 },
      { commitmentId: 'C2', capital: -4_500_000, interest: -90_000 },
      { commitmentId: 'C3', capital: 6_000_000, interest: 120_000 },
    ];
    const run = (settled: typeof exact) =>
      invariantFailures(
        capitalCallInvariants({
          uses: [equalizationUse],
          allocation,
          commitments,
          posted: { commitments: postedFigures, contributions: [], settled },
        }),
      );
    expect(run(exact)).toEqual([]);
    const [short] = run(exact.map((s) => (s.commitmentId === 'C2' ? { ...s, interest: 0 } : s)));
    expect(short).toMatchObject({
      check: 'ledger_equals_event',
      lp: 'Aldridge State Pension Fund',
      figure: 'Settled equalization interest',
      expectedCents: -90_000,
      actualCents: 0,
      differenceCents: 90_000,
    });
  });
});
