import { describe, expect, it } from 'vitest';
import {
  findReferenceCycle,
  formatReferenceCycle,
  mxlReferencedNames,
  parseMxl,
} from '../../../src/domain/mxl';

function names(formula: string): string[] {
  const parsed = parseMxl(formula);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return mxlReferencedNames(parsed.ast);
}

describe('mxlReferencedNames', () => {
  it('lists free names once in order of first use, not callees, columns or bound names', () => {
    expect(names('max(b, a) + b.c + @.d + (e AS f) + f + g[quarter]')).toEqual([
      'b',
      'a',
      'e',
      'g',
    ]);
  });

  it('counts a name used before its AS binding', () => {
    expect(names('x + (1 AS x)')).toEqual(['x']);
  });
});

describe('findReferenceCycle', () => {
  it('returns null when calculations only build on each other', () => {
    expect(
      findReferenceCycle([
        { name: 'paid_in', formula: 'capital_call' },
        { name: 'unfunded', formula: 'commitment - paid_in' },
        { name: 'pct', formula: 'paid_in / (unfunded + paid_in)' },
      ]),
    ).toBeNull();
  });

  it('returns the path that closes a cycle, from the first calculation in order', () => {
    const calculations = [
      { name: 'ok', formula: '1' },
      { name: 'a', formula: 'b + ok' },
      { name: 'b', formula: 'if(TRUE, c, 0)' },
      { name: 'c', formula: 'a[2024Q1]' },
    ];
    const cycle = findReferenceCycle(calculations);
    expect(cycle).toEqual(['a', 'b', 'c', 'a']);
    expect(formatReferenceCycle(cycle!)).toBe('Reference cycle: a -> b -> c -> a');
  });

  it('finds a calculation that refers to itself', () => {
    expect(findReferenceCycle([{ name: 'x', formula: '@.as_of + x' }])).toEqual(['x', 'x']);
  });

  it('does not see a cycle through a name bound with AS first', () => {
    expect(
      findReferenceCycle([
        { name: 'a', formula: '(1 AS b) + b' },
        { name: 'b', formula: 'a' },
      ]),
    ).toBeNull();
  });

  it('skips formulas that do not parse: the parser reports those', () => {
    expect(
      findReferenceCycle([
        { name: 'a', formula: 'b +' },
        { name: 'b', formula: 'a' },
      ]),
    ).toBeNull();
  });
});
