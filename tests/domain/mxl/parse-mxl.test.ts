import { describe, expect, it } from 'vitest';
import { parseMxl, withoutPositions, type MxlNode } from '../../../src/domain/mxl';

function tree(source: string): MxlNode {
  const result = parseMxl(source);
  if (!result.ok) throw new Error(`${source}: ${result.error.message}`);
  return withoutPositions(result.ast);
}

function failure(source: string) {
  const result = parseMxl(source);
  if (result.ok) throw new Error(`${source} parsed`);
  return result.error;
}

const n = (value: string): MxlNode => ({ type: 'number', value });
const name = (id: string): MxlNode => ({ type: 'name', name: id });
const bin = (operator: string, left: MxlNode, right: MxlNode) =>
  ({ type: 'binary', operator, left, right }) as MxlNode;

/** Everything that can start an operand where NOT is allowed (expression start). */
const EXPRESSION_START = [
  'number',
  'string',
  'quarter',
  'name',
  'time unit',
  'TRUE',
  'FALSE',
  'NULL',
  'NOT',
  '@',
  '(',
  '[',
  '-',
];
const COMPARISONS = ['=', '<>', '<', '<=', '>', '>='];
/** What may follow a complete name inside brackets that end with `close`. */
const AFTER_NAME = (close: string[]) => [
  ...['AND', 'OR', 'AS', '('],
  ...close.filter((c) => c === ')'),
  '[',
  ...close.filter((c) => c === ']'),
  ...close.filter((c) => c === ','),
  ...['.', '+', '-', '*', '/', '^'],
  ...COMPARISONS,
];

describe('parseMxl literals', () => {
  it('reads integers and decimals keeping their digits', () => {
    expect(tree('42')).toEqual(n('42'));
    expect(tree('0.015')).toEqual(n('0.015'));
    expect(tree('1.50')).toEqual(n('1.50'));
  });

  it('reads double-quoted strings with doubled quotes inside', () => {
    expect(tree('"capital_call"')).toEqual({ type: 'string', value: 'capital_call' });
    expect(tree('"say ""hi"""')).toEqual({ type: 'string', value: 'say "hi"' });
    expect(tree('""')).toEqual({ type: 'string', value: '' });
  });

  it('reads TRUE, FALSE and NULL in any case', () => {
    expect(tree('TRUE')).toEqual({ type: 'boolean', value: true });
    expect(tree('false')).toEqual({ type: 'boolean', value: false });
    expect(tree('Null')).toEqual({ type: 'null' });
  });

  it('reads quarter literals like 2024Q1, lower-case q too', () => {
    expect(tree('2024Q1')).toEqual({ type: 'quarter', year: 2024, quarter: 1 });
    expect(tree('1999q4')).toEqual({ type: 'quarter', year: 1999, quarter: 4 });
  });

  it('reads every time unit and its plural, bare or with a count', () => {
    const words = [
      ['day', 'days'],
      ['week', 'weeks'],
      ['month', 'months'],
      ['quarter', 'quarters'],
      ['year', 'years'],
      ['decade', 'decades'],
      ['century', 'centuries'],
      ['millennium', 'millennia'],
    ];
    for (const [singular, plural] of words) {
      expect(tree(singular!)).toEqual({ type: 'time_unit', unit: singular });
      expect(tree(plural!)).toEqual({ type: 'time_unit', unit: singular });
      expect(tree(`3 ${plural}`)).toEqual({ type: 'duration', count: '3', unit: singular });
      expect(tree(`1 ${singular!.toUpperCase()}`)).toEqual({
        type: 'duration',
        count: '1',
        unit: singular,
      });
    }
    expect(tree('2 millenniums')).toEqual({ type: 'duration', count: '2', unit: 'millennium' });
  });

  it('does not make a duration of a decimal', () => {
    expect(failure('1.5 days').expected).toContain('end of input');
  });

  it('reads names of letters, digits and underscores, case kept', () => {
    expect(tree('_Total_2')).toEqual(name('_Total_2'));
  });

  it('reads @ as self reference', () => {
    expect(tree('@')).toEqual({ type: 'self' });
  });
});

