import { describe, expect, it } from 'vitest';
import {
  nextQuarterStart,
  quarterEnd,
  quarterLabel,
  quarterOf,
  quarterStart,
  thirty360Days,
  yearFraction,
} from '../../src/domain/day-count';

// Actual/Actual ISDA examples from ISDA, "EMU and Market Conventions: Recent Developments"
// (1998), §4 "The Actual/Actual Day Count Fraction" (https://www.isda.org/a/pIJEE/The-Actual-Actual-Day-Count-Fraction-1999.pdf),
// the same cases QuantLib's day-counter tests reproduce.
const isdaExamples: [string, string, number][] = [
  ['2003-11-01', '2004-05-01', 0.497724380567], // 61/365 + 121/366
  ['1999-02-01', '1999-07-01', 0.41095890411], // 150/365, short first period
  ['1999-07-01', '2000-07-01', 1.0013773486], // 184/365 + 182/366
  ['2002-08-15', '2003-07-15', 0.915068493151], // 334/365, long first period
  ['2003-07-15', '2004-01-15', 0.504004790778], // 170/365 + 14/366
  ['1999-07-30', '2000-01-30', 0.503892506924], // 155/365 + 29/366
  ['2000-01-30', '2000-06-30', 0.415300546448], // 152/366
];

describe('yearFraction', () => {
  it.each(isdaExamples)('actual (Actual/Actual ISDA) %s → %s', (start, end, expected) => {
    expect(yearFraction(start, end, 'actual')).toBeCloseTo(expected, 11);
  });

  it('actual_360 and actual_365 divide actual days', () => {
    // 2024 is a leap year: 2024-01-01 → 2025-01-01 is 366 days.
    expect(yearFraction('2024-01-01', '2025-01-01', 'actual_365')).toBe(366 / 365);
    expect(yearFraction('2024-01-01', '2025-01-01', 'actual_360')).toBe(366 / 360);
    expect(yearFraction('2024-01-01', '2025-01-01', 'actual')).toBe(1);
    expect(yearFraction('2023-01-01', '2023-04-01', 'actual_360')).toBe(90 / 360);
  });

  it('thirty_360 follows ISDA 2006 §4.16(f) bond basis', () => {
    // Excel's YEARFRAC documentation example (2012-01-01 to 2012-07-30, 30/360): 0.58055556.
    expect(yearFraction('2012-01-01', '2012-07-30', 'thirty_360')).toBeCloseTo(0.58055556, 8);
    // D1 = 31 becomes 30; D2 = 31 becomes 30 only when D1 is 30 or 31.
    expect(thirty360Days('2023-01-31', '2023-03-31')).toBe(60);
    expect(thirty360Days('2023-01-15', '2023-03-31')).toBe(76);
    // No February end-of-month rule in bond basis: Feb 28 stays 28 and, D1 being below 30, D2 = 31 stays 31.
    expect(thirty360Days('2023-02-28', '2023-03-31')).toBe(33);
    expect(yearFraction('2023-01-01', '2024-01-01', 'thirty_360')).toBe(1);
  });

  it('gives the negative fraction for a reversed period and zero for the same day', () => {
    expect(yearFraction('2004-05-01', '2003-11-01', 'actual')).toBeCloseTo(-0.497724380567, 11);
    expect(yearFraction('2020-02-29', '2020-02-29', 'actual_365')).toBe(0);
  });

  it('rejects dates that are not calendar dates', () => {
    expect(() => yearFraction('2023-02-29', '2023-03-01', 'actual')).toThrow(/not a calendar date/);
    expect(() => yearFraction('2023/01/01', '2023-03-01', 'actual')).toThrow(/YYYY-MM-DD/);
  });
});

describe('quarters (spec §9)', () => {
  it('maps months to quarters and gives the next quarter start', () => {
    expect(quarterOf('2024-03-31')).toBe(1);
    expect(quarterOf('2024-04-01')).toBe(2);
    expect(quarterOf('2024-09-30')).toBe(3);
    expect(quarterOf('2024-12-01')).toBe(4);
    expect(nextQuarterStart('2024-02-10')).toBe('2024-04-01');
    expect(nextQuarterStart('2024-05-10')).toBe('2024-07-01');
    expect(nextQuarterStart('2024-08-10')).toBe('2024-10-01');
    expect(nextQuarterStart('2024-11-10')).toBe('2025-01-01');
    expect(quarterStart('2024-05-17')).toBe('2024-04-01');
    expect(quarterEnd('2024-02-17')).toBe('2024-03-31');
    expect(quarterEnd('2024-11-17')).toBe('2024-12-31');
    expect(quarterLabel('2024-11-17')).toBe('2024 Q4');
  });
});
