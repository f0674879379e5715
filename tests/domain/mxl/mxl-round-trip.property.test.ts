import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MXL_KEYWORDS,
  MXL_TIME_UNITS,
  MXL_TIME_UNIT_WORDS,
  formatMxl,
  parseMxl,
  printMxl,
  withoutPositions,
  type MxlNode,
} from '../../../src/domain/mxl';

const reserved = new Set([...MXL_KEYWORDS, ...MXL_TIME_UNIT_WORDS].map((w) => w.toLowerCase()));
const name = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/)
  .filter((word) => !reserved.has(word.toLowerCase()));
/** After a dot keywords and units are columns too, kept as written. */
const column = fc.oneof(name, fc.constantFrom('days', 'AS', 'Quarter', 'null'));
const digits = fc.stringMatching(/^[0-9]{1,6}$/);
const unit = fc.constantFrom(...MXL_TIME_UNITS);
const binaryOperators = [
  'OR',
  'AND',
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '^',
] as const;

const leaf: fc.Arbitrary<MxlNode> = fc.oneof(
  digits.map((value): MxlNode => ({ type: 'number', value })),
  fc
    .tuple(digits, digits)
    .map(([whole, fraction]): MxlNode => ({ type: 'number', value: `${whole}.${fraction}` })),
  fc
    .string({ maxLength: 8 })
    .filter((text) => !text.includes('\n'))
    .map((value): MxlNode => ({ type: 'string', value })),
  fc.boolean().map((value): MxlNode => ({ type: 'boolean', value })),
  fc.constant<MxlNode>({ type: 'null' }),
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
    )
    .map(([year, quarter]): MxlNode => ({ type: 'quarter', year, quarter })),
  unit.map((u): MxlNode => ({ type: 'time_unit', unit: u })),
  fc.tuple(digits, unit).map(([count, u]): MxlNode => ({ type: 'duration', count, unit: u })),
  name.map((id): MxlNode => ({ type: 'name', name: id })),
  fc.constant<MxlNode>({ type: 'self' }),
);

const { node } = fc.letrec<{ node: MxlNode }>((tie) => {
  const child = tie('node');
  return {
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(child, { maxLength: 3 }).map((items): MxlNode => ({ type: 'array', items })),
      fc
        .tuple(name, fc.array(child, { maxLength: 3 }))
        .map(([callee, args]): MxlNode => ({ type: 'call', callee, args })),
      fc
        .tuple(child, column)
        .map(([object, word]): MxlNode => ({ type: 'member', object, column: word })),
      fc.tuple(child, child).map(([object, index]): MxlNode => ({ type: 'index', object, index })),
      fc
        .tuple(fc.constantFrom('-', 'NOT') as fc.Arbitrary<'-' | 'NOT'>, child)
        .map(([operator, operand]): MxlNode => ({ type: 'unary', operator, operand })),
      fc
        .tuple(fc.constantFrom(...binaryOperators), child, child)
        .map(([operator, left, right]): MxlNode => ({ type: 'binary', operator, left, right })),
      fc
        .tuple(child, name)
        .map(([expression, id]): MxlNode => ({ type: 'named', expression, name: id })),
    ),
  };
});

function reparse(source: string): MxlNode {
  const result = parseMxl(source);
  if (!result.ok) {
    throw new Error(`${JSON.stringify(source)}: ${result.error.message} at ${result.error.column}`);
  }
  return withoutPositions(result.ast);
}

describe('MXL round trip', () => {
  it('parse(format(print(ast))) equals ast', () => {
    fc.assert(
      fc.property(node, (ast) => {
        expect(reparse(formatMxl(printMxl(ast)))).toEqual(ast);
      }),
      { numRuns: 1000 },
    );
  });

  it('formatting is idempotent and independent of the layout it starts from', () => {
    fc.assert(
      fc.property(node, fc.integer({ min: 1, max: 120 }), (ast, width) => {
        const canonical = printMxl(ast);
        const formatted = formatMxl(printMxl(ast, width));
        expect(formatted).toBe(canonical);
        expect(formatMxl(formatted)).toBe(formatted);
      }),
      { numRuns: 1000 },
    );
  });

  it('format never changes what a parseable text means, whatever its spacing', () => {
    const token = fc.constantFrom(
      'a',
      'b1',
      '2',
      '3.5',
      '"s"',
      '2024Q2',
      'month',
      '+',
      '-',
      '*',
      '/',
      '^',
      '=',
      '<',
      '>=',
      'AND',
      'or',
      'not',
      'AS',
      '(',
      ')',
      '[',
      ']',
      ',',
      '.',
      '@',
      'f(',
    );
    const space = fc.constantFrom('', ' ', '\n', '  ');
    const soup = fc
      .array(fc.tuple(token, space), { maxLength: 12 })
      .map((parts) => parts.map(([t, s]) => t + (s === '' && /\w$/.test(t) ? ' ' : s)).join(''));
    fc.assert(
      fc.property(soup, (source) => {
        const formatted = formatMxl(source);
        expect(formatMxl(formatted)).toBe(formatted);
        const parsed = parseMxl(source);
        if (parsed.ok) expect(reparse(formatted)).toEqual(withoutPositions(parsed.ast));
        else expect(formatted).toBe(source);
      }),
      { numRuns: 2000 },
    );
  });
});
