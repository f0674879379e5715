import { describe, expect, it } from 'vitest';
import { allocateCapitalCall, type CapitalCallUse } from '../../../src/domain/capital-call';
import { commitments, structure } from './fixture';

/** A line whose cents per commitment were computed elsewhere (the fee engine's management fee). */
const fee = (
  computed: Record<string, number>,
  amount: number,
  extra: Partial<CapitalCallUse> = {},
) =>
  ({
    id: 'F',
    kind: 'management_fees',
    amount,
    transactionCode: 'contribution_management_fee',
    description: 'Management fee Q2',
    isRecallable: false,
    computed,
    ...extra,
  }) satisfies CapitalCallUse;

describe('a computed line (the fee engine’s cents per commitment)', () => {
  it('takes exactly the computed cents, nothing through the structure; the 0 of the exempt GP class is its exemption', () => {
    const result = allocateCapitalCall({
      structure,
      commitments,
      uses: [fee({ C2: 747_945, C3: 4_986_301 }, 5_734_246)],
    });
    expect(result.uses[0]).toMatchObject({
      allocations: { C1: 0, C2: 747_945, C3: 4_986_301 },
      overridden: [],
      exempt: ['C1'],
    });
    expect(result.uses[0]!.steps.map((s) => s.step)).toEqual([
      'Management fee Q2 (management_fees, contribution_management_fee)',
      'Computed per commitment',
    ]);
  });

  it('refuses computed cents that do not add up to the line, overrides on it, and unknown commitments', () => {
    const cases: [string, CapitalCallUse, string][] = [
      ['sum', fee({ C2: 100, C3: 200 }, 301), 'computed_mismatch'],
      ['overrides', fee({ C2: 100 }, 100, { overrides: { C3: 50 } }), 'overrides_on_computed'],
      ['unknown', fee({ NOPE: 100 }, 100), 'unknown_commitment'],
      ['negative', fee({ C2: -100, C3: 200 }, 100), 'invalid_amount'],
    ];
    for (const [what, use, code] of cases) {
      let caught: unknown;
      try {
        allocateCapitalCall({ structure, commitments, uses: [use] });
      } catch (error) {
        caught = error;
      }
      expect([what, (caught as { code?: string } | undefined)?.code]).toEqual([what, code]);
    }
  });
});
