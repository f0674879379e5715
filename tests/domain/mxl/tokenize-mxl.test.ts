import { describe, expect, it } from 'vitest';
import { tokenizeMxl } from '../../../src/domain/mxl';

describe('tokenizeMxl', () => {
  it('gives every token its kind, normalised value and position for highlighting', () => {
    const tokens = tokenizeMxl('max(x, 1.5) AS y\n  <> "a""b" 2024q2 Months @.z');
    expect(
      tokens.map(({ kind, value, from, to, line, column }) => [
        kind,
        value,
        from,
        to,
        line,
        column,
      ]),
    ).toEqual([
      ['name', 'max', 0, 3, 1, 1],
      ['punctuation', '(', 3, 4, 1, 4],
      ['name', 'x', 4, 5, 1, 5],
      ['punctuation', ',', 5, 6, 1, 6],
      ['number', '1.5', 7, 10, 1, 8],
      ['punctuation', ')', 10, 11, 1, 11],
      ['keyword', 'AS', 12, 14, 1, 13],
      ['name', 'y', 15, 16, 1, 16],
      ['operator', '<>', 19, 21, 2, 3],
      ['string', 'a"b', 22, 28, 2, 6],
      ['quarter', '2024Q2', 29, 35, 2, 13],
      ['unit', 'month', 36, 42, 2, 20],
      ['punctuation', '@', 43, 44, 2, 27],
      ['punctuation', '.', 44, 45, 2, 28],
      ['name', 'z', 45, 46, 2, 29],
    ]);
  });

  it('keeps going after an error token so the rest still highlights', () => {
    const tokens = tokenizeMxl('a ; 2024Q7 "open');
    expect(tokens.map(({ kind, text }) => [kind, text])).toEqual([
      ['name', 'a'],
      ['error', ';'],
      ['error', '2024Q7'],
      ['error', '"open'],
    ]);
    expect(tokens[1]?.value).toBe('Unexpected character ";"');
  });

  it('reads a number glued to a dot and a name as number, dot, name', () => {
    expect(tokenizeMxl('1.x').map((t) => t.kind)).toEqual(['number', 'punctuation', 'name']);
  });
});
