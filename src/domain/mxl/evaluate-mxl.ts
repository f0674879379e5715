import { DomainError } from '../domain-error';
import { Dec } from '../money';
import * as ops from './arithmetic';
import { broadcast1, broadcast2 } from './broadcast';
import { addUnits, dayNumber, isoFromDay, quarterBounds, startOfUnit } from './calendar';
import { toLedgerFilter, type CalculationFilters, type LedgerFilter } from './calculation-filters';
import { member, scalarOnly, selfRecord } from './column-access';
import { createLedgerSum, type Window } from './ledger-sum';
import { findMxlBuiltin, mxlArityProblem } from './mxl-builtins';
import { MxlEvaluationError } from './mxl-evaluation-error';
import type {
  MxlCalculation,
  MxlEvaluation,
  MxlEvaluator,
  MxlEvaluatorInput,
  MxlSubCalculation,
} from './mxl-evaluator-types';
import type { MxlComparisonOperator, MxlNode, MxlNodeOf } from './mxl-node';
import { MXL_NULL, describeKind, type MxlScalar, type MxlValue } from './mxl-value';
import { parseMxl } from './parse-mxl';
import { formatReferenceCycle } from './reference-cycle';

type Frame = {
  window: Window;
  filter: LedgerFilter;
  scope: Map<string, MxlValue>;
  /** The calculation whose formula is running: its sub-calculations are in scope. */
  owner: MxlCalculation | null;
};

function guard(run: () => MxlValue): MxlEvaluation {
  try {
    return { ok: true, value: run() };
  } catch (caught) {
    if (caught instanceof DomainError) return { ok: false, error: { message: caught.message } };
    throw caught;
  }
}

/**
 * An evaluator over one fund's indexed ledger at one time period. It keeps its caches
 * (ledger sums, calculation results, parsed formulas) for its lifetime, so evaluating a
 * fund's whole set of calculations through one evaluator reads each code once per window.
 *
 * Names resolve in this order: a name bound earlier with AS, a sub-calculation of the
 * running calculation, a calculation, a transaction-code list, a transaction code. A
 * calculation applies its own filters to its own ledger reads and takes its caller's
 * window; its sub-calculations read with the same filters, as parts of its formula.
 */
