import type { MxlTimeUnit } from './time-unit';

/** Source range of a node as UTF-16 offsets, so an editor can underline it. */
export type MxlSpan = { from: number; to: number };

export const MXL_COMPARISON_OPERATORS = ['=', '<>', '<', '<=', '>', '>='] as const;
export type MxlComparisonOperator = (typeof MXL_COMPARISON_OPERATORS)[number];
export type MxlBinaryOperator = 'OR' | 'AND' | MxlComparisonOperator | '+' | '-' | '*' | '/' | '^';
export type MxlUnaryOperator = '-' | 'NOT';

/**
 * The syntax tree. Parentheses leave no node: the printer puts back exactly those the
 * precedence needs. Numbers keep their digits as written so no float ever touches them.
 * Positions (`from`/`to`) are optional so trees can be built by hand or by generators.
 */
export type MxlNode = Partial<MxlSpan> &
  (
    | { type: 'number'; value: string }
    | { type: 'string'; value: string }
    | { type: 'boolean'; value: boolean }
    | { type: 'null' }
    | { type: 'quarter'; year: number; quarter: 1 | 2 | 3 | 4 }
    | { type: 'time_unit'; unit: MxlTimeUnit }
    | { type: 'duration'; count: string; unit: MxlTimeUnit }
    | { type: 'name'; name: string }
    | { type: 'self' }
    | { type: 'array'; items: MxlNode[] }
    | { type: 'call'; callee: string; args: MxlNode[] }
    | { type: 'member'; object: MxlNode; column: string }
    | { type: 'index'; object: MxlNode; index: MxlNode }
    | { type: 'unary'; operator: MxlUnaryOperator; operand: MxlNode }
    | { type: 'binary'; operator: MxlBinaryOperator; left: MxlNode; right: MxlNode }
    | { type: 'named'; expression: MxlNode; name: string }
  );

export type MxlNodeOf<T extends MxlNode['type']> = Extract<MxlNode, { type: T }>;

/**
 * Binding strength, loosest first. `AS` names a whole expression; comparisons do not
 * chain; unary minus binds looser than `^` so `-2^2` is -(2^2); `^` is right-associative.
 */
export const MXL_PRECEDENCE = {
  named: 0,
  OR: 1,
  AND: 2,
  NOT: 3,
  comparison: 4,
  additive: 5,
  multiplicative: 6,
  negation: 7,
  power: 8,
  postfix: 9,
  primary: 10,
} as const;

export function precedenceOf(node: MxlNode): number {
  switch (node.type) {
    case 'named':
      return MXL_PRECEDENCE.named;
    case 'unary':
      return node.operator === 'NOT' ? MXL_PRECEDENCE.NOT : MXL_PRECEDENCE.negation;
    case 'binary':
      return binaryPrecedence(node.operator);
    case 'member':
    case 'index':
      return MXL_PRECEDENCE.postfix;
    default:
      return MXL_PRECEDENCE.primary;
  }
}

export function binaryPrecedence(operator: MxlBinaryOperator): number {
  switch (operator) {
    case 'OR':
      return MXL_PRECEDENCE.OR;
    case 'AND':
      return MXL_PRECEDENCE.AND;
    case '+':
    case '-':
      return MXL_PRECEDENCE.additive;
    case '*':
    case '/':
      return MXL_PRECEDENCE.multiplicative;
    case '^':
      return MXL_PRECEDENCE.power;
    default:
      return MXL_PRECEDENCE.comparison;
  }
}
