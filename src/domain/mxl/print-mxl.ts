import { concat, group, indent, join, line, render, softline, type Doc } from './layout';
import {
  MXL_PRECEDENCE,
  binaryPrecedence,
  precedenceOf,
  type MxlNode,
  type MxlNodeOf,
} from './mxl-node';
import { timeUnitWord } from './time-unit';

/** Spec §9: formulas wrap at 80 characters with an indentation of 2. */
export const MXL_LINE_WIDTH = 80;
export const MXL_INDENT = 2;

/**
 * Prints a tree as canonical MXL: keywords in capitals, units in lower case and spelled
 * for their count, only the parentheses precedence needs, long expressions broken before
 * operators and after opening brackets. parseMxl(printMxl(ast)) gives back `ast`.
 */
export function printMxl(ast: MxlNode, width = MXL_LINE_WIDTH): string {
  return render(toDoc(ast), width, MXL_INDENT);
}

function bracketed(open: string, docs: Doc[], close: string): Doc {
  if (docs.length === 0) return open + close;
  return group(open, indent(softline, join(concat(',', line), docs)), softline, close);
}

/** Prints `node` where the grammar needs at least `minimum` binding strength. */
function operand(node: MxlNode, minimum: number): Doc {
  const doc = toDoc(node);
  return precedenceOf(node) < minimum ? bracketed('(', [doc], ')') : doc;
}

function binaryDoc(node: MxlNodeOf<'binary'>): Doc {
  const precedence = binaryPrecedence(node.operator);
  if (precedence === MXL_PRECEDENCE.comparison || node.operator === '^') {
    const [leftMinimum, rightMinimum] =
      node.operator === '^'
        ? [MXL_PRECEDENCE.postfix, MXL_PRECEDENCE.negation]
        : [MXL_PRECEDENCE.additive, MXL_PRECEDENCE.additive];
    return group(
      operand(node.left, leftMinimum),
      indent(line, node.operator, ' ', operand(node.right, rightMinimum)),
    );
  }
  // A left-leaning chain of one precedence (a + b - c) breaks as one list of operands.
  const rest: Doc[] = [];
  let first: MxlNode = node;
  while (first.type === 'binary' && binaryPrecedence(first.operator) === precedence) {
    rest.unshift(concat(line, first.operator, ' ', operand(first.right, precedence + 1)));
    first = first.left;
  }
  return group(operand(first, precedence), indent(...rest));
}

function toDoc(node: MxlNode): Doc {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'string':
      return `"${node.value.replaceAll('"', '""')}"`;
    case 'boolean':
      return node.value ? 'TRUE' : 'FALSE';
    case 'null':
      return 'NULL';
    case 'quarter':
      return `${String(node.year).padStart(4, '0')}Q${node.quarter}`;
    case 'time_unit':
      return node.unit;
    case 'duration':
      return `${node.count} ${timeUnitWord(node.unit, node.count)}`;
    case 'name':
      return node.name;
    case 'self':
      return '@';
    case 'array':
      return bracketed('[', node.items.map(toDoc), ']');
    case 'call':
      return concat(node.callee, bracketed('(', node.args.map(toDoc), ')'));
    case 'member':
      return concat(operand(node.object, MXL_PRECEDENCE.postfix), '.', node.column);
    case 'index':
      return concat(
        operand(node.object, MXL_PRECEDENCE.postfix),
        bracketed('[', [toDoc(node.index)], ']'),
      );
    case 'unary':
      return node.operator === 'NOT'
        ? concat('NOT ', operand(node.operand, MXL_PRECEDENCE.NOT))
        : concat('-', operand(node.operand, MXL_PRECEDENCE.negation));
    case 'binary':
      return binaryDoc(node);
    case 'named':
      return concat(operand(node.expression, MXL_PRECEDENCE.OR), ' AS ', node.name);
  }
}
