import {
  MXL_COMPARISON_OPERATORS,
  type MxlBinaryOperator,
  type MxlComparisonOperator,
  type MxlNode,
} from './mxl-node';
import type { MxlTimeUnit } from './time-unit';
import { lexMxl, type MxlLexeme } from './tokenize-mxl';

export type MxlParseError = {
  message: string;
  line: number;
  column: number;
  /** What would have been accepted at that place, in a fixed order (see EXPECTED_ORDER). */
  expected: string[];
};

export type MxlParseResult = { ok: true; ast: MxlNode } | { ok: false; error: MxlParseError };

/** Expected-token labels: token classes in words, keywords and symbols as written. */
const EXPECTED_ORDER = [
  'end of input',
  'number',
  'string',
  'quarter',
  'name',
  'time unit',
  'TRUE',
  'FALSE',
  'NULL',
  'NOT',
  'AND',
  'OR',
  'AS',
  '@',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '+',
  '-',
  '*',
  '/',
  '^',
  ...MXL_COMPARISON_OPERATORS,
];
const COMPARISONS = new Set<string>(MXL_COMPARISON_OPERATORS);
const RANK = new Map(EXPECTED_ORDER.map((label, index) => [label, index]));

class Failure {
  constructor(readonly error: MxlParseError) {}
}

/**
 * Parses one MXL formula (grammar loosest first):
 *
 *   formula    = expression EOF
 *   expression = or [ "AS" name ]
 *   or         = and { "OR" and }
 *   and        = not { "AND" not }
 *   not        = "NOT" not | comparison
 *   comparison = additive [ ("=" | "<>" | "<" | "<=" | ">" | ">=") additive ]
 *   additive   = term { ("+" | "-") term }
 *   term       = negation { ("*" | "/") negation }
 *   negation   = "-" negation | power
 *   power      = postfix [ "^" negation ]
 *   postfix    = primary { "." word | "[" expression "]" }   (word: a name, keyword or unit)
 *   primary    = integer time-unit | number | string | quarter | time-unit
 *              | TRUE | FALSE | NULL | "@" | name "(" [ expression { "," expression } ] ")"
 *              | name | "(" expression ")" | "[" [ expression { "," expression } ] "]"
 *
 * A quarter literal is four digits, Q and 1-4 with nothing between: `2024Q1` (q is
 * accepted and printed as Q). Keywords and time units are case-insensitive; names are not.
 * On failure the error carries every token that would have been accepted there: each
 * check at the current token records its label, so the list is exact by construction.
 */
export function parseMxl(source: string): MxlParseResult {
  const tokens = lexMxl(source);
  // Recording expectations costs most of the parse time and only matters on failure,
  // so a formula is parsed fast first and, only if that fails, again to explain why.
  const fast = parseTokens(tokens, false);
  return fast.ok ? fast : parseTokens(tokens, true);
}

function parseTokens(tokens: MxlLexeme[], explain: boolean): MxlParseResult {
  const parser = new Parser(tokens, explain);
  try {
    const ast = parser.expression();
    if (!parser.isKind('end of input', 'eof')) parser.fail();
    return { ok: true, ast };
  } catch (caught) {
    if (caught instanceof Failure) return { ok: false, error: caught.error };
    throw caught;
  }
}

/** Recursive descent, one method per grammar rule (a class, so no closures per parse). */
class Parser {
  private at = 0;
  private expectedAt = -1;
  private readonly expected = new Set<string>();

  constructor(
    private readonly tokens: MxlLexeme[],
    private readonly explain: boolean,
  ) {}

  private current(): MxlLexeme {
    return this.tokens[this.at] as MxlLexeme;
  }

  private note(label: string): void {
    if (!this.explain) return;
    if (this.expectedAt !== this.at) {
      this.expectedAt = this.at;
      this.expected.clear();
    }
    this.expected.add(label);
  }

  private isSymbol(symbol: string): boolean {
    this.note(symbol);
    const token = this.current();
    return (token.kind === 'operator' || token.kind === 'punctuation') && token.value === symbol;
  }

  private isKeyword(keyword: string): boolean {
    this.note(keyword);
    const token = this.current();
    return token.kind === 'keyword' && token.value === keyword;
  }

  isKind(label: string, kind: MxlLexeme['kind']): boolean {
    this.note(label);
    return this.current().kind === kind;
  }

  private advance(): MxlLexeme {
    const token = this.current();
    this.at += 1;
    return token;
  }

  fail(): never {
    const token = this.current();
    const labels = this.expectedAt === this.at ? [...this.expected] : [];
    labels.sort((a, b) => (RANK.get(a) ?? 0) - (RANK.get(b) ?? 0));
    const message =
      token.kind === 'error'
        ? token.value
        : token.kind === 'eof'
          ? 'Unexpected end of input'
          : `Unexpected token "${token.text}"`;
    throw new Failure({ message, line: token.line, column: token.column, expected: labels });
  }

  private expectSymbol(symbol: string): MxlLexeme {
    return this.isSymbol(symbol) ? this.advance() : this.fail();
  }

  private expectName(): MxlLexeme {
    return this.isKind('name', 'name') ? this.advance() : this.fail();
  }

  private binary(operator: MxlBinaryOperator, left: MxlNode, right: MxlNode): MxlNode {
    return { type: 'binary', operator, left, right, from: left.from, to: right.to };
  }

