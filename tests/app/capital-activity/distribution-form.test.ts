import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DistributionEvent } from '../../../src/api/distribution';
import type { WaterfallInvestorBreakdown } from '../../../src/api/waterfall-review';
import {
  distributionFormInput,
  distributionFormSchema,
  distributionInputOf,
  formPathOf,
  type DistributionFormInput,
} from '../../../src/app/pages/capital-activity/distribution/distribution-form';
import {
  investorBreakdownTable,
  subEventsTable,
} from '../../../src/app/pages/capital-activity/distribution/distribution-tables';
import { waterfallRunStateOf } from '../../../src/app/pages/capital-activity/distribution/waterfall-run-state';

const typed: DistributionFormInput = {
  name: '  ',
  distribution_date: '2026-06-30',
  allocation_rule_graph_id: '',
  proceeds: [
    {
      source: 'return_of_capital',
      amount: '1,500,000.00',
      investment: ' Northwind ',
      transaction_code: 'distribution_roc',
    },
    { source: 'realized_gain', amount: '$250,000.5', investment: '', transaction_code: 'gain' },
  ],
  fee_holdback: '12,500',
  recallable: '',
  carried_interest_transaction_code: 'carried_interest',
};

describe('distribution form', () => {
  it('sends cents, the trimmed investment, nulls for what was left empty', () => {
    const output = v.parse(distributionFormSchema, typed);
    expect(distributionInputOf(output)).toEqual({
      name: null,
      distribution_date: '2026-06-30',
      allocation_rule_graph_id: null,
      proceeds: [
        {
          source: 'return_of_capital',
          amount_cents: 150_000_000,
          investment: 'Northwind',
          transaction_code: 'distribution_roc',
        },
        {
          source: 'realized_gain',
          amount_cents: 25_000_050,
          investment: '',
          transaction_code: 'gain',
        },
      ],
      fee_holdback_cents: 1_250_000,
      recallable_cents: null,
      carried_interest_transaction_code: 'carried_interest',
    });
  });

  it('refuses a line with no source, a negative amount and no code', () => {
    const result = v.safeParse(distributionFormSchema, {
      ...typed,
      proceeds: [{ source: '', amount: '-5', investment: '', transaction_code: '' }],
    });
    expect(result.success).toBe(false);
    const paths = result.issues!.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(
      expect.arrayContaining([
        'proceeds.0.source',
        'proceeds.0.amount',
        'proceeds.0.transaction_code',
      ]),
    );
  });

  it('puts the server field errors on the form fields that hold the money text', () => {
    expect(formPathOf('proceeds.1.amount_cents')).toBe('proceeds.1.amount');
    expect(formPathOf('fee_holdback_cents')).toBe('fee_holdback');
    expect(formPathOf('recallable_cents')).toBe('recallable');
    expect(formPathOf('distribution_date')).toBe('distribution_date');
  });

  it('reads a saved draft back as it was typed (a typed recallable is not kept: it is derived)', () => {
    const event = {
      name: 'Distribution 1',
      distribution_date: '2026-06-30',
      allocation_rule_graph_id: null,
      proceeds: [
        {
          id: 'p1',
          source: 'dividend',
          amount_cents: 40_000_000,
          investment: 'Atlas',
          transaction_code: 'dividend',
          is_recallable: false,
        },
      ],
      fee_holdback_cents: 0,
      recallable_cents: 0,
      carried_interest_transaction_code: null,
    } as unknown as DistributionEvent;
    expect(distributionFormInput(event)).toEqual({
      name: 'Distribution 1',
      distribution_date: '2026-06-30',
      allocation_rule_graph_id: '',
      proceeds: [
        {
          source: 'dividend',
          amount: '400000.00',
          investment: 'Atlas',
          transaction_code: 'dividend',
        },
      ],
      fee_holdback: '',
      recallable: '',
      carried_interest_transaction_code: '',
    });
  });
});