export function createMxlEvaluator(input: MxlEvaluatorInput): MxlEvaluator {
  const { ledger, timePeriod } = input;
  const perCommitment = (input.groupBy ?? 'commitment') === 'commitment';
  const asOf = dayNumber(timePeriod.as_of);
  const calculations = new Map((input.calculations ?? []).map((c) => [c.name, c]));
  const codeLists = new Map((input.transactionCodeLists ?? []).map((l) => [l.name, l.codes]));
  const knownCodes = new Set([...(input.transactionCodes ?? []), ...ledger.codes.keys()]);
  const sumCode = createLedgerSum(ledger);
  const parsed = new Map<string, MxlNode>();
  const results = new Map<string, MxlValue>();
  const filters = new Map<string, LedgerFilter>();
  const inProgress: string[] = [];
  const self = selfRecord(input, perCommitment);
  const ids = ledger.commitmentIds;

  function sumCodes(codes: readonly string[], frame: Frame): MxlValue {
    const totals = new Float64Array(ids.length);
    for (const code of codes) {
      const part = sumCode(code, frame.window, frame.filter);
      for (let i = 0; i < part.length; i += 1) totals[i] = (totals[i] as number) + part[i]!;
    }
    if (!perCommitment) return ops.checkedCents(totals.reduce((a, b) => a + b, 0));
    return { kind: 'grouped', commitmentIds: ids, values: Array.from(totals, ops.checkedCents) };
  }

  function calculationFilter(calculation: MxlCalculation): LedgerFilter {
    let filter = filters.get(calculation.name);
    if (!filter) {
      filter = toLedgerFilter(calculation.filters);
      filters.set(calculation.name, filter);
    }
    return filter;
  }

  function astOf(key: string, formula: string, what: string): MxlNode {
    let ast = parsed.get(key);
    if (!ast) {
      const result = parseMxl(formula);
      if (!result.ok) {
        const { message, line, column } = result.error;
        throw new MxlEvaluationError(
          `${what} "${key}" does not parse: ${message} at line ${line}, column ${column}`,
        );
      }
      ast = result.ast;
      parsed.set(key, ast);
    }
    return ast;
  }

  /** Evaluates a named formula once per window, naming the cycle if it needs itself. */
  function named(key: string, window: Window, run: () => MxlValue): MxlValue {
    const cacheKey = `${key}|${window.start}|${window.end}`;
    const cached = results.get(cacheKey);
    if (cached) return cached;
    const open = inProgress.indexOf(key);
    if (open >= 0) {
      throw new MxlEvaluationError(formatReferenceCycle([...inProgress.slice(open), key]));
    }
    inProgress.push(key);
    try {
      const value = run();
      results.set(cacheKey, value);
      return value;
    } finally {
      inProgress.pop();
    }
  }

  function calculationValue(calculation: MxlCalculation, window: Window): MxlValue {
    return named(calculation.name, window, () =>
      evaluate(astOf(calculation.name, calculation.formula, 'Calculation'), {
        window,
        filter: calculationFilter(calculation),
        scope: new Map(),
        owner: calculation,
      }),
    );
  }

  /** Sub-calculations are named owner.sub, so a cycle through them says whose they are. */
  function subCalculationValue(
    owner: MxlCalculation,
    sub: MxlSubCalculation,
    window: Window,
  ): MxlValue {
    const key = `${owner.name}.${sub.name}`;
    return named(key, window, () =>
      evaluate(astOf(key, sub.formula, 'Sub-calculation'), {
        window,
        filter: calculationFilter(owner),
        scope: new Map(),
        owner,
      }),
    );
  }

  function resolve(name: string, frame: Frame): MxlValue {
    const bound = frame.scope.get(name);
    if (bound) return bound;
    const sub = frame.owner?.subCalculations?.find((candidate) => candidate.name === name);
    if (sub && frame.owner) return subCalculationValue(frame.owner, sub, frame.window);
    const calculation = calculations.get(name);
    if (calculation) return calculationValue(calculation, frame.window);
    const codes = codeLists.get(name);
    if (codes) return sumCodes(codes, frame);
    if (knownCodes.has(name)) return sumCodes([name], frame);
    throw new MxlEvaluationError(`Unknown name "${name}"`);
  }

  /** The window an index selects, anchored at the end of the current one. */
  function windowOf(value: MxlScalar, current: Window): Window | null {
    switch (value.kind) {
      case 'period':
        return {
          start: value.start === null ? null : dayNumber(value.start),
          end: Math.min(dayNumber(value.end), asOf),
        };
      case 'date':
        return { start: null, end: Math.min(dayNumber(value.value), asOf) };
      case 'time_unit':
        return value.count === null
          ? { start: startOfUnit(current.end, value.unit), end: current.end }
          : { start: addUnits(current.end, value.unit, -value.count) + 1, end: current.end };
      default:
        return null;
    }
  }

  function index(node: MxlNodeOf<'index'>, frame: Frame): MxlValue {
    const selector = evaluate(node.index, frame);
    if (selector.kind === 'grouped') {
      throw new MxlEvaluationError('An index cannot differ by commitment');
    }
    const window = windowOf(selector, frame.window);
    if (window) return evaluate(node.object, { ...frame, window });
    const object = evaluate(node.object, frame);
    return broadcast1(object, (value) => {
      if (value.kind === 'array' && selector.kind === 'decimal' && selector.value.isInteger()) {
        // Lists count from 1, as spreadsheets do.
        const item = value.items[selector.value.toNumber() - 1];
        if (!item) throw new MxlEvaluationError('List index out of range');
        if (item.kind === 'grouped') throw new MxlEvaluationError('Nested per-commitment list');
        return item;
      }
      if (selector.kind === 'string') return scalarOnly(member(value, selector.value));
      throw new MxlEvaluationError(
        `Cannot index ${describeKind(value)} with ${describeKind(selector)}`,
      );
    });
  }

  function call(node: MxlNodeOf<'call'>, frame: Frame): MxlValue {
    const builtin = findMxlBuiltin(node.callee);
    if (!builtin) throw new MxlEvaluationError(`Unknown function "${node.callee}"`);
    const arity = mxlArityProblem(builtin, node.args.length);
    if (arity) throw new MxlEvaluationError(arity);
    return builtin.apply({
      args: node.args,
      evaluate: (arg) => evaluate(arg, frame),
      sumCodes: (codes) => sumCodes(codes, frame),
    });
  }

  function binary(node: MxlNodeOf<'binary'>, frame: Frame): MxlValue {
    const left = evaluate(node.left, frame);
    const right = evaluate(node.right, frame);
    switch (node.operator) {
      case '+':
        return broadcast2(left, right, ops.add);
      case '-':
        return broadcast2(left, right, ops.subtract);
      case '*':
        return broadcast2(left, right, ops.multiply);
      case '/':
        return broadcast2(left, right, ops.divide);
      case '^':
        return broadcast2(left, right, ops.power);
      case 'AND':
        return broadcast2(left, right, ops.and);
      case 'OR':
        return broadcast2(left, right, ops.or);
      default: {
        const operator: MxlComparisonOperator = node.operator;
        return broadcast2(left, right, (a, b) => ops.compare(operator, a, b));
      }
    }
  }

  function evaluate(node: MxlNode, frame: Frame): MxlValue {
    switch (node.type) {
      case 'number':
        return ops.decimal(new Dec(node.value));
      case 'string':
        return { kind: 'string', value: node.value };
      case 'boolean':
        return { kind: 'boolean', value: node.value };
      case 'null':
        return MXL_NULL;
      case 'quarter': {
        const { start, end } = quarterBounds(node.year, node.quarter);
        return { kind: 'period', start: isoFromDay(start), end: isoFromDay(end) };
      }
      case 'time_unit':
        return { kind: 'time_unit', unit: node.unit, count: null };
      case 'duration': {
        const count = Number(node.count);
        if (!Number.isSafeInteger(count)) throw new MxlEvaluationError('Duration is too long');
        return { kind: 'time_unit', unit: node.unit, count };
      }
      case 'name':
        return resolve(node.name, frame);
      case 'self':
        return self;
      case 'array':
        return { kind: 'array', items: node.items.map((item) => evaluate(item, frame)) };
      case 'call':
        return call(node, frame);
      case 'member':
        return member(evaluate(node.object, frame), node.column);
      case 'index':
        return index(node, frame);
      case 'unary':
        return broadcast1(
          evaluate(node.operand, frame),
          node.operator === '-' ? ops.negate : ops.not,
        );
      case 'binary':
        return binary(node, frame);
      case 'named': {
        const value = evaluate(node.expression, frame);
        frame.scope.set(node.name, value);
        return value;
      }
    }
  }

  const topWindow: Window = { start: null, end: asOf };

  return {
    evaluate: (formula, formulaFilters) =>
      guard(() => {
        const result = parseMxl(formula);
        if (!result.ok) {
          const { message, line, column } = result.error;
          throw new MxlEvaluationError(`${message} at line ${line}, column ${column}`);
        }
        const frame = {
          window: topWindow,
          filter: toLedgerFilter(formulaFilters),
          scope: new Map(),
          owner: null,
        };
        return evaluate(result.ast, frame);
      }),
    evaluateCalculation: (name) =>
      guard(() => {
        const calculation = calculations.get(name);
        if (!calculation) throw new MxlEvaluationError(`Unknown calculation "${name}"`);
        return calculationValue(calculation, topWindow);
      }),
    evaluateSubCalculation: (name, subName) =>
      guard(() => {
        const calculation = calculations.get(name);
        const sub = calculation?.subCalculations?.find((candidate) => candidate.name === subName);
        if (!calculation || !sub) {
          throw new MxlEvaluationError(`Unknown sub-calculation "${name}.${subName}"`);
        }
        return subCalculationValue(calculation, sub, topWindow);
      }),
  };
}

/** One formula, evaluated once. For many formulas over one fund, use createMxlEvaluator. */
export function evaluateMxl(
  input: MxlEvaluatorInput & { formula: string; filters?: CalculationFilters },
): MxlEvaluation {
  try {
    return createMxlEvaluator(input).evaluate(input.formula, input.filters);
  } catch (caught) {
    if (caught instanceof DomainError) return { ok: false, error: { message: caught.message } };
    throw caught;
  }
}