  expression(): MxlNode {
    const inner = this.or();
    if (!this.isKeyword('AS')) return inner;
    this.advance();
    const name = this.expectName();
    return { type: 'named', expression: inner, name: name.value, from: inner.from, to: name.to };
  }

  private or(): MxlNode {
    let left = this.and();
    while (this.isKeyword('OR')) {
      this.advance();
      left = this.binary('OR', left, this.and());
    }
    return left;
  }

  private and(): MxlNode {
    let left = this.not();
    while (this.isKeyword('AND')) {
      this.advance();
      left = this.binary('AND', left, this.not());
    }
    return left;
  }

  private not(): MxlNode {
    if (!this.isKeyword('NOT')) return this.comparison();
    const start = this.advance();
    const operand = this.not();
    return { type: 'unary', operator: 'NOT', operand, from: start.from, to: operand.to };
  }

  private comparison(): MxlNode {
    const left = this.additive();
    if (this.explain) MXL_COMPARISON_OPERATORS.forEach((operator) => this.note(operator));
    const token = this.current();
    if (token.kind !== 'operator' || !COMPARISONS.has(token.value)) return left;
    this.advance();
    return this.binary(token.value as MxlComparisonOperator, left, this.additive());
  }

  private additive(): MxlNode {
    let left = this.term();
    for (;;) {
      const operator = this.isSymbol('+') ? '+' : this.isSymbol('-') ? '-' : null;
      if (!operator) return left;
      this.advance();
      left = this.binary(operator, left, this.term());
    }
  }

  private term(): MxlNode {
    let left = this.negation();
    for (;;) {
      const operator = this.isSymbol('*') ? '*' : this.isSymbol('/') ? '/' : null;
      if (!operator) return left;
      this.advance();
      left = this.binary(operator, left, this.negation());
    }
  }

  private negation(): MxlNode {
    if (!this.isSymbol('-')) return this.power();
    const start = this.advance();
    const operand = this.negation();
    return { type: 'unary', operator: '-', operand, from: start.from, to: operand.to };
  }

  private power(): MxlNode {
    const base = this.postfix();
    if (!this.isSymbol('^')) return base;
    this.advance();
    return this.binary('^', base, this.negation());
  }

  private postfix(): MxlNode {
    let object = this.primary();
    for (;;) {
      if (this.isSymbol('.')) {
        this.advance();
        // After a dot any word is a column, so `@.period.days` needs no quoting.
        const kind = this.current().kind;
        const column = kind === 'unit' || kind === 'keyword' ? this.advance() : this.expectName();
        object = { type: 'member', object, column: column.text, from: object.from, to: column.to };
      } else if (this.isSymbol('[')) {
        this.advance();
        const index = this.expression();
        const close = this.expectSymbol(']');
        object = { type: 'index', object, index, from: object.from, to: close.to };
      } else {
        return object;
      }
    }
  }

  private list(close: string): { items: MxlNode[]; to: number } {
    const items: MxlNode[] = [];
    if (!this.isSymbol(close)) {
      items.push(this.expression());
      while (this.isSymbol(',')) {
        this.advance();
        items.push(this.expression());
      }
    }
    return { items, to: this.expectSymbol(close).to };
  }

  private primary(): MxlNode {
    const token = this.current();
    const span = { from: token.from, to: token.to };
    if (this.isKind('number', 'number')) {
      this.advance();
      if (!token.value.includes('.') && this.isKind('time unit', 'unit')) {
        const unit = this.advance();
        return {
          type: 'duration',
          count: token.value,
          unit: unit.value as MxlTimeUnit,
          from: token.from,
          to: unit.to,
        };
      }
      return { type: 'number', value: token.value, ...span };
    }
    if (this.isKind('string', 'string')) {
      this.advance();
      return { type: 'string', value: token.value, ...span };
    }
    if (this.isKind('quarter', 'quarter')) {
      this.advance();
      const quarter = Number(token.value.slice(5)) as 1 | 2 | 3 | 4;
      return { type: 'quarter', year: Number(token.value.slice(0, 4)), quarter, ...span };
    }
    if (this.isKind('time unit', 'unit')) {
      this.advance();
      return { type: 'time_unit', unit: token.value as MxlTimeUnit, ...span };
    }
    if (this.isKeyword('TRUE') || this.isKeyword('FALSE')) {
      this.advance();
      return { type: 'boolean', value: token.value === 'TRUE', ...span };
    }
    if (this.isKeyword('NULL')) {
      this.advance();
      return { type: 'null', ...span };
    }
    if (this.isSymbol('@')) {
      this.advance();
      return { type: 'self', ...span };
    }
    if (this.isKind('name', 'name')) {
      this.advance();
      if (!this.isSymbol('(')) return { type: 'name', name: token.value, ...span };
      this.advance();
      const { items, to } = this.list(')');
      return { type: 'call', callee: token.value, args: items, from: token.from, to };
    }
    if (this.isSymbol('(')) {
      this.advance();
      const inner = this.expression();
      this.expectSymbol(')');
      return inner;
    }
    if (this.isSymbol('[')) {
      this.advance();
      const { items, to } = this.list(']');
      return { type: 'array', items, from: token.from, to };
    }
    return this.fail();
  }
}
