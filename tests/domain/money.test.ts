import { describe, expect, it } from 'vitest';
import {
  assertCents,
  centsToDollars,
  formatCents,
  multiplyCents,
  roundCents,
  sumCents,
} from '../../src/domain/money';
import { DomainError } from '../../src/domain/domain-error';

describe('money', () => {
  it('writes cents as dollars by the factor of 100, exactly', () => {
    expect(centsToDollars(123456)).toBe('1234.56');
    expect(centsToDollars(-7)).toBe('-0.07');
  });

  it('guards the safe-integer limit and fractional cents', () => {
    expect(() => assertCents(Number.MAX_SAFE_INTEGER)).toThrow(/largest amount/);
    expect(() => assertCents(1.5)).toThrow(/whole number of cents/);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER - 1, 5])).toThrow(DomainError);
    expect(sumCents([1, 2, 3])).toBe(6);
  });

  it('rounds once, half away from zero', () => {
    expect(roundCents('2.5')).toBe(3);
    expect(roundCents('-2.5')).toBe(-3);
    expect(roundCents(multiplyCents(1_000_000_00, '0.0125'))).toBe(1_250_000);
  });

  it('formats cents with grouping for audit text', () => {
    expect(formatCents(123456789)).toBe('1,234,567.89');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(0)).toBe('0.00');
  });
});
