import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../../../src/domain/allocate';
import { equalizeCapital, type EarlierCall } from '../../../src/domain/equalization';
import { cents } from './equalization-factories';

const commitments = (prefix: string, min: number) =>
  fc
    .array(fc.integer({ min: 100_000, max: 5_000_000_000 }), { minLength: min, maxLength: 12 })
    .map((list) => list.map((commitment, i) => ({ id: `${prefix}${i}`, commitment })));

describe('property: equalization leaves paid-in capital proportional to commitment', () => {
  it('every commitment ends within 2 cents per call of its pro-rata share', () => {
    fc.assert(
      fc.property(
        commitments('e', 1),
        commitments('n', 1),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000_000 }), { minLength: 1, maxLength: 8 }),
        (existing, admitted, amounts) => {
          // Earlier calls were paid pro rata to the existing commitments.
          const weights = existing.map((c) => ({ id: c.id, weight: c.commitment }));
          const paid = amounts.map((amount) =>
            amount === 0 ? {} : allocate(amount, weights, cents),
          );
          const calls: EarlierCall[] = amounts.map((amount, i) => ({
            id: `call-${i}`,
            dueDate: `2023-0${(i % 9) + 1}-01`,
            lines: [
              {
                code: 'investment',
                shouldGetEqualized: true,
                affectsEqualizationInterest: true,
                amount,
              },
            ],
          }));
          const r = equalizeCapital({ existing, admitted, calls, rounding: cents });
          const totalCalled = amounts.reduce((s, a) => s + a, 0);
          const all = [...existing, ...admitted];
          const totalCommitment = all.reduce((s, c) => s + c.commitment, 0);
          const paidBefore: Record<string, number> = {};
          for (const p of paid)
            for (const [id, v] of Object.entries(p)) paidBefore[id] = (paidBefore[id] ?? 0) + v;
          const tolerance = 2 * amounts.length + 2;
          for (const c of all) {
            const paidIn =
              (paidBefore[c.id] ?? 0) -
              (r.returnedToExisting[c.id] ?? 0) +
              (r.paidByAdmitted[c.id] ?? 0);
            const fair = (totalCalled * c.commitment) / totalCommitment;
            expect(Math.abs(paidIn - fair)).toBeLessThanOrEqual(tolerance);
          }
          // What the admitted pay is exactly what the existing get back.
          const sum = (o: Record<string, number>) => Object.values(o).reduce((s, v) => s + v, 0);
          expect(sum(r.paidByAdmitted)).toBe(sum(r.returnedToExisting));
        },
      ),
    );
  });
});
