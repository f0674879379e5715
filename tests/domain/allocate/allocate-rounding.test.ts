import { describe, expect, it } from 'vitest';
import { allocate, allocateWithAudit } from '../../../src/domain/allocate';
import { DomainError } from '../../../src/domain/domain-error';

const cents = { rounding: 'cents', ordering: 'largest_allocation' } as const;

describe('allocate: worked by hand', () => {
  it('splits $100.00 three ways: the extra cent goes to the largest, ties by id', () => {
    // exact 3333.33… each; floors 3333 × 3 = 9999; one leftover cent to "a" (equal weights, first id).
    expect(
      allocate(
        10_000,
        [
          { id: 'c', weight: 1 },
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1 },
        ],
        cents,
      ),
    ).toEqual({
      a: 3334,
      b: 3333,
      c: 3333,
    });
  });

  it('hands leftover cents to the largest exact allocation, not the largest fraction', () => {
    // Commitments 5,000,000 / 3,000,000 / 2,000,000 (×100 cents); call of 10,000.03 dollars.
    // exact: 500001.5, 300000.9, 200000.6 → floors 500001, 300000, 200000 = 1000001; leftover 2 cents
    // go to the largest (L, then M) even though S's fraction .6 is bigger than L's .5.
    const shares = [
      { id: 'L', weight: 500_000_000 },
      { id: 'M', weight: 300_000_000 },
      { id: 'S', weight: 200_000_000 },
    ];
    expect(allocate(1_000_003, shares, cents)).toEqual({ L: 500_002, M: 300_001, S: 200_000 });
  });

  it('puts the GP first when the ordering asks for it', () => {
    const shares = [
      { id: 'lp1', weight: 49 },
      { id: 'lp2', weight: 49 },
      { id: 'gp', weight: 2, isGp: true },
    ];
    // exact 49.49, 49.49, 2.02 cents of 101 → floors 49, 49, 2 = 100; one leftover cent.
    expect(
      allocate(101, shares, { rounding: 'cents', ordering: 'gp_then_largest_allocation' }),
    ).toEqual({ lp1: 49, lp2: 49, gp: 3 });
    expect(allocate(101, shares, cents)).toEqual({ lp1: 50, lp2: 49, gp: 2 });
  });

  it('rounds to whole dollars and gives the cents below a dollar to the first in the ordering', () => {
    // $1,000.55 over 1/3 each: exact 33351.67 cents → floors 33300 × 3 = 99900; leftover 155 cents:
    // one dollar to "a" (first), the 55 cents below a dollar also to "a".
    const { allocations, audit } = allocateWithAudit(
      100_055,
      [
        { id: 'a', weight: '1' },
        { id: 'b', weight: '1' },
        { id: 'c', weight: '1' },
      ],
      { rounding: 'dollar', ordering: 'largest_allocation' },
    );
    expect(allocations).toEqual({ a: 33_455, b: 33_300, c: 33_300 });
    const a = audit.lines.find((line) => line.id === 'a')!;
    expect(a).toMatchObject({
      floored: 33_300,
      leftoverUnits: 100,
      belowUnit: 55,
      amount: 33_455,
      rank: 1,
    });
    expect(a.exact).toBe('33351.666666666666');
    expect(audit.unit).toBe(100);
  });

  it('accepts decimal-string weights exactly (fixed percentages)', () => {
    expect(
      allocate(
        100_000,
        [
          { id: 'x', weight: '33.333' },
          { id: 'y', weight: '66.667' },
        ],
        cents,
      ),
    ).toEqual({ x: 33_333, y: 66_667 });
  });

  it('allocates a negative total symmetrically (a reversal)', () => {
    expect(
      allocate(
        -10_000,
        [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1 },
          { id: 'c', weight: 1 },
        ],
        cents,
      ),
    ).toEqual({
      a: -3334,
      b: -3333,
      c: -3333,
    });
  });

  it('refuses bad input with clear messages', () => {
    expect(() => allocate(10.5, [{ id: 'a', weight: 1 }], cents)).toThrow(/whole number of cents/);
    expect(() => allocate(100, [], cents)).toThrow(/nobody to allocate/);
    expect(() => allocate(100, [{ id: 'a', weight: 0 }], cents)).toThrow(/greater than zero/);
    expect(() => allocate(100, [{ id: 'a', weight: -2 }], cents)).toThrow(DomainError);
    expect(() => allocate(100, [{ id: 'a', weight: 'x' }], cents)).toThrow(/not a number/);
    expect(() =>
      allocate(
        100,
        [
          { id: 'a', weight: 1 },
          { id: 'a', weight: 2 },
        ],
        cents,
      ),
    ).toThrow(/twice/);
  });
});
