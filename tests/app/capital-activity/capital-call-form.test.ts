import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../../src/api/capital-call';
import {
  blankUse,
  capitalCallFormInput,
  capitalCallFormSchema,
  capitalCallInputOf,
  capitalCallInputOfEvent,
  type CapitalCallFormInput,
} from '../../../src/app/pages/capital-activity/capital-call-form';

/** A saved draft: a typed investment with an override, and a computed Q1 2026 management fee. */
const saved = {
  id: 'ev-1',
  fund_family_id: 'ff-1',
  name: 'Capital call 3',
  allocation_rule_graph_id: null,
  notice_date: '2026-01-05',
  due_date: '2026-01-20',
  total_cents: 100_000_00 + 2_552_054_81,
  uses: [
    {
      id: 'use-inv',
      kind: 'investment',
      description: 'Investment in Northwind',
      amount_cents: 100_000_00,
      transaction_code: 'contribution_investment',
      overrides: [{ commitment_id: 'c-aldridge', amount_cents: 1_000_00 }],
      fee_period: null,
    },
    {
      id: 'use-fee',
      kind: 'management_fees',
      description: 'Management fee Q1 2026',
      amount_cents: 2_552_054_81,
      transaction_code: 'contribution_management_fee',
      overrides: [],
      fee_period: { start: '2026-01-01', end: '2026-03-31' },
      fee_methodology: 'gross',
    },
  ],
} as unknown as CapitalCallEvent;

const newCall = (use: Partial<typeof blankUse>): CapitalCallFormInput => ({
  name: '',
  allocation_rule_graph_id: '',
  notice_date: '2026-01-05',
  due_date: '2026-01-20',
  uses: [
    {
      ...blankUse,
      kind: 'management_fees',
      description: 'Management fee Q1 2026',
      transaction_code: 'contribution_management_fee',
      ...use,
    },
  ],
});
const errorsOf = (input: CapitalCallFormInput) => {
  const result = v.safeParse(capitalCallFormSchema, input);
  return result.success ? {} : v.flatten<typeof capitalCallFormSchema>(result.issues).nested;
};

describe('capital call form: a management fee computed from the fee terms (issue 17)', () => {
  it('a new line is a typed amount by default', () => {
    expect(capitalCallFormInput(undefined).uses[0]).toMatchObject({
      computed: false,
      fee_start: '',
      fee_end: '',
    });
  });

  it('a computed line sends its period, no amount and no overrides', () => {
    const input = newCall({ computed: true, fee_start: '2026-01-01', fee_end: '2026-03-31' });
    const output = v.parse(capitalCallFormSchema, input);
    expect(capitalCallInputOf(output, undefined).uses).toEqual([
      {
        kind: 'management_fees',
        description: 'Management fee Q1 2026',
        fee_period: { start: '2026-01-01', end: '2026-03-31' },
        transaction_code: 'contribution_management_fee',
        overrides: [],
      },
    ]);
  });

  it('a typed line sends its cents and no period', () => {
    const output = v.parse(capitalCallFormSchema, newCall({ amount: '2,677,500.00' }));
    expect(capitalCallInputOf(output, undefined).uses[0]).toEqual({
      kind: 'management_fees',
      description: 'Management fee Q1 2026',
      amount_cents: 2_677_500_00,
      transaction_code: 'contribution_management_fee',
      overrides: [],
    });
  });

  it('a computed line needs no amount but both period ends, the end not before the start', () => {
    expect(
      errorsOf(newCall({ computed: true, fee_start: '2026-01-01', fee_end: '2026-03-31' })),
    ).toEqual({});
    expect(errorsOf(newCall({ computed: true }))).toEqual({
      'uses.0.fee_start': ['Required'],
      'uses.0.fee_end': ['Required'],
    });
    expect(
      errorsOf(newCall({ computed: true, fee_start: '2026-03-31', fee_end: '2026-01-01' })),
    ).toEqual({ 'uses.0.fee_end': ['The fee period end must not be before its start.'] });
    // A typed line still needs an amount, and money text.
    expect(errorsOf(newCall({}))).toEqual({ 'uses.0.amount': ['Required'] });
    expect(errorsOf(newCall({ amount: '-5.00' }))).toEqual({
      'uses.0.amount': ['Amount must be positive.'],
    });
  });

  it('the tick counts only on a management fees line', () => {
    const input = newCall({ kind: 'fund_expenses', computed: true, amount: '1,000.00' });
    input.uses[0]!.fee_start = '2026-01-01';
    input.uses[0]!.fee_end = '2026-03-31';
    const output = v.parse(capitalCallFormSchema, input);
    const use = capitalCallInputOf(output, undefined).uses[0]!;
    expect(use.amount_cents).toBe(1_000_00);
    expect(use).not.toHaveProperty('fee_period');
  });

  it('a saved computed line comes back ticked with its period and the amount the server filled', () => {
    expect(capitalCallFormInput(saved).uses).toEqual([
      {
        use_id: 'use-inv',
        kind: 'investment',
        description: 'Investment in Northwind',
        amount: '100000.00',
        transaction_code: 'contribution_investment',
        computed: false,
        fee_start: '',
        fee_end: '',
      },
      {
        use_id: 'use-fee',
        kind: 'management_fees',
        description: 'Management fee Q1 2026',
        amount: '2552054.81',
        transaction_code: 'contribution_management_fee',
        computed: true,
        fee_start: '2026-01-01',
        fee_end: '2026-03-31',
      },
    ]);
  });

  it('editing and saving again keeps the period, and the typed line its override', () => {
    const form = capitalCallFormInput(saved);
    form.uses[1]!.description = 'Management fee, first quarter 2026';
    const sent = capitalCallInputOf(v.parse(capitalCallFormSchema, form), saved);
    expect(sent.uses[0]).toEqual({
      kind: 'investment',
      description: 'Investment in Northwind',
      amount_cents: 100_000_00,
      transaction_code: 'contribution_investment',
      overrides: [{ commitment_id: 'c-aldridge', amount_cents: 1_000_00 }],
    });
    expect(sent.uses[1]).toEqual({
      kind: 'management_fees',
      description: 'Management fee, first quarter 2026',
      fee_period: { start: '2026-01-01', end: '2026-03-31' },
      transaction_code: 'contribution_management_fee',
      overrides: [],
    });
  });

  it("the allocation step's PUT keeps the period, with no amount or overrides on that line", () => {
    const sent = capitalCallInputOfEvent(saved);
    expect(sent.uses[1]).toEqual({
      kind: 'management_fees',
      description: 'Management fee Q1 2026',
      fee_period: { start: '2026-01-01', end: '2026-03-31' },
      transaction_code: 'contribution_management_fee',
      overrides: [],
    });
    expect(sent.uses[0]).toMatchObject({
      amount_cents: 100_000_00,
      overrides: [{ commitment_id: 'c-aldridge', amount_cents: 1_000_00 }],
    });
  });
});
