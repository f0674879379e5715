import { describe, expect, it } from 'vitest';
import { equalizeCapital } from '../../../src/domain/equalization';
import { admitted, calls, cents, existing } from './equalization-factories';

/*
 * C's share of the fund: 50,000,000 / 150,000,000 = 1/3 (model LPA §5.1).
 * call-1 investment 10,000,000 → 3,333,333.33 → 3,333,333
 * call-2 fee 1,000,000 → 333,333.33 → 333,333 (to the manager)
 * call-2 investment 20,000,000 → 6,666,666.67 → 6,666,667
 * call-2 bridge financing: not flagged "should get equalized", left out.
 * C pays 10,333,333; the non-fee 10,000,000 goes back to A and B 60:40 = 6,000,000 / 4,000,000.
 * Afterwards every commitment has 20% of its commitment in as capital:
 *   A 18,000,000 − 6,000,000 = 12,000,000; B 12,000,000 − 4,000,000 = 8,000,000; C 10,000,000.
 */
describe('capital equalization: one admitted commitment, two earlier calls', () => {
  const result = equalizeCapital({ existing, admitted, calls, rounding: cents });

  it('charges the admitted commitment its share of every equalized line', () => {
    expect(result.payments.map((p) => [p.callId, p.code, p.amount])).toEqual([
      ['call-1', 'investment', 3_333_333],
      ['call-2', 'management_fee', 333_333],
      ['call-2', 'investment', 6_666_667],
    ]);
    expect(result.paidByAdmitted).toEqual({ c: 10_333_333 });
    expect(result.feeCatchUpToManager).toBe(333_333);
  });

  it('returns the excess to the existing commitments by commitment', () => {
    expect(result.returnedToExisting).toEqual({ a: 6_000_000, b: 4_000_000 });
  });

  it('leaves every commitment with the same 20% paid in', () => {
    expect(18_000_000 - (result.returnedToExisting.a ?? 0)).toBe(0.2 * 60_000_000);
    expect(12_000_000 - (result.returnedToExisting.b ?? 0)).toBe(0.2 * 40_000_000);
    expect((result.paidByAdmitted.c ?? 0) - result.feeCatchUpToManager).toBe(0.2 * 50_000_000);
  });

  it('explains itself', () => {
    expect(result.audit[0]).toMatchObject({
      step: 'Admitted share of the fund',
      value: '0.3333333333333333333333333333333333333333',
    });
  });
});
