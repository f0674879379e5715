import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money-display';

describe('formatMoney: the one money display (spec §9)', () => {
  it.each([
    [123456, 'USD', '$1,234.56'],
    [-123456, 'USD', '-$1,234.56'],
    [5, 'EUR', '€0.05'],
    [100_000_000_00, 'GBP', '£100,000,000.00'],
    [0, 'USD', '$0.00'],
    // The largest amount held, exact to the cent (no float division).
    [Number.MAX_SAFE_INTEGER - 1, 'USD', '$90,071,992,547,409.90'],
    [1234, 'CHF', 'CHF 12.34'],
  ])('%i cents in %s is %s', (cents, currency, text) =>
    expect(formatMoney(cents, currency)).toBe(text),
  );
  it('defaults to the spec default currency', () => expect(formatMoney(100)).toBe('$1.00'));
});
