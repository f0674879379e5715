import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawdown,
  outstandingPrincipal,
  paydown,
  type Tranche,
} from '../../../src/domain/credit-facility';

const uses = ['investment', 'expenses', 'management_fee', 'taxes'] as const;

describe('property: paydowns never make a tranche negative', () => {
  it('holds for any sequence of drawdowns and paydowns', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('draw' as const),
        use: fc.constantFrom(...uses),
        amount: fc.integer({ min: 1, max: 1e10 }),
      }),
      fc.record({
        kind: fc.constant('pay' as const),
        fraction: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let tranches: Tranche[] = [];
        let drawn = 0;
        let paid = 0;
        steps.forEach((s, i) => {
          const date = `2024-01-${String((i % 28) + 1).padStart(2, '0')}`;
          if (s.kind === 'draw') {
            tranches = drawdown({
              tranches,
              eventId: `e${i}`,
              date,
              uses: [{ use: s.use, amount: s.amount }],
            }).tranches;
            drawn += s.amount;
          } else {
            const amount = Math.floor(outstandingPrincipal(tranches) * s.fraction);
            if (amount <= 0) return;
            const before = new Map(tranches.map((t) => [t.id, t]));
            tranches = paydown({ tranches, amount, date }).tranches;
            paid += amount;
            // Oldest first: a tranche is touched only once every older tranche is at zero.
            const touched = tranches.filter((t) => t.principal !== before.get(t.id)?.principal);
            const youngest = touched.at(-1);
            if (youngest) {
              for (const t of tranches) {
                const older =
                  t.effectiveDate < youngest.effectiveDate ||
                  (t.effectiveDate === youngest.effectiveDate && t.id < youngest.id);
                if (older) expect(t.principal).toBe(0);
              }
            }
          }
          for (const t of tranches) expect(t.principal).toBeGreaterThanOrEqual(0);
        });
        expect(outstandingPrincipal(tranches)).toBe(drawn - paid);
      }),
    );
  });
});
