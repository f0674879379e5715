import { findMxlBuiltin, mxlArityProblem } from './mxl-builtins';
import type { MxlNode, MxlSpan } from './mxl-node';
import { parseMxl } from './parse-mxl';
import { walkMxl } from './walk-mxl';

/**
 * What a formula may name, when known: calculations (with sub-calculations and code lists)
 * and transaction codes. Without it only what needs no context is checked.
 */
export type MxlCheckNames = {
  calculations: Iterable<string>;
  transactionCodes: Iterable<string>;
};

/** One reason a formula cannot run, where it is: 1-based line and column, UTF-16 offsets. */
export type MxlProblem = {
  message: string;
  line: number;
  column: number;
  from: number;
  to: number;
};

/** 'Unknown function "foo" at line 2, column 3': how the editor, form and API say it. */
export function describeMxlProblem(problem: MxlProblem): string {
  return `${problem.message} at line ${problem.line}, column ${problem.column}`;
}

function lineColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Checks a formula before it is saved, so it does not fail later as its value: it parses,
 * every function exists and gets a number of arguments it takes, and (given the names) every
 * name is a calculation or a transaction code, every sum_codes() text a transaction code.
 * The editor's lint and the save route use this one checker, so they never disagree.
 */
export function checkMxl(source: string, names?: MxlCheckNames): MxlProblem[] {
  const parsed = parseMxl(source);
  if (!parsed.ok) {
    const { message, line, column } = parsed.error;
    const from =
      source
        .split('\n')
        .slice(0, line - 1)
        .join('\n').length + (line > 1 ? 1 : 0);
    const at = Math.min(from + column - 1, source.length);
    return [{ message, line, column, from: at, to: at }];
  }
  const problems: MxlProblem[] = [];
  const at = (node: MxlNode, message: string, span: Partial<MxlSpan> = node) => {
    const from = span.from ?? 0;
    problems.push({ message, ...lineColumn(source, from), from, to: span.to ?? from });
  };
  const calculations = new Set(names?.calculations);
  const codes = new Set(names?.transactionCodes);
  walkMxl(parsed.ast, {
    call: (node) => {
      const builtin = findMxlBuiltin(node.callee);
      // The callee's own span: the call node runs to its closing parenthesis.
      const callee = { from: node.from, to: (node.from ?? 0) + node.callee.length };
      if (!builtin) return at(node, `Unknown function "${node.callee}"`, callee);
      const arity = mxlArityProblem(builtin, node.args.length);
      if (arity) at(node, arity, callee);
      if (names && builtin.name === 'sum_codes') {
        for (const arg of node.args.flatMap((a) => (a.type === 'array' ? a.items : [a]))) {
          if (arg.type === 'string' && !codes.has(arg.value))
            at(arg, `Unknown transaction code "${arg.value}"`);
        }
      }
    },
    name: (node, bound) => {
      if (!names || bound || calculations.has(node.name) || codes.has(node.name)) return;
      at(node, `Unknown calculation or transaction code "${node.name}"`);
    },
  });
  return problems;
}
