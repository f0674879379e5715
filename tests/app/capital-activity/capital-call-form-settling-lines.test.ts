import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CapitalCallEvent } from '../../../src/api/capital-call';
import type { ClosingEqualization } from '../../../src/api/closing-equalization';
import {
  capitalCallFormInput,
  capitalCallFormSchema,
  capitalCallInputOf,
  capitalCallInputOfEvent,
  equalizationLine,
} from '../../../src/app/pages/capital-activity/capital-call-form';

/** A saved draft settling a closing's equalization, with special contributions entered per LP. */
const outstanding: ClosingEqualization = {
  closings: [{ event_id: 'ev-close-2', name: 'Second close', closing_date: '2025-09-30' }],
  lines: [
    {
      commitment_id: 'c-nettlefield',
      lp: 'Nettlefield Foundation',
      fund_entity_name: 'Harborview Capital Partners IV-A, L.P.',
      to_pay_cents: 181_510_418,
      to_receive_cents: 0,
      interest_to_pay_cents: 3_660_046,
      interest_to_receive_cents: 0,
    },
  ],
  total: {
    to_pay_cents: 181_510_418,
    to_receive_cents: 0,
    interest_to_pay_cents: 3_660_046,
    interest_to_receive_cents: 0,
  },
};
const saved = {
  id: 'ev-1',
  name: 'Equalization call',
  allocation_rule_graph_id: null,
  notice_date: '2026-02-02',
  due_date: '2026-02-16',
  uses: [
    {
      id: 'use-eq',
      kind: 'closing_equalization',
      description: 'Closing equalization (Second close)',
      amount_cents: 181_510_418,
      transaction_code: 'equalization_contribution',
      overrides: [],
      closing_event_ids: ['ev-close-2'],
      equalization: outstanding,
    },
    {
      id: 'use-special',
      kind: 'special_contributions',
      description: 'Side-letter contribution',
      amount_cents: 500_000,
      transaction_code: 'contribution_expenses',
      overrides: [],
      per_commitment: [{ commitment_id: 'c-aldridge', amount_cents: 500_000 }],
    },
  ],
} as unknown as CapitalCallEvent;

describe('the call form’s closing equalization and special contributions lines', () => {
  it('offers the outstanding equalization as a line named after its closings, no amount or code', () => {
    const line = equalizationLine(outstanding);
    expect(line).toMatchObject({
      kind: 'closing_equalization',
      description: 'Closing equalization (Second close)',
      amount: '',
      transaction_code: '',
    });
    const input = { ...capitalCallFormInput(undefined), uses: [line] };
    Object.assign(input, { notice_date: '2026-02-02', due_date: '2026-02-16' });
    const parsed = v.safeParse(capitalCallFormSchema, input);
    expect(parsed.success).toBe(true);
    expect(capitalCallInputOf(parsed.output as never, undefined).uses).toEqual([
      {
        kind: 'closing_equalization',
        description: 'Closing equalization (Second close)',
        overrides: [],
      },
    ]);
  });

  it('keeps a saved line’s closings and LP amounts through a details save and the allocation PUT', () => {
    const expected = [
      {
        kind: 'closing_equalization',
        description: 'Closing equalization (Second close)',
        overrides: [],
        closing_event_ids: ['ev-close-2'],
      },
      {
        kind: 'special_contributions',
        description: 'Side-letter contribution',
        transaction_code: 'contribution_expenses',
        overrides: [],
        per_commitment: [{ commitment_id: 'c-aldridge', amount_cents: 500_000 }],
      },
    ];
    expect(capitalCallInputOfEvent(saved).uses).toEqual(expected);
    const parsed = v.safeParse(capitalCallFormSchema, capitalCallFormInput(saved));
    expect(parsed.success).toBe(true);
    expect(capitalCallInputOf(parsed.output as never, saved).uses).toEqual(expected);
  });

  it('still asks a typed line for its code and amount', () => {
    const input = capitalCallFormInput(undefined);
    input.uses[0] = { ...input.uses[0]!, kind: 'investment', description: 'Heron' };
    const parsed = v.safeParse(capitalCallFormSchema, {
      ...input,
      notice_date: '2026-02-02',
      due_date: '2026-02-16',
    });
    expect(parsed.success).toBe(false);
    const paths = v.flatten<typeof capitalCallFormSchema>(parsed.issues!).nested;
    expect(Object.keys(paths ?? {}).sort()).toEqual(['uses.0.amount', 'uses.0.transaction_code']);
  });
});
