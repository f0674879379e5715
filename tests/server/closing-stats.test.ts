import { describe, expect, it } from 'vitest';
import type { Closing, ClosingCommitment } from '../../src/api/fund-structure';
import { closingStats } from '../../src/server/closing/closing-stats';

const commitment = (
  name: string,
  amount_cents: number,
  investor_class_name: string | null,
): ClosingCommitment => ({
  commitment_id: name,
  investor_entity_id: name,
  investor_entity_name: name,
  owning_entity_id: 'main',
  owning_entity_name: 'Main Fund, L.P.',
  amount_cents,
  is_gp: false,
  investor_class_name,
  equalization_override_cents: null,
});

const closing: Closing = {
  id: 'closing',
  fund_family_id: 'fund',
  name: 'First close',
  closing_date: '2026-01-15',
  state: 'draft',
  is_first_close: true,
  commitments: [
    commitment('A', 600_00, 'Class A'),
    commitment('B', 300_00, 'Class A'),
    commitment('C', 100_00, null),
  ],
  total_cents: 1_000_00,
  equalization: [],
  equalization_outstanding: false,
  equalization_interest: [],
  equalization_interest_audit: [],
  equalization_interest_note: null,
  fee_true_ups: [],
  equalization_audit: [],
  fee_true_up_audit: [],
  fee_true_up_note: null,
  equalization_overrides: [],
  available_actions: [],
  sent_for_approval_by: null,
  approved_by: null,
  approval_refusal: null,
};

describe('closing stats', () => {
  it('v2 adds the admitted total per class, summing to the closing total', () => {
    const v1 = closingStats(closing, false).figures;
    const v2 = closingStats(closing, true).figures;
    expect(v2.slice(0, v1.length)).toEqual(v1);
    const perClass = v2.slice(v1.length).map((f) => [f.step, f.value, f.inputs]);
    expect(perClass).toEqual([
      ['Admitted in class Class A', 900_00, { commitments: 2 }],
      ['Admitted without a class', 100_00, { commitments: 1 }],
    ]);
    expect(perClass.reduce((s, [, value]) => s + Number(value), 0)).toBe(closing.total_cents);
  });

  it('says when the equalization figures hold overrides, and what was computed', () => {
    const line = (
      role: 'admitted' | 'existing',
      amount_cents: number,
      computed: number,
      overridden: boolean,
    ) => ({
      commitment_id: `${role}-${amount_cents}`,
      investor_entity_name: role,
      role,
      amount_cents,
      overridden,
      computed_amount_cents: computed,
    });
    const overridden: Closing = {
      ...closing,
      equalization: [
        line('admitted', 700_00, 1_000_00, true),
        line('admitted', 200_00, 200_00, false),
        line('existing', 600_00, 800_00, true),
        line('existing', 300_00, 400_00, true),
      ],
    };
    const figures = closingStats(overridden, false).figures;
    const paid = figures.find((f) => f.key === 'equalization_paid')!;
    const returned = figures.find((f) => f.key === 'equalization_returned')!;
    expect([paid.value, paid.inputs]).toEqual([
      900_00,
      { commitments: 2, overridden: 1, computed_cents: 1_200_00 },
    ]);
    expect(paid.formula).toContain('overrides set by hand');
    expect([returned.value, returned.inputs]).toEqual([
      900_00,
      { commitments: 2, overridden: 2, computed_cents: 1_200_00 },
    ]);
    expect(returned.formula).toContain('re-allocated');
    const plain = closingStats(closing, false).figures.find((f) => f.key === 'equalization_paid')!;
    expect(plain.inputs).toEqual({ commitments: 0 });
  });
});
