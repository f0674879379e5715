import { describe, expect, it } from 'vitest';
import {
  performanceByScope,
  performanceMetrics,
  type PerformanceTransaction,
} from '../../../src/domain/performance';

const net = { affectsNetIrr: true, affectsNav: true };
const gross = { affectsGrossIrr: true };
// Worked by hand. The LP pays in 1,000,000.00 on 2021-01-01, receives 500,000.00 on 2022-01-01
// (365 days: t = 1) and holds NAV 800,000.00 on 2023-01-01 (730 days: t = 2).
// Net IRR solves −100 + 50x + 80x² = 0 with x = 1/(1 + r): x = (−50 + √34,500) ÷ 160.
// TVPI = (50 + 80) ÷ 100 = 1.3; DPI = 0.5; RVPI = 0.8.
// Investment level: 950,000.00 invested, 600,000.00 realized, 900,000.00 unrealized → MOIC 150 ÷ 95.
const rows: PerformanceTransaction[] = [
  {
    date: '2021-01-01',
    commitmentId: 'C1',
    investorEntityId: 'I1',
    amount: 100_000_000,
    cashFlow: 'contribution',
    flags: net,
    navComponent: 'contribution',
  },
  {
    date: '2022-01-01',
    commitmentId: 'C1',
    investorEntityId: 'I1',
    amount: 50_000_000,
    cashFlow: 'distribution',
    flags: net,
    navComponent: 'distribution',
  },
  {
    date: '2021-01-01',
    commitmentId: 'C1',
    investorEntityId: 'I1',
    amount: 95_000_000,
    cashFlow: 'contribution',
    flags: gross,
  },
  {
    date: '2022-01-01',
    commitmentId: 'C1',
    investorEntityId: 'I1',
    amount: 60_000_000,
    cashFlow: 'distribution',
    flags: gross,
  },
  {
    date: '2024-01-01',
    commitmentId: 'C1',
    investorEntityId: 'I1',
    amount: 1,
    cashFlow: 'distribution',
    flags: net,
    navComponent: 'distribution',
  },
];

describe('performance metrics of one LP, net and gross', () => {
  const m = performanceMetrics({
    asOf: '2023-01-01',
    transactions: rows,
    nav: 80_000_000,
    grossNav: 90_000_000,
  });

  it('computes net IRR from the rows flagged net, with NAV as the last flow', () => {
    const x = (-50 + Math.sqrt(34_500)) / 160;
    expect(m.netIrr.value).toBeCloseTo(1 / x - 1, 10);
    expect(m.netIrr.value).toBeCloseTo(0.1787, 4);
  });

  it('computes TVPI, DPI, RVPI over paid-in and MOIC over invested capital, ignoring rows after the date', () => {
    expect([m.paidIn, m.distributed, m.nav]).toEqual([100_000_000, 50_000_000, 80_000_000]);
    expect([m.tvpi.value, m.dpi.value, m.rvpi.value]).toEqual([1.3, 0.5, 0.8]);
    expect(m.moic.value).toBe(1.5789473684);
    expect(m.tvpi.steps[0]).toMatchObject({
      formula: '(distributions + NAV) ÷ paid-in',
      inputs: { 'paid-in': '1,000,000.00' },
    });
  });

  it('gross IRR: −95 + 60x + 90x² = 0', () => {
    const x = (-60 + Math.sqrt(3_600 + 4 * 90 * 95)) / 180;
    expect(m.grossIrr.value).toBeCloseTo(1 / x - 1, 10);
  });

  it('says why a metric is undefined instead of failing', () => {
    const none = performanceMetrics({ asOf: '2023-01-01', transactions: rows.slice(0, 1), nav: 0 });
    expect(none.netIrr).toMatchObject({
      value: null,
      reason: expect.stringMatching(/at least two cash flows/),
    });
    const twoCalls = performanceMetrics({
      asOf: '2023-01-01',
      transactions: [rows[0]!, { ...rows[0]!, date: '2021-06-01' }],
      nav: 0,
    });
    expect(twoCalls.netIrr).toMatchObject({
      value: null,
      reason: expect.stringMatching(/no sign change/),
    });
    expect(() =>
      performanceMetrics({
        asOf: '2023-01-01',
        transactions: [{ ...rows[0]!, amount: -5 }],
        nav: 0,
      }),
    ).toThrow(/negative/);
    const empty = performanceMetrics({ asOf: '2023-01-01', transactions: [], nav: 0 });
    expect(empty.tvpi).toMatchObject({
      value: null,
      reason: expect.stringMatching(/nothing is paid in/),
    });
  });

  it('rolls up per commitment, per investor and for the fund', () => {
    const other: PerformanceTransaction[] = [
      {
        date: '2021-01-01',
        commitmentId: 'C2',
        investorEntityId: 'I1',
        amount: 20_000_000,
        cashFlow: 'contribution',
        flags: net,
      },
      {
        date: '2021-01-01',
        commitmentId: 'C3',
        investorEntityId: 'I2',
        amount: 30_000_000,
        cashFlow: 'contribution',
        flags: net,
      },
    ];
    const scoped = performanceByScope({
      asOf: '2023-01-01',
      transactions: [...rows, ...other],
      navByCommitment: { C1: 80_000_000, C2: 22_000_000, C3: 27_000_000 },
    });
    expect(scoped.commitments.C2!.tvpi.value).toBe(1.1);
    expect(scoped.investors.I1!.paidIn).toBe(120_000_000);
    expect(scoped.investors.I1!.tvpi.value).toBe(1.2666666667); // (50 + 80 + 22) ÷ 120
    expect(scoped.fund.paidIn).toBe(150_000_000);
    expect(scoped.fund.rvpi.value).toBe(0.86); // 129 ÷ 150
  });
});
