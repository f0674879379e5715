import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/domain-error';
import { xirr, xirrWithAudit, xnpv } from '../../../src/domain/xirr';

describe('xirr: hand-worked cases', () => {
  it('doubling money over exactly 365 days is 100%', () => {
    expect(
      xirr([
        { date: '2021-01-01', amount: -100 },
        { date: '2022-01-01', amount: 200 },
      ]),
    ).toBeCloseTo(1, 12);
  });

  it('uses 365-day years even across a leap year (366 days → (1.1)^(365/366) − 1)', () => {
    const rate = xirr([
      { date: '2024-01-01', amount: -1000 },
      { date: '2025-01-01', amount: 1100 },
    ]);
    expect(rate).toBeCloseTo(Math.pow(1.1, 365 / 366) - 1, 12);
  });

  it('finds a loss of −99% when Newton from 10% would overshoot below −100%', () => {
    const rate = xirr([
      { date: '2021-01-01', amount: -1_000_000 },
      { date: '2022-01-01', amount: 10_000 },
    ]);
    expect(rate).toBeCloseTo(-0.99, 10);
  });

  it('falls back to bracketing for a rate in the thousands of percent', () => {
    const result = xirrWithAudit([
      { date: '2020-01-01', amount: -1 },
      { date: '2020-01-11', amount: 2 },
    ]);
    expect(result.rate).toBeCloseTo(Math.pow(2, 36.5) - 1, 0);
    expect(Math.abs(result.npv)).toBeLessThan(1e-9);
  });

  it('refuses flows with no sign change, too few flows, or an earlier date after the first', () => {
    expect(() =>
      xirr([
        { date: '2020-01-01', amount: 100 },
        { date: '2021-01-01', amount: 100 },
      ]),
    ).toThrow(/no sign change/);
    expect(() => xirr([{ date: '2020-01-01', amount: -100 }])).toThrow(/at least two/);
    expect(() =>
      xirr([
        { date: '2020-01-01', amount: -100 },
        { date: '2019-01-01', amount: 120 },
      ]),
    ).toThrow(/first flow must be the earliest/);
    try {
      xirr([
        { date: '2020-01-01', amount: 0 },
        { date: '2021-01-01', amount: 0 },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('xirr_no_sign_change');
    }
  });

  it('says so when the flows change sign but have no root', () => {
    // +100 now, −300 in a year, +300 in two: 100 − 300x + 300x² > 0 for every discount factor x.
    expect(() =>
      xirr([
        { date: '2020-01-01', amount: 100 },
        { date: '2020-12-31', amount: -300 },
        { date: '2021-12-31', amount: 300 },
      ]),
    ).toThrow(/no rate/);
  });
});

describe('xirr: properties', () => {
  it('recovers the rate a series was built with (NPV zero at the answer)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.6, max: 1.5, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (rate, distributions) => {
          // Contribution today, distributions each quarter; the contribution is their PV at `rate`.
          const flows = distributions.map((amount, i) => ({
            date: `20${String(21 + Math.floor((i + 1) / 4)).padStart(2, '0')}-${['01', '04', '07', '10'][(i + 1) % 4]}-01`,
            amount,
          }));
          const pv = xnpv(rate, [{ date: '2021-01-01', amount: 0 }, ...flows]);
          const all = [{ date: '2021-01-01', amount: -pv }, ...flows];
          expect(xirr(all)).toBeCloseTo(rate, 8);
        },
      ),
      { numRuns: 300 },
    );
  });
});
