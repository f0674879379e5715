import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xirr, xnpv } from '../../../src/domain/xirr';

// Cross-check against @formulajs/formulajs XIRR (Apache OpenOffice's algorithm): wherever it
// converges to a true root, ours converges to the same rate within 1e-9.
const quarter = (i: number) =>
  `${2015 + Math.floor(i / 4)}-${String((i % 4) * 3 + 1).padStart(2, '0')}-01`;

describe('xirr agrees with formulajs', () => {
  it('on fund-like quarterly series', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 2, maxLength: 28 }),
        fc.double({ min: 0.1, max: 4, noNaN: true }),
        (calls, sizes, multiple) => {
          const called = sizes.slice(0, calls).reduce((a, b) => a + b, 0);
          const rest = sizes.slice(calls);
          const restTotal = rest.reduce((a, b) => a + b, 0) || 1;
          const amounts = [
            ...sizes.slice(0, calls).map((s) => -s),
            ...rest.map((s) => Math.round((s / restTotal) * called * multiple)),
          ];
          if (!amounts.some((a) => a > 0)) return;
          const flows = amounts.map((amount, i) => ({ date: quarter(i), amount }));
          const theirs = formulajs.XIRR(
            amounts,
            flows.map((f) => new Date(`${f.date}T00:00:00Z`)),
            0.1,
          ) as unknown;
          if (
            typeof theirs !== 'number' ||
            !Number.isFinite(theirs) ||
            Math.abs(xnpv(theirs, flows)) > 1e-6 * called
          )
            return;
          expect(Math.abs(xirr(flows) - theirs)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