describe('the waterfall run state of a distribution as the server reports it', () => {
  const run = (status: 'queued' | 'running' | 'succeeded' | 'failed', attempts = 1) => ({
    id: 'r',
    event_id: 'e',
    status,
    message: null,
    detail: null,
    attempts,
    queued_at: '2026-06-30T10:00:00Z',
    started_at: null,
    finished_at: null,
  });
  it('is idle with no run, and idle again when the inputs changed after a success', () => {
    expect(waterfallRunStateOf({ run: null, run_is_current: false })).toBe('idle');
    expect(waterfallRunStateOf({ run: run('succeeded'), run_is_current: false })).toBe('idle');
    expect(waterfallRunStateOf({ run: run('succeeded'), run_is_current: true })).toBe('succeeded');
  });
  it('is retried for a job queued again after it started, or a retry just asked', () => {
    expect(waterfallRunStateOf({ run: run('queued', 0), run_is_current: false })).toBe('queued');
    expect(waterfallRunStateOf({ run: run('queued', 1), run_is_current: false })).toBe('retried');
    expect(waterfallRunStateOf({ run: run('failed'), run_is_current: false }, true)).toBe(
      'retried',
    );
    expect(waterfallRunStateOf({ run: run('failed'), run_is_current: false })).toBe('failed');
  });
});

describe('distribution tables', () => {
  it('totals the waterfalls by fund entity and links each to its review', () => {
    const table = subEventsTable(
      [
        {
          id: 's1',
          fund_entity_id: 'f1',
          fund_entity_name: 'Fund I LP',
          distributable_cents: 1_000_000_00,
          to_partners_cents: 960_000_00,
          to_carry_partner_cents: 40_000_00,
        },
        {
          id: 's2',
          fund_entity_id: 'f2',
          fund_entity_name: 'Fund I Parallel',
          distributable_cents: 250_000_00,
          to_partners_cents: 250_000_00,
          to_carry_partner_cents: 0,
        },
      ],
      '/fund-family/ff/capital-activity/distribution/e1',
    );
    const total = table.rows.at(-1)!;
    expect(total.cells.distributable!.value).toEqual({ type: 'money', amount: 1_250_000_00 });
    expect(total.cells.to_partners!.value).toEqual({ type: 'money', amount: 1_210_000_00 });
    expect(total.cells.to_carry_partner!.value).toEqual({ type: 'money', amount: 40_000_00 });
    expect(table.rows[0]!.cells.review!.link).toEqual({
      type: 'generic',
      to: '/fund-family/ff/capital-activity/distribution/e1/review/s1',
    });
  });

  it('lists each LP by source after carry and the carry partner last', () => {
    const breakdown: WaterfallInvestorBreakdown = {
      sub_event_id: 's1',
      fund_entity_id: 'f1',
      sources: ['return_of_capital', 'realized_gain'],
      rows: [
        {
          commitment_id: 'c1',
          investor_entity_id: 'i1',
          lp: 'Aldridge',
          gross_by_source: { return_of_capital: 600_00, realized_gain: 400_00 },
          by_source: { return_of_capital: 600_00, realized_gain: 320_00 },
          gross_cents: 1_000_00,
          carry_cents: 80_00,
          total_cents: 920_00,
        },
      ],
      carry: {
        fund_entity_id: 'gp',
        name: 'Fund I GP',
        by_source: { realized_gain: 80_00 },
        total_cents: 80_00,
      },
    };
    const table = investorBreakdownTable([{ fundEntityName: 'Fund I LP', breakdown }]);
    expect(table.columns.map((c) => c.id)).toEqual([
      'lp',
      'fund_entity',
      'source_return_of_capital',
      'source_realized_gain',
      'gross',
      'carry',
      'total',
    ]);
    expect(table.rows[0]!.cells.source_realized_gain!.value).toEqual({
      type: 'money',
      amount: 320_00,
    });
    expect(table.rows[1]!.cells.lp!.value).toEqual({
      type: 'text',
      text: 'Fund I GP (carried interest)',
    });
    expect(table.rows[1]!.cells.source_return_of_capital!.value).toEqual({
      type: 'money',
      amount: 0,
    });
    expect(table.rows[1]!.cells.total!.value).toEqual({ type: 'money', amount: 80_00 });
  });
});
