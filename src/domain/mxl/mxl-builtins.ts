import Decimal from 'decimal.js';
import { DAY_COUNTS, dayNumber, yearFractionExact, type DayCount } from '../day-count';
import { Dec } from '../money';
import { add, checkedCents, decimal, divide, isNumeric, isTrue, toDecimal } from './arithmetic';
import { broadcast, broadcast1 } from './broadcast';
import { MxlEvaluationError } from './mxl-evaluation-error';
import type { MxlNode } from './mxl-node';
import { MXL_NULL, describeKind, type MxlScalar, type MxlValue } from './mxl-value';

/** What a built-in gets: its unevaluated arguments (so if() can be lazy) and the evaluator. */
export type MxlBuiltinCall = {
  args: readonly MxlNode[];
  evaluate: (node: MxlNode) => MxlValue;
  /** Ledger total of these transaction codes under the current window and filters. */
  sumCodes: (codes: readonly string[]) => MxlValue;
};

export type MxlBuiltin = {
  name: string;
  /** As shown in autocomplete; `?` marks an optional argument, `...` a repeatable one. */
  signature: string;
  summary: string;
  example: string;
  minArgs: number;
  maxArgs: number;
  apply: (call: MxlBuiltinCall) => MxlValue;
};

const MANY = Number.POSITIVE_INFINITY;

function evaluateAll(call: MxlBuiltinCall): MxlValue[] {
  return call.args.map((arg) => call.evaluate(arg));
}

/** Lists in arguments count as their items, so sum([a, b], c) = a + b + c. */
function flatten(values: readonly MxlValue[]): MxlValue[] {
  return values.flatMap((value) => (value.kind === 'array' ? flatten(value.items) : [value]));
}

function numeric(value: MxlScalar, name: string): MxlScalar {
  if (value.kind === 'null' || isNumeric(value)) return value;
  throw new MxlEvaluationError(`${name}() expects numbers, got ${describeKind(value)}`);
}

function integerArgument(value: MxlValue, name: string): number {
  if (value.kind !== 'decimal' || !value.value.isInteger()) {
    throw new MxlEvaluationError(`${name}() expects a whole number, got ${describeKind(value)}`);
  }
  return value.value.toNumber();
}

function pick(name: string, better: (candidate: Dec, best: Dec) => boolean) {
  return (call: MxlBuiltinCall): MxlValue =>
    broadcast(flatten(evaluateAll(call)), (scalars) => {
      let best: MxlScalar = MXL_NULL;
      for (const scalar of scalars) {
        if (numeric(scalar, name).kind === 'null') continue;
        if (best.kind === 'null' || better(toDecimal(scalar, name), toDecimal(best, name))) {
          best = scalar;
        }
      }
      return best;
    });
}

/** Rounds money to a number of decimals of the currency unit, staying in whole cents. */
function roundScalar(value: MxlScalar, places: number): MxlScalar {
  if (value.kind === 'null') return value;
  const amount = toDecimal(value, 'round');
  const scale = new Dec(10).pow(places);
  const rounded = amount.times(scale).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).dividedBy(scale);
  if (value.kind === 'money') {
    return places >= 2 ? value : checkedCents(rounded.times(100).toNumber());
  }
  return decimal(rounded);
}

function toMultiple(value: MxlScalar, multiple: MxlScalar, name: string, up: boolean): MxlScalar {
  if (value.kind === 'null' || multiple.kind === 'null') return MXL_NULL;
  const step = toDecimal(multiple, name);
  if (!step.isPositive() || step.isZero()) {
    throw new MxlEvaluationError(`${name}() needs a multiple above zero`);
  }
  const quotient = toDecimal(value, name).dividedBy(step);
  const result = (up ? quotient.ceil() : quotient.floor()).times(step);
  const cents = result.times(100);
  return value.kind === 'money' && cents.isInteger()
    ? checkedCents(cents.toNumber())
    : decimal(result);
}