describe('parseMxl structure', () => {
  it('gives * and / precedence over + and -, left to right', () => {
    expect(tree('1 + 2 * 3 - 4 / 5')).toEqual(
      bin('-', bin('+', n('1'), bin('*', n('2'), n('3'))), bin('/', n('4'), n('5'))),
    );
  });

  it('makes ^ right-associative and tighter than unary minus', () => {
    expect(tree('2 ^ 3 ^ 4')).toEqual(bin('^', n('2'), bin('^', n('3'), n('4'))));
    expect(tree('-2 ^ 2')).toEqual({
      type: 'unary',
      operator: '-',
      operand: bin('^', n('2'), n('2')),
    });
    expect(tree('2 ^ -1')).toEqual(
      bin('^', n('2'), { type: 'unary', operator: '-', operand: n('1') }),
    );
  });

  it('lets parentheses override precedence and leaves no node for them', () => {
    expect(tree('(1 + 2) * 3')).toEqual(bin('*', bin('+', n('1'), n('2')), n('3')));
    expect(tree('((a))')).toEqual(name('a'));
  });

  it('reads every comparison operator', () => {
    for (const operator of COMPARISONS) {
      expect(tree(`a ${operator} b + 1`)).toEqual(
        bin(operator, name('a'), bin('+', name('b'), n('1'))),
      );
    }
  });

  it('binds NOT looser than comparison, AND tighter than OR', () => {
    expect(tree('NOT a = b AND c OR d')).toEqual(
      bin(
        'OR',
        bin(
          'AND',
          { type: 'unary', operator: 'NOT', operand: bin('=', name('a'), name('b')) },
          name('c'),
        ),
        name('d'),
      ),
    );
    expect(tree('not not a')).toEqual({
      type: 'unary',
      operator: 'NOT',
      operand: { type: 'unary', operator: 'NOT', operand: name('a') },
    });
  });

  it('names a whole expression with AS', () => {
    expect(tree('a + b as total')).toEqual({
      type: 'named',
      expression: bin('+', name('a'), name('b')),
      name: 'total',
    });
  });

  it('reads array literals of strings, integers, decimals and expressions', () => {
    expect(tree('["a", 1, 2.5, x * 2]')).toEqual({
      type: 'array',
      items: [{ type: 'string', value: 'a' }, n('1'), n('2.5'), bin('*', name('x'), n('2'))],
    });
    expect(tree('[]')).toEqual({ type: 'array', items: [] });
  });

  it('reads function calls with zero, one or many arguments', () => {
    expect(tree('f()')).toEqual({ type: 'call', callee: 'f', args: [] });
    expect(tree('round_up_to_multiple(x, 1000)')).toEqual({
      type: 'call',
      callee: 'round_up_to_multiple',
      args: [name('x'), n('1000')],
    });
    expect(tree('max(a AS b, 0)')).toEqual({
      type: 'call',
      callee: 'max',
      args: [{ type: 'named', expression: name('a'), name: 'b' }, n('0')],
    });
  });

  it('reads column access and table[column] access, chained left to right', () => {
    expect(tree('@.as_of')).toEqual({ type: 'member', object: { type: 'self' }, column: 'as_of' });
    expect(tree('contributions[2024Q1]')).toEqual({
      type: 'index',
      object: name('contributions'),
      index: { type: 'quarter', year: 2024, quarter: 1 },
    });
    expect(tree('x[3 months].y[1]')).toEqual({
      type: 'index',
      object: {
        type: 'member',
        object: {
          type: 'index',
          object: name('x'),
          index: { type: 'duration', count: '3', unit: 'month' },
        },
        column: 'y',
      },
      index: n('1'),
    });
  });

  it('accepts any word after a dot, keywords and time units included, as written', () => {
    expect(tree('@.period.days')).toEqual({
      type: 'member',
      object: { type: 'member', object: { type: 'self' }, column: 'period' },
      column: 'days',
    });
    expect(tree('x.As')).toEqual({ type: 'member', object: name('x'), column: 'As' });
  });

  it('ignores spaces, tabs and line breaks between tokens', () => {
    expect(tree(' \t1\r\n+\n\n 2 ')).toEqual(bin('+', n('1'), n('2')));
  });

  it('records source offsets on every node', () => {
    const result = parseMxl('max(a, 10)');
    expect(result).toEqual({
      ok: true,
      ast: {
        type: 'call',
        callee: 'max',
        from: 0,
        to: 10,
        args: [
          { type: 'name', name: 'a', from: 4, to: 5 },
          { type: 'number', value: '10', from: 7, to: 9 },
        ],
      },
    });
  });
});

