import { describe, expect, it } from 'vitest';
import { performanceMetrics, type PerformanceTransaction } from '../../../src/domain/performance';

const net = { affectsNetIrr: true };
const row = (
  date: string,
  amount: number,
  cashFlow: 'contribution' | 'distribution',
  extra: Partial<PerformanceTransaction> = {},
): PerformanceTransaction => ({ date, commitmentId: 'C', amount, cashFlow, flags: net, ...extra });

describe('IRR and preferred return effect (spec §3): actual or equalized', () => {
  // A late closer admitted 2022-01-01 pays 1,000,000.00 of equalization for the call of
  // 2021-01-01 plus 80,000.00 of equalization interest; NAV 1,210,000.00 on 2023-01-01.
  const late = [
    row('2022-01-01', 100_000_000, 'contribution', { equalizedDate: '2021-01-01' }),
    row('2022-01-01', 8_000_000, 'contribution', { equalizationInterest: true }),
  ];

  it('dates the late closer’s equalization at the earlier call and leaves the interest out', () => {
    // Actual: −1,080,000 then +1,210,000 one year (365 days) later → 1,210 ÷ 1,080 − 1.
    const actual = performanceMetrics({ asOf: '2023-01-01', transactions: late, nav: 121_000_000 });
    expect(actual.effect).toBe('actual');
    expect(actual.netIrr.value).toBeCloseTo(1210 / 1080 - 1, 10);
    // Equalized: −1,000,000 on 2021-01-01, +1,210,000 730 days later → √1.21 − 1 = 10%.
    const equalized = performanceMetrics({
      asOf: '2023-01-01',
      transactions: late,
      nav: 121_000_000,
      effect: 'equalized',
    });
    expect(equalized.netIrr.value).toBeCloseTo(0.1, 10);
    expect(equalized.netIrr.steps[0]!.note).toMatch(
      /equalized effect.*1 row\(s\) re-dated, 1 left out/,
    );
    // Multiples do not move with dates: paid-in still counts what was paid.
    expect(equalized.tvpi.value).toBe(actual.tvpi.value);
    expect(equalized.paidIn).toBe(108_000_000);
  });

  it('nets the excess returned to an earlier partner against the call it came from', () => {
    // Paid 3,000,000 on 2021-01-01; gets back 1,000,000 of equalization and 80,000 of interest
    // on 2022-01-01; NAV 2,420,000 on 2023-01-01.
    const early = [
      row('2021-01-01', 300_000_000, 'contribution'),
      row('2022-01-01', 100_000_000, 'distribution', { equalizedDate: '2021-01-01' }),
      row('2022-01-01', 8_000_000, 'distribution', { equalizationInterest: true }),
    ];
    const actual = performanceMetrics({
      asOf: '2023-01-01',
      transactions: early,
      nav: 242_000_000,
    });
    // −300 + 108x + 242x² = 0 with x = 1 ÷ (1 + r).
    const x = (-108 + Math.sqrt(108 ** 2 + 4 * 242 * 300)) / (2 * 242);
    expect(actual.netIrr.value).toBeCloseTo(1 / x - 1, 10);
    // Equalized: −2,000,000 on 2021-01-01, +2,420,000 two years on → 10%.
    const equalized = performanceMetrics({
      asOf: '2023-01-01',
      transactions: early,
      nav: 242_000_000,
      effect: 'equalized',
    });
    expect(equalized.netIrr.value).toBeCloseTo(0.1, 10);
  });
});

describe('net IRR with and without the credit facility (ILPA: disclose both)', () => {
  // The facility drew 1,000,000.00 on 2021-01-01 for an investment; the call of 2021-07-01
  // repaid it and paid 20,000.00 of facility interest. NAV 1,210,000.00 on 2023-01-01.
  const rows = [
    row('2021-07-01', 100_000_000, 'contribution', { facilityDrawDate: '2021-01-01' }),
    row('2021-07-01', 2_000_000, 'contribution', { facilityCost: true }),
  ];
  const m = performanceMetrics({ asOf: '2023-01-01', transactions: rows, nav: 121_000_000 });

  it('with the facility: −1,020,000 on 2021-07-01, +1,210,000 549 days later', () => {
    expect(m.netIrr.value).toBeCloseTo((1210 / 1020) ** (365 / 549) - 1, 9);
  });

  it('without: the capital as if called when the facility drew, its interest left out → 10%', () => {
    expect(m.netIrrWithoutFacility.value).toBeCloseTo(0.1, 10);
    // The facility delays calls and so raises IRR without changing the money multiple.
    expect(m.netIrr.value!).toBeGreaterThan(m.netIrrWithoutFacility.value!);
    expect(m.netIrrWithoutFacility.steps[0]!.note).toMatch(/without the credit facility/);
    expect(m.tvpi.value).toBe(1.1862745098); // 1,210,000 ÷ 1,020,000
  });

  it('refuses a draw date or equalized date after the row it re-dates, and an unknown effect', () => {
    expect(() =>
      performanceMetrics({
        asOf: '2023-01-01',
        transactions: [row('2021-07-01', 5, 'contribution', { facilityDrawDate: '2021-08-01' })],
        nav: 0,
      }),
    ).toThrow('The facility draw date 2021-08-01 of the row on 2021-07-01 is after the row itself');
    expect(() =>
      performanceMetrics({
        asOf: '2023-01-01',
        transactions: [row('2021-07-01', 5, 'contribution', { equalizedDate: '2022-01-01' })],
        nav: 0,
      }),
    ).toThrow(/equalized date 2022-01-01/);
    expect(() =>
      performanceMetrics({
        asOf: '2023-01-01',
        transactions: rows,
        nav: 0,
        effect: 'deemed' as 'actual',
      }),
    ).toThrow('Unknown IRR and preferred return effect "deemed"');
  });
});