function asDate(value: MxlScalar, name: string): string | null {
  if (value.kind === 'null') return null;
  if (value.kind === 'date') return value.value;
  if (value.kind === 'string') {
    try {
      dayNumber(value.value);
      return value.value;
    } catch {
      throw new MxlEvaluationError(
        `${name}() expects a date like "2024-03-31", got "${value.value}"`,
      );
    }
  }
  throw new MxlEvaluationError(`${name}() expects a date, got ${describeKind(value)}`);
}

/** Sum of the values of all commitments, skipping NULLs; money stays money. */
function total(value: MxlValue): MxlScalar {
  if (value.kind !== 'grouped') return value;
  let sum: MxlScalar = MXL_NULL;
  for (const item of value.values) {
    if (numeric(item, 'total').kind === 'null') continue;
    sum = sum.kind === 'null' ? item : add(sum, item);
  }
  return sum;
}

/**
 * Every built-in function of MXL, documented where it is defined. Arguments are evaluated
 * per commitment: a scalar argument applies to all commitments alike. NULL arguments give
 * NULL unless a function says it skips them.
 */
export const MXL_BUILTINS: readonly MxlBuiltin[] = [
  {
    name: 'sum',
    signature: 'sum(value, ...)',
    summary: 'Adds numbers; lists count as their items and NULLs are skipped. NULL if all are.',
    example: 'sum(capital_call, recallable_distribution)',
    minArgs: 1,
    maxArgs: MANY,
    apply: (call) =>
      broadcast(flatten(evaluateAll(call)), (scalars) => {
        let sum: MxlScalar = MXL_NULL;
        for (const scalar of scalars) {
          if (numeric(scalar, 'sum').kind === 'null') continue;
          sum = sum.kind === 'null' ? scalar : add(sum, scalar);
        }
        return sum;
      }),
  },
  {
    name: 'min',
    signature: 'min(value, ...)',
    summary: 'The smallest number, skipping NULLs; money stays money.',
    example: 'min(unfunded_commitment, 1000000)',
    minArgs: 1,
    maxArgs: MANY,
    apply: pick('min', (candidate, best) => candidate.lessThan(best)),
  },
  {
    name: 'max',
    signature: 'max(value, ...)',
    summary: 'The largest number, skipping NULLs; money stays money.',
    example: 'max(net_asset_value, 0)',
    minArgs: 1,
    maxArgs: MANY,
    apply: pick('max', (candidate, best) => candidate.greaterThan(best)),
  },
  {
    name: 'abs',
    signature: 'abs(value)',
    summary: 'The absolute value.',
    example: 'abs(distribution)',
    minArgs: 1,
    maxArgs: 1,
    apply: (call) =>
      broadcast1(call.evaluate(call.args[0]!), (value) => {
        const checked = numeric(value, 'abs');
        if (checked.kind === 'money') return checkedCents(Math.abs(checked.cents));
        if (checked.kind === 'decimal') return decimal(checked.value.abs());
        return checked;
      }),
  },
  {
    name: 'round',
    signature: 'round(value, places?)',
    summary:
      'Rounds half away from zero to `places` decimals (default 0; negative rounds to tens, ' +
      'hundreds...). Money stays in whole cents.',
    example: 'round(management_fee, 2)',
    minArgs: 1,
    maxArgs: 2,
    apply: (call) => {
      const places = call.args[1] ? integerArgument(call.evaluate(call.args[1]), 'round') : 0;
      return broadcast1(call.evaluate(call.args[0]!), (value) => roundScalar(value, places));
    },
  },
  {
    name: 'round_up_to_multiple',
    signature: 'round_up_to_multiple(value, multiple)',
    summary:
      'Rounds up (toward positive infinity) to a multiple above zero, in currency units ' +
      'for money: round_up_to_multiple(1234.5, 100) is 1300.',
    example: 'round_up_to_multiple(capital_call_amount, 1000)',
    minArgs: 2,
    maxArgs: 2,
    apply: (call) =>
      broadcast(evaluateAll(call), ([value, multiple]) =>
        toMultiple(value!, multiple!, 'round_up_to_multiple', true),
      ),
  },
  {
    name: 'round_down_to_multiple',
    signature: 'round_down_to_multiple(value, multiple)',
    summary: 'Rounds down (toward negative infinity) to a multiple above zero.',
    example: 'round_down_to_multiple(distribution_amount, 100)',
    minArgs: 2,
    maxArgs: 2,
    apply: (call) =>
      broadcast(evaluateAll(call), ([value, multiple]) =>
        toMultiple(value!, multiple!, 'round_down_to_multiple', false),
      ),
  },
  {
    name: 'if',
    signature: 'if(condition, then, else?)',
    summary:
      '`then` where the condition is TRUE, else `else` (default NULL); a NULL condition ' +
      'takes `else`. Only the branch taken is evaluated unless the condition differs by commitment.',
    example: 'if(@.as_of <= commitment_period_end, commitment, invested_capital)',
    minArgs: 2,
    maxArgs: 3,
    apply: (call) => {
      const condition = call.evaluate(call.args[0]!);
      const otherwise = (): MxlValue => (call.args[2] ? call.evaluate(call.args[2]) : MXL_NULL);
      if (condition.kind !== 'grouped') {
        return isTrue(condition) ? call.evaluate(call.args[1]!) : otherwise();
      }
      return broadcast([condition, call.evaluate(call.args[1]!), otherwise()], ([c, a, b]) =>
        isTrue(c!) ? a! : b!,
      );
    },
  },
  {
    name: 'coalesce',
    signature: 'coalesce(value, ...)',
    summary: 'The first argument that is not NULL, or NULL.',
    example: 'coalesce(paid_in_capital / commitment, 0)',
    minArgs: 1,
    maxArgs: MANY,
    apply: (call) =>
      broadcast(evaluateAll(call), (scalars) => scalars.find((s) => s.kind !== 'null') ?? MXL_NULL),
  },
  {
    name: 'is_null',
    signature: 'is_null(value)',
    summary: 'TRUE when the value is NULL (a comparison with NULL is itself NULL).',
    example: 'if(is_null(hurdle_rate), 0.08, hurdle_rate)',
    minArgs: 1,
    maxArgs: 1,
    apply: (call) =>
      broadcast1(call.evaluate(call.args[0]!), (value) => ({
        kind: 'boolean',
        value: value.kind === 'null',
      })),
  },
  {
    name: 'total',
    signature: 'total(value)',
    summary: 'The sum over all commitments of the fund (NULLs skipped): the fund-level figure.',
    example: 'commitment / total(commitment)',
    minArgs: 1,
    maxArgs: 1,
    apply: (call) => total(call.evaluate(call.args[0]!)),
  },
  {
    name: 'pro_rata',
    signature: 'pro_rata(value)',
    summary: "Each commitment's share of the fund total, as a decimal (NULL if the total is 0).",
    example: 'pro_rata(commitment) * fund_expenses',
    minArgs: 1,
    maxArgs: 1,
    apply: (call) => {
      const value = call.evaluate(call.args[0]!);
      const whole = total(value);
      return broadcast1(value, (part) => divide(numeric(part, 'pro_rata'), whole));
    },
  },
  {
    name: 'sum_codes',
    signature: 'sum_codes(code, ...)',
    summary:
      'Ledger total of transaction codes given as text or lists of text, for codes whose ' +
      'names clash with a calculation or keyword. Same window and filters as a bare code.',
    example: 'sum_codes(["capital_call", "capital_call_fees"])',
    minArgs: 1,
    maxArgs: MANY,
    apply: (call) => {
      const codes = flatten(evaluateAll(call)).map((value) => {
        if (value.kind !== 'string') {
          throw new MxlEvaluationError(
            `sum_codes() expects code names, got ${describeKind(value)}`,
          );
        }
        return value.value;
      });
      return call.sumCodes(codes);
    },
  },
  {
    name: 'to_money',
    signature: 'to_money(value)',
    summary: 'A number of currency units as money, rounded half away from zero to the cent.',
    example: 'to_money(commitment * 0.02 / 4)',
    minArgs: 1,
    maxArgs: 1,
    apply: (call) =>
      broadcast1(call.evaluate(call.args[0]!), (value) => {
        if (value.kind === 'null' || value.kind === 'money') return value;
        const cents = toDecimal(value, 'to_money').times(100);
        return checkedCents(cents.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
      }),
  },
  {
    name: 'date',
    signature: 'date(text)',
    summary: 'A date from ISO text "YYYY-MM-DD".',
    example: 'date("2024-03-31")',
    minArgs: 1,
    maxArgs: 1,
    apply: (call) =>
      broadcast1(call.evaluate(call.args[0]!), (value) => {
        const iso = asDate(value, 'date');
        return iso === null ? MXL_NULL : { kind: 'date', value: iso };
      }),
  },
  {
    name: 'period',
    signature: 'period(start, end)',
    summary: 'The period between two dates, both included; use it as a window: x[period(a, b)].',
    example: 'capital_call[period("2024-01-01", "2024-06-30")]',
    minArgs: 2,
    maxArgs: 2,
    apply: (call) =>
      broadcast(evaluateAll(call), ([start, end]) => {
        const from = asDate(start!, 'period');
        const to = asDate(end!, 'period');
        if (from === null || to === null) return MXL_NULL;
        if (to < from) throw new MxlEvaluationError('period() ends before it starts');
        return { kind: 'period', start: from, end: to };
      }),
  },
  {
    name: 'days_between',
    signature: 'days_between(start, end)',
    summary: 'Calendar days from start to end (negative if end is earlier).',
    example: 'days_between(@.period_start, @.period_end) + 1',
    minArgs: 2,
    maxArgs: 2,
    apply: (call) =>
      broadcast(evaluateAll(call), ([start, end]) => {
        const from = asDate(start!, 'days_between');
        const to = asDate(end!, 'days_between');
        if (from === null || to === null) return MXL_NULL;
        return decimal(new Dec(dayNumber(to) - dayNumber(from)));
      }),
  },
  {
    name: 'year_fraction',
    signature: 'year_fraction(start, end, day_count?)',
    summary:
      'Years from start to end under a day count of spec §9: "actual" (default, ' +
      'Actual/Actual ISDA), "actual_360", "actual_365" or "thirty_360".',
    example: 'commitment * 0.02 * year_fraction(@.period_start, @.period_end, "actual_365")',
    minArgs: 2,
    maxArgs: 3,
    apply: (call) =>
      broadcast(evaluateAll(call), ([start, end, basis]) => {
        const from = asDate(start!, 'year_fraction');
        const to = asDate(end!, 'year_fraction');
        if (from === null || to === null) return MXL_NULL;
        const dayCount = basis?.kind === 'string' ? basis.value : basis ? null : 'actual';
        if (!DAY_COUNTS.includes(dayCount as DayCount)) {
          throw new MxlEvaluationError(
            `year_fraction() day count must be one of ${DAY_COUNTS.join(', ')}`,
          );
        }
        return decimal(yearFractionExact(from, to, dayCount as DayCount));
      }),
  },
];

const BY_NAME = new Map(MXL_BUILTINS.map((builtin) => [builtin.name, builtin]));

export function findMxlBuiltin(name: string): MxlBuiltin | undefined {
  return BY_NAME.get(name);
}

/** Why a call with `count` arguments cannot run ('round() takes 1 to 2 arguments, got 3'). */
export function mxlArityProblem(builtin: MxlBuiltin, count: number): string | null {
  if (count >= builtin.minArgs && count <= builtin.maxArgs) return null;
  const range =
    builtin.maxArgs === builtin.minArgs
      ? `${builtin.minArgs}`
      : builtin.maxArgs === MANY
        ? `at least ${builtin.minArgs}`
        : `${builtin.minArgs} to ${builtin.maxArgs}`;
  return `${builtin.name}() takes ${range} argument${/\b1$/.test(range) ? '' : 's'}, got ${count}`;
}