describe('parseMxl errors', () => {
  it('reports an empty formula at 1:1 with everything an expression can start with', () => {
    expect(failure('')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 1,
      expected: EXPRESSION_START,
    });
  });

  it('reports a missing right operand without NOT, which needs parentheses there', () => {
    expect(failure('1 +')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 4,
      expected: EXPRESSION_START.filter((label) => label !== 'NOT'),
    });
  });

  it('reports an unexpected token with what could follow', () => {
    expect(failure('a b')).toEqual({
      message: 'Unexpected token "b"',
      line: 1,
      column: 3,
      expected: ['end of input', ...AFTER_NAME([])],
    });
  });

  it('reports an unclosed parenthesis at the end of input', () => {
    expect(failure('(a')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 3,
      expected: AFTER_NAME([')']),
    });
  });

  it('reports an unclosed call and array', () => {
    expect(failure('f(a')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 4,
      expected: AFTER_NAME([')', ',']),
    });
    expect(failure('[a')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 3,
      expected: AFTER_NAME([']', ',']),
    });
    expect(failure('f(1,')).toMatchObject({ line: 1, column: 5, expected: EXPRESSION_START });
  });

  it('reports a trailing comma as an unexpected closing bracket', () => {
    expect(failure('f(1,)')).toEqual({
      message: 'Unexpected token ")"',
      line: 1,
      column: 5,
      expected: EXPRESSION_START,
    });
  });

  it('does not chain comparisons', () => {
    expect(failure('a < b < c')).toEqual({
      message: 'Unexpected token "<"',
      line: 1,
      column: 7,
      expected: ['end of input', 'AND', 'OR', 'AS', '(', '[', '.', '+', '-', '*', '/', '^'],
    });
  });

  it('needs a name after AS and after a dot', () => {
    expect(failure('a AS 1')).toEqual({
      message: 'Unexpected token "1"',
      line: 1,
      column: 6,
      expected: ['name'],
    });
    expect(failure('@.')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 3,
      expected: ['name'],
    });
  });

  it('does not let a keyword or time unit be a name', () => {
    expect(failure('x AS day')).toMatchObject({ message: 'Unexpected token "day"', column: 6 });
    expect(failure('a AS OR')).toMatchObject({ message: 'Unexpected token "OR"', column: 6 });
  });

  it('reports an unexpected character with its line and column', () => {
    expect(failure('a +\n  b # c')).toEqual({
      message: 'Unexpected character "#"',
      line: 2,
      column: 5,
      expected: ['end of input', ...AFTER_NAME([])],
    });
    expect(failure('$1')).toEqual({
      message: 'Unexpected character "$"',
      line: 1,
      column: 1,
      expected: EXPRESSION_START,
    });
  });

  it('reports a number followed by what cannot follow a number, time units included', () => {
    expect(failure('12 (')).toEqual({
      message: 'Unexpected token "("',
      line: 1,
      column: 4,
      expected: [
        'end of input',
        'time unit',
        'AND',
        'OR',
        'AS',
        '[',
        '.',
        '+',
        '-',
        '*',
        '/',
        '^',
        ...COMPARISONS,
      ],
    });
  });

  it('reports an unterminated string at its opening quote', () => {
    expect(failure('1 + "abc')).toEqual({
      message: 'Unterminated string',
      line: 1,
      column: 5,
      expected: EXPRESSION_START.filter((label) => label !== 'NOT'),
    });
    expect(failure('"ab\n"')).toMatchObject({ message: 'Unterminated string', line: 1, column: 1 });
  });

  it('reports an invalid quarter: quarter out of 1-4, wrong year length, junk after', () => {
    for (const [source, text] of [
      ['2024Q5', '2024Q5'],
      ['2024Q0', '2024Q0'],
      ['24Q1', '24Q1'],
      ['2024Q', '2024Q'],
      ['2024Q12', '2024Q12'],
      ['2024Q1x', '2024Q1x'],
    ] as const) {
      expect(failure(source)).toEqual({
        message: `Invalid quarter "${text}": write a year and quarter like 2024Q1`,
        line: 1,
        column: 1,
        expected: EXPRESSION_START,
      });
    }
    expect(failure('x[\n  2024q9]')).toMatchObject({ line: 2, column: 3 });
  });

  it('reports an unclosed index', () => {
    expect(failure('x[1')).toEqual({
      message: 'Unexpected end of input',
      line: 1,
      column: 4,
      expected: [
        'time unit',
        'AND',
        'OR',
        'AS',
        '[',
        ']',
        '.',
        '+',
        '-',
        '*',
        '/',
        '^',
        ...COMPARISONS,
      ],
    });
  });
});
