import { assertCents, Dec } from '../money';
import { addUnits, dayNumber, isoFromDay } from './calendar';
import { MxlEvaluationError } from './mxl-evaluation-error';
import type { MxlComparisonOperator } from './mxl-node';
import { MXL_NULL, describeKind, money, type MxlScalar } from './mxl-value';

const HUNDRED = new Dec(100);

export function decimal(value: Dec): MxlScalar {
  return { kind: 'decimal', value };
}

export function isNumeric(value: MxlScalar): boolean {
  return value.kind === 'money' || value.kind === 'decimal';
}

/** Money in currency units: formulas write amounts in dollars, the ledger holds cents. */
export function toDecimal(value: MxlScalar, what: string): Dec {
  if (value.kind === 'decimal') return value.value;
  if (value.kind === 'money') return new Dec(value.cents).dividedBy(HUNDRED);
  throw new MxlEvaluationError(`${what} expects a number, got ${describeKind(value)}`);
}

export function checkedCents(cents: number): MxlScalar {
  try {
    return money(assertCents(cents));
  } catch {
    throw new MxlEvaluationError('Amount is beyond the largest amount held exactly in cents');
  }
}

function mismatch(operator: string, left: MxlScalar, right: MxlScalar): never {
  throw new MxlEvaluationError(
    `Cannot apply "${operator}" to ${describeKind(left)} and ${describeKind(right)}`,
  );
}

function shiftDate(date: MxlScalar, by: MxlScalar, sign: 1 | -1): MxlScalar {
  if (date.kind !== 'date' || by.kind !== 'time_unit') throw new Error('unreachable');
  return {
    kind: 'date',
    value: isoFromDay(addUnits(dayNumber(date.value), by.unit, sign * (by.count ?? 1))),
  };
}

export function add(left: MxlScalar, right: MxlScalar): MxlScalar {
  if (left.kind === 'null' || right.kind === 'null') return MXL_NULL;
  if (left.kind === 'money' && right.kind === 'money')
    return checkedCents(left.cents + right.cents);
  if (isNumeric(left) && isNumeric(right)) {
    return decimal(toDecimal(left, '+').plus(toDecimal(right, '+')));
  }
  if (left.kind === 'date' && right.kind === 'time_unit') return shiftDate(left, right, 1);
  if (left.kind === 'time_unit' && right.kind === 'date') return shiftDate(right, left, 1);
  return mismatch('+', left, right);
}

export function subtract(left: MxlScalar, right: MxlScalar): MxlScalar {
  if (left.kind === 'null' || right.kind === 'null') return MXL_NULL;
  if (left.kind === 'money' && right.kind === 'money')
    return checkedCents(left.cents - right.cents);
  if (isNumeric(left) && isNumeric(right)) {
    return decimal(toDecimal(left, '-').minus(toDecimal(right, '-')));
  }
  if (left.kind === 'date' && right.kind === 'time_unit') return shiftDate(left, right, -1);
  if (left.kind === 'date' && right.kind === 'date') {
    return decimal(new Dec(dayNumber(left.value) - dayNumber(right.value)));
  }
  return mismatch('-', left, right);
}

/** Money times a whole number is still a sum of cents, so it stays money. */
export function multiply(left: MxlScalar, right: MxlScalar): MxlScalar {
  if (left.kind === 'null' || right.kind === 'null') return MXL_NULL;
  if (!isNumeric(left) || !isNumeric(right)) return mismatch('*', left, right);
  if (left.kind === 'money' && right.kind === 'decimal' && right.value.isInteger()) {
    return checkedCents(new Dec(left.cents).times(right.value).toNumber());
  }
  if (right.kind === 'money' && left.kind === 'decimal' && left.value.isInteger()) {
    return checkedCents(new Dec(right.cents).times(left.value).toNumber());
  }
  return decimal(toDecimal(left, '*').times(toDecimal(right, '*')));
}

/** Division by zero is NULL, not an error, so one empty commitment cannot fail a fund. */
export function divide(left: MxlScalar, right: MxlScalar): MxlScalar {
  if (left.kind === 'null' || right.kind === 'null') return MXL_NULL;
  if (!isNumeric(left) || !isNumeric(right)) return mismatch('/', left, right);
  const divisor = toDecimal(right, '/');
  if (divisor.isZero()) return MXL_NULL;
  return decimal(toDecimal(left, '/').dividedBy(divisor));
}

