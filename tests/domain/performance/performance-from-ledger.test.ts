import { describe, expect, it } from 'vitest';
import { performanceFromLedger, type LedgerPerformanceRow } from '../../../src/domain/performance';

// One commitment, worked by hand: $10,000.00 called for an investment and $200.00 for the
// management fee on 2024-01-01; $3,000.00 returned on 2025-01-01 (366 days later, 2024 is a
// leap year). Paid-in 10,200.00; distributions 3,000.00; NAV from the ledger = the investment
// capital that stays in the fund, 10,000.00 − 3,000.00 = 7,000.00 (the fee was paid away).
const row = (over: Partial<LedgerPerformanceRow>): LedgerPerformanceRow => ({
  date: '2024-01-01',
  commitmentId: 'c1',
  code: 'Contribution — investments',
  amount: 1_000_000,
  direction: 'contribution',
  affectsNetIrr: true,
  staysInNav: true,
  ...over,
});
const rows: LedgerPerformanceRow[] = [
  row({}),
  row({ code: 'Contribution — management fees', amount: 20_000, staysInNav: false }),
  row({
    date: '2025-01-01',
    code: 'Distribution — return of capital',
    amount: 300_000,
    direction: 'distribution',
  }),
  // A commitment row moves no cash and is not flagged for net IRR: it is left out.
  row({ code: 'Commitment', amount: 5_000_000, affectsNetIrr: false, staysInNav: false }),
];

describe('performance from the ledger (hand-worked)', () => {
  it('gives paid-in, distributions, NAV, TVPI, DPI and net IRR with the flows used', () => {
    const result = performanceFromLedger({ asOf: '2025-01-01', rows });
    expect(result.metrics.paidIn).toBe(1_020_000);
    expect(result.metrics.distributed).toBe(300_000);
    expect(result.nav).toBe(700_000);
    // TVPI = (3,000 + 7,000) ÷ 10,200; DPI = 3,000 ÷ 10,200.
    expect(result.metrics.tvpi.value).toBeCloseTo(10_000 / 10_200, 9);
    expect(result.metrics.dpi.value).toBeCloseTo(3_000 / 10_200, 9);
    // −10,200 on day 0 and +10,000 (3,000 paid + 7,000 NAV) 366 days later, on a 365-day year:
    // (10,000 / 10,200)^(365/366) − 1 = −1.95548%.
    expect(result.metrics.netIrr.value).toBeCloseTo(-0.019554797, 7);
    expect(result.cashFlows).toEqual([
      {
        date: '2024-01-01',
        code: 'Contribution — investments',
        direction: 'contribution',
        amount: 1_000_000,
        inNav: true,
      },
      {
        date: '2024-01-01',
        code: 'Contribution — management fees',
        direction: 'contribution',
        amount: 20_000,
        inNav: false,
      },
      {
        date: '2025-01-01',
        code: 'Distribution — return of capital',
        direction: 'distribution',
        amount: 300_000,
        inNav: true,
      },
    ]);
    expect(result.navSteps[0]).toMatchObject({ value: '7,000.00' });
  });

  it('nets a negative row against its own direction and leaves out rows after the date', () => {
    const result = performanceFromLedger({
      asOf: '2024-06-30',
      rows: [...rows, row({ date: '2024-02-01', amount: -100_000 })],
    });
    // The credit gives back 1,000.00 of the investment call: paid-in 10,200 − 1,000 = 9,200, and
    // nothing is distributed (it is not a distribution); the 2025 distribution is later.
    expect(result.metrics.paidIn).toBe(920_000);
    expect(result.metrics.distributed).toBe(0);
    expect(result.nav).toBe(900_000);
    expect(result.metrics.dpi.value).toBe(0);
  });

  it('reads a credit with nothing of its kind before it as money the other way', () => {
    // A fee credit of 50.00 before any fee was paid: nothing to cancel, so it is paid out.
    const result = performanceFromLedger({
      asOf: '2024-06-30',
      rows: [
        row({ date: '2023-12-01', amount: -5_000, staysInNav: false, code: 'Fee credit' }),
        row({}),
      ],
    });
    expect(result.metrics.paidIn).toBe(1_000_000);
    expect(result.metrics.distributed).toBe(5_000);
    expect(result.nav).toBe(1_000_000);
  });

  it('takes a charge allocated to the capital account out of NAV, not paid-in', () => {
    // 2,464.70 of expenses paid from the fund's cash, then a 439.11 credit of them: no cash flow,
    // NAV 7,000.00 − 2,464.70 + 439.11 = 4,974.41.
    const result = performanceFromLedger({
      asOf: '2025-01-01',
      rows,
      charges: [
        { date: '2024-08-15', amount: 246_470 },
        { date: '2024-09-30', amount: -43_911 },
      ],
    });
    expect(result.metrics.paidIn).toBe(1_020_000);
    expect(result.metrics.distributed).toBe(300_000);
    expect(result.nav).toBe(497_441);
    expect(result.cashFlows).toHaveLength(3);
  });

  it('says when the ledger gives no NAV and nothing is paid in', () => {
    const result = performanceFromLedger({ asOf: '2025-01-01', rows: [] });
    expect(result.nav).toBeNull();
    expect(result.metrics.tvpi.value).toBeNull();
    expect(result.metrics.tvpi.reason).toBe('TVPI is undefined while nothing is paid in');
    expect(result.metrics.netIrr.value).toBeNull();
  });
});
