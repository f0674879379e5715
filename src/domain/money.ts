import Decimal from 'decimal.js';
import { DomainError } from './domain-error';

/**
 * Money is integer cents in a JS number. Rates, fractions and intermediate products go
 * through `Dec` (decimal.js with 40 significant digits) so that a basis × rate × period
 * product never loses a cent before the one rounding step at the allocation boundary.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = Decimal;
export type DecimalInput = Decimal.Value;

/** Integer minor units (cents). */
export type Cents = number;

/** One readable step of an audit trail: what was computed, from what, how, and the result. */
export type AuditStep = {
  step: string;
  formula?: string;
  inputs?: Record<string, string | number | boolean | null>;
  value?: string | number | boolean | null;
  /** What the value counts, where a reader could not tell: integer cents shown as money. */
  unit?: 'cents';
  note?: string;
};

export function isCents(value: unknown): value is Cents {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    Math.abs(value) < Number.MAX_SAFE_INTEGER
  );
}

/** Rejects anything that is not an integer amount of cents strictly inside the safe-integer range. */
export function assertCents(value: number, what = 'amount'): Cents {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DomainError(
      `${what} must be a finite number of cents, got ${String(value)}`,
      'invalid_amount',
    );
  }
  if (!Number.isInteger(value)) {
    throw new DomainError(
      `${what} must be a whole number of cents, got ${value}`,
      'invalid_amount',
    );
  }
  if (Math.abs(value) >= Number.MAX_SAFE_INTEGER) {
    throw new DomainError(
      `${what} of ${value} cents is beyond the largest amount we can hold exactly`,
      'amount_overflow',
    );
  }
  return value;
}

/** Sum with a guard on every partial sum: an overflow in the middle of a loop is caught where it happens. */
export function sumCents(values: readonly number[], what = 'sum'): Cents {
  let total = 0;
  for (const value of values) {
    total = assertCents(total + assertCents(value, what), what);
  }
  return total;
}

export function addCents(a: number, b: number): Cents {
  return assertCents(assertCents(a) + assertCents(b), 'sum');
}

export function subtractCents(a: number, b: number): Cents {
  return assertCents(assertCents(a) - assertCents(b), 'difference');
}

/** The single rounding step from a decimal amount of cents to integer cents (half away from zero). */
export function roundCents(value: DecimalInput, what = 'amount'): Cents {
  const rounded = new Dec(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (!rounded.isFinite())
    throw new DomainError(`${what} is not a finite amount`, 'invalid_amount');
  return assertCents(rounded.toNumber(), what);
}

/** Exact (unrounded) product of an amount of cents and a factor, for use inside calculators. */
export function multiplyCents(cents: number, factor: DecimalInput): Dec {
  return new Dec(assertCents(cents)).times(factor);
}

/** Cents as a plain dollar string with two decimals ("-1234.56"), exact for any safe integer. */
export function centsToDollars(cents: number): string {
  const value = assertCents(cents);
  const magnitude = Math.abs(value);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** Cents for people: "1,234.56" or "-1,234.56", grouping by threes as spec §9 says (audit text is built often, so no regex). */
export function formatCents(cents: number): string {
  const value = assertCents(cents);
  const magnitude = Math.abs(value);
  const fraction = magnitude % 100;
  let whole = Math.floor(magnitude / 100);
  let grouped = '';
  while (whole >= 1000) {
    grouped = `,${String(whole % 1000).padStart(3, '0')}${grouped}`;
    whole = Math.floor(whole / 1000);
  }
  return `${value < 0 ? '-' : ''}${whole}${grouped}.${fraction < 10 ? '0' : ''}${fraction}`;
}