export function power(left: MxlScalar, right: MxlScalar): MxlScalar {
  if (left.kind === 'null' || right.kind === 'null') return MXL_NULL;
  if (!isNumeric(left) || !isNumeric(right)) return mismatch('^', left, right);
  const result = toDecimal(left, '^').pow(toDecimal(right, '^'));
  return result.isFinite() ? decimal(result) : MXL_NULL;
}

export function negate(value: MxlScalar): MxlScalar {
  if (value.kind === 'null') return MXL_NULL;
  if (value.kind === 'money') return money(-value.cents || 0);
  if (value.kind === 'decimal') return decimal(value.value.negated());
  throw new MxlEvaluationError(`Cannot negate ${describeKind(value)}`);
}

/** -1, 0 or 1, or null when the two cannot be ordered. */
function order(left: MxlScalar, right: MxlScalar): number | null {
  if (left.kind === 'money' && right.kind === 'money') return Math.sign(left.cents - right.cents);
  if (isNumeric(left) && isNumeric(right)) {
    return toDecimal(left, 'compare').comparedTo(toDecimal(right, 'compare'));
  }
  if (
    (left.kind === 'string' && right.kind === 'string') ||
    (left.kind === 'date' && right.kind === 'date')
  ) {
    return left.value < right.value ? -1 : left.value > right.value ? 1 : 0;
  }
  return null;
}

function equal(left: MxlScalar, right: MxlScalar): boolean | null {
  if (left.kind === 'boolean' && right.kind === 'boolean') return left.value === right.value;
  if (left.kind === 'period' && right.kind === 'period') {
    return left.start === right.start && left.end === right.end;
  }
  const ordered = order(left, right);
  return ordered === null ? null : ordered === 0;
}

/** Comparisons with NULL are NULL, as in SQL: use is_null() to test for it. */
export function compare(
  operator: MxlComparisonOperator,
  left: MxlScalar,
  right: MxlScalar,
): MxlScalar {
  if (left.kind === 'null' || right.kind === 'null') return MXL_NULL;
  if (operator === '=' || operator === '<>') {
    const same = equal(left, right);
    if (same === null) return mismatch(operator, left, right);
    return { kind: 'boolean', value: operator === '=' ? same : !same };
  }
  const ordered = order(left, right);
  if (ordered === null) return mismatch(operator, left, right);
  const value =
    operator === '<'
      ? ordered < 0
      : operator === '<='
        ? ordered <= 0
        : operator === '>'
          ? ordered > 0
          : ordered >= 0;
  return { kind: 'boolean', value };
}

function truth(value: MxlScalar, operator: string): boolean | null {
  if (value.kind === 'null') return null;
  if (value.kind === 'boolean') return value.value;
  throw new MxlEvaluationError(`${operator} expects booleans, got ${describeKind(value)}`);
}

function fromTruth(value: boolean | null): MxlScalar {
  return value === null ? MXL_NULL : { kind: 'boolean', value };
}

/** Three-valued logic (Kleene, as SQL): FALSE AND NULL is FALSE, TRUE AND NULL is NULL. */
export function and(left: MxlScalar, right: MxlScalar): MxlScalar {
  const a = truth(left, 'AND');
  const b = truth(right, 'AND');
  if (a === false || b === false) return fromTruth(false);
  return fromTruth(a === null || b === null ? null : true);
}

export function or(left: MxlScalar, right: MxlScalar): MxlScalar {
  const a = truth(left, 'OR');
  const b = truth(right, 'OR');
  if (a === true || b === true) return fromTruth(true);
  return fromTruth(a === null || b === null ? null : false);
}

export function not(value: MxlScalar): MxlScalar {
  const a = truth(value, 'NOT');
  return fromTruth(a === null ? null : !a);
}

/** For if(): NULL counts as false, so a missing value takes the else branch. */
export function isTrue(value: MxlScalar): boolean {
  return truth(value, 'if') === true;
}
