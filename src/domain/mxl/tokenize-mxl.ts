import { timeUnitFromWord } from './time-unit';

export const MXL_KEYWORDS = ['TRUE', 'FALSE', 'NULL', 'AND', 'OR', 'NOT', 'AS'] as const;
export type MxlKeyword = (typeof MXL_KEYWORDS)[number];

export type MxlTokenKind =
  | 'number'
  | 'string'
  | 'quarter'
  | 'name'
  | 'keyword'
  | 'unit'
  | 'operator'
  | 'punctuation'
  | 'error';

/**
 * One lexeme with its place in the source. `from`/`to` are UTF-16 offsets (what an
 * editor's ranges use); `line`/`column` are 1-based (what a person reads). `value` is the
 * normalised meaning: keyword in capitals, unit in its singular form, string without
 * quotes, quarter as `YYYYQn`, and for an `error` token the message to show.
 */
export type MxlToken = {
  kind: MxlTokenKind;
  text: string;
  value: string;
  from: number;
  to: number;
  line: number;
  column: number;
};

/** The parser's view adds the end of input, which an editor has no use for. */
export type MxlLexeme = Omit<MxlToken, 'kind'> & { kind: MxlTokenKind | 'eof' };

const KEYWORDS = new Set<string>(MXL_KEYWORDS);
const QUARTER = /^\d{4}[Qq][1-4]$/;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isNameStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isNamePart(c: number): boolean {
  return isNameStart(c) || isDigit(c);
}

/** Single-character symbols by character code. */
const SYMBOLS: Partial<Record<number, 'operator' | 'punctuation'>> = {};
for (const char of '+-*/^=<>') SYMBOLS[char.charCodeAt(0)] = 'operator';
for (const char of '()[],.@') SYMBOLS[char.charCodeAt(0)] = 'punctuation';

/**
 * Splits source into lexemes, ending with `eof`. It never throws: a character it cannot
 * read becomes an `error` lexeme and reading goes on, so an editor can still colour the
 * rest of the line and the parser can report the error with what it expected there.
 */
export function lexMxl(source: string): MxlLexeme[] {
  const tokens: MxlLexeme[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const push = (kind: MxlLexeme['kind'], from: number, to: number, value?: string) => {
    const text = source.slice(from, to);
    tokens.push({
      kind,
      text,
      value: value ?? text,
      from,
      to,
      line,
      column: from - lineStart + 1,
    });
  };

  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      i += 1;
      line += 1;
      lineStart = i;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) {
      i += 1;
      continue;
    }
    const start = i;
    if (isDigit(c)) {
      while (i < source.length && isDigit(source.charCodeAt(i))) i += 1;
      const next = source.charCodeAt(i);
      if (next === 81 || next === 113) {
        // A run of digits glued to Q is meant as a quarter; anything else glued on is a typo.
        i += 1;
        while (i < source.length && isNamePart(source.charCodeAt(i))) i += 1;
        const text = source.slice(start, i);
        if (QUARTER.test(text)) push('quarter', start, i, text.toUpperCase());
        else
          push(
            'error',
            start,
            i,
            `Invalid quarter "${text}": write a year and quarter like 2024Q1`,
          );
        continue;
      }
      if (next === 46 && isDigit(source.charCodeAt(i + 1))) {
        i += 1;
        while (i < source.length && isDigit(source.charCodeAt(i))) i += 1;
      }
      push('number', start, i);
      continue;
    }
    if (isNameStart(c)) {
      while (i < source.length && isNamePart(source.charCodeAt(i))) i += 1;
      const text = source.slice(start, i);
      // Keywords are at most 5 letters and units at most 11: skip the lookups for longer names.
      const upper = text.length <= 5 ? text.toUpperCase() : '';
      const unit = text.length <= 11 ? timeUnitFromWord(text) : null;
      if (KEYWORDS.has(upper)) push('keyword', start, i, upper);
      else if (unit) push('unit', start, i, unit);
      else push('name', start, i);
      continue;
    }
    if (c === 34) {
      const value = readString(source, i);
      if (value === null) {
        // Strings stop at the line's end, so the error points at the quote that opened it.
        let end = i + 1;
        while (end < source.length && source.charCodeAt(end) !== 10) end += 1;
        push('error', start, end, 'Unterminated string');
        i = end;
      } else {
        i = value.end;
        push('string', start, i, value.text);
      }
      continue;
    }
    const next = source.charCodeAt(i + 1);
    // <>, <= and >= are the only two-character symbols.
    if ((c === 60 && (next === 62 || next === 61)) || (c === 62 && next === 61)) {
      i += 2;
      push('operator', start, i);
      continue;
    }
    const symbol = SYMBOLS[c];
    if (symbol !== undefined) {
      i += 1;
      push(symbol, start, i);
      continue;
    }
    const char = String.fromCodePoint(source.codePointAt(i) ?? c);
    i += char.length;
    push('error', start, i, `Unexpected character "${char}"`);
  }
  push('eof', i, i);
  return tokens;
}

/** Double quotes inside a string are doubled, as in a spreadsheet: "say ""hi""". */
function readString(source: string, open: number): { text: string; end: number } | null {
  let text = '';
  let i = open + 1;
  while (i < source.length) {
    const c = source.charCodeAt(i);
    if (c === 10) return null;
    if (c === 34) {
      if (source.charCodeAt(i + 1) === 34) {
        text += '"';
        i += 2;
        continue;
      }
      return { text, end: i + 1 };
    }
    let run = i;
    while (run < source.length && source.charCodeAt(run) !== 34 && source.charCodeAt(run) !== 10) {
      run += 1;
    }
    text += source.slice(i, run);
    i = run;
  }
  return null;
}

/** The token stream an editor highlights: every lexeme with its position, errors included. */
export function tokenizeMxl(source: string): MxlToken[] {
  const tokens: MxlToken[] = [];
  for (const token of lexMxl(source)) {
    if (token.kind !== 'eof') tokens.push({ ...token, kind: token.kind });
  }
  return tokens;
}
