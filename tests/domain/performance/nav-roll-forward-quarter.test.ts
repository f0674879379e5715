import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAV_COMPONENTS,
  navRollForward,
  navRollForwardPeriods,
  type NavComponent,
  type PerformanceTransaction,
} from '../../../src/domain/performance';

const row = (
  date: string,
  commitmentId: string,
  investorEntityId: string,
  navComponent: NavComponent,
  amount: number,
): PerformanceTransaction => ({
  date,
  commitmentId,
  investorEntityId,
  amount,
  cashFlow:
    navComponent === 'contribution'
      ? 'contribution'
      : navComponent === 'distribution'
        ? 'distribution'
        : 'none',
  flags: { affectsNav: true },
  navComponent,
});

// Worked by hand for Q2 2023. Before the quarter: contribution 100,000 and unrealized +10,000 → beginning 110,000.
// In the quarter: distribution 20,000, fee 2,000, expense 1,000, income 3,000, realized 5,000,
// unrealized −4,000, accrued carry 2,000 → 110 − 20 − 2 − 1 + 3 + 5 − 4 − 2 = 89 (thousands).
const rows = [
  row('2023-01-15', 'C1', 'I1', 'contribution', 10_000_000),
  row('2023-03-31', 'C1', 'I1', 'unrealized_gain_loss', 1_000_000),
  row('2023-04-01', 'C1', 'I1', 'distribution', 2_000_000),
  row('2023-05-01', 'C1', 'I1', 'management_fee', 200_000),
  row('2023-05-01', 'C1', 'I1', 'fund_expense', 100_000),
  row('2023-06-01', 'C1', 'I1', 'income', 300_000),
  row('2023-06-15', 'C1', 'I1', 'realized_gain_loss', 500_000),
  row('2023-06-30', 'C1', 'I1', 'unrealized_gain_loss', -400_000),
  row('2023-06-30', 'C1', 'I1', 'accrued_carried_interest', 200_000),
  row('2023-07-01', 'C1', 'I1', 'income', 999),
  row('2023-04-10', 'C2', 'I1', 'contribution', 5_000_000),
  row('2023-04-10', 'C3', 'I2', 'contribution', 7_000_000),
];

describe('NAV roll-forward for a quarter', () => {
  it('rolls C1 from beginning to ending NAV line by line', () => {
    const q2 = navRollForward({
      transactions: rows,
      periodStart: '2023-04-01',
      periodEnd: '2023-06-30',
    });
    expect(q2.commitments.C1).toEqual({
      beginning: 11_000_000,
      contributions: 0,
      distributions: 2_000_000,
      managementFees: 200_000,
      fundExpenses: 100_000,
      income: 300_000,
      realizedGainLoss: 500_000,
      unrealizedGainLoss: -400_000,
      accruedCarriedInterest: 200_000,
      ending: 8_900_000,
    });
    expect(q2.investors.I1!.ending).toBe(13_900_000);
    expect(q2.investors.I2!.contributions).toBe(7_000_000);
    expect(q2.fund.ending).toBe(20_900_000);
  });

  it('gives QTD, YTD and ITD at a date (quarters of spec §9)', () => {
    const periods = navRollForwardPeriods(rows, '2023-06-30', '2020-01-01');
    expect(periods.qtd.periodStart).toBe('2023-04-01');
    expect(periods.ytd.commitments.C1!.beginning).toBe(0);
    expect(periods.ytd.commitments.C1!.contributions).toBe(10_000_000);
    expect(periods.itd.fund.ending).toBe(periods.qtd.fund.ending);
  });

  it('keeps the roll-forward identity for any ledger', () => {
    const component = fc.constantFrom(...(Object.keys(NAV_COMPONENTS) as NavComponent[]));
    const arb = fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('C1', 'C2', 'C3'),
        component,
        fc.integer({ min: -1e9, max: 1e9 }),
      ),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (spec) => {
        const ledger = spec.map(([day, c, comp, amount]) =>
          row(
            new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10),
            c,
            c === 'C3' ? 'I2' : 'I1',
            comp,
            amount,
          ),
        );
        const r = navRollForward({
          transactions: ledger,
          periodStart: '2023-04-01',
          periodEnd: '2023-12-31',
        });
        for (const line of [...Object.values(r.commitments), r.fund]) {
          expect(line.ending).toBe(
            line.beginning +
              line.contributions -
              line.distributions -
              line.managementFees -
              line.fundExpenses +
              line.income +
              line.realizedGainLoss +
              line.unrealizedGainLoss -
              line.accruedCarriedInterest,
          );
        }
        const sum = Object.values(r.commitments).reduce((s, l) => s + l.ending, 0);
        expect(r.fund.ending).toBe(sum);
        expect((r.investors.I1?.ending ?? 0) + (r.investors.I2?.ending ?? 0)).toBe(sum);
      }),
      { numRuns: 200 },
    );
  });
});
