import { describe, expect, it } from 'vitest';
import type { WaterfallReview } from '../../../src/api/waterfall-review';
import type { TierAudit } from '../../../src/api/waterfall-tier-audit';
import { playgroundInputOf } from '../../../src/app/pages/capital-activity/waterfall-review/playground-form';
import {
  inputsText,
  partnerTiersTable,
  tierAuditPartnersTable,
  tierAuditStepsTable,
} from '../../../src/app/pages/capital-activity/waterfall-review/waterfall-review-tables';

const balances = (unreturned: number) => ({
  unreturned_capital_cents: unreturned,
  carry_so_far_cents: 0,
  profits_so_far_cents: 0,
  paid_through_tier_to_partner_cents: 0,
  paid_through_tier_to_carry_partner_cents: 0,
});

/** One LP, 600,000.00 in, 780,000.00 apportioned: back 600,000.00, pref 48,000.00, catch-up 12,000.00. */
const review = {
  sub_event: {
    id: 's1',
    fund_entity_id: 'f1',
    fund_entity_name: 'Fund I, L.P.',
    distributable_cents: 780_000_00,
    to_partners_cents: 744_000_00,
    to_carry_partner_cents: 36_000_00,
  },
  tiers: [
    {
      index: 0,
      name: 'Return of capital',
      type: 'return_of_capital',
      to_partners_cents: 600_000_00,
      to_carry_partner_cents: 0,
    },
    {
      index: 1,
      name: 'Preferred return',
      type: 'preferred_return',
      to_partners_cents: 48_000_00,
      to_carry_partner_cents: 0,
    },
    {
      index: 2,
      name: 'GP catch-up',
      type: 'gp_catch_up',
      to_partners_cents: 0,
      to_carry_partner_cents: 12_000_00,
    },
  ],
  partners: [
    {
      commitment_id: 'c-atlas',
      investor_entity_id: 'i',
      lp: 'Atlas',
      class_name: null,
      is_gp: false,
      contributed_cents: 600_000_00,
      apportioned_cents: 780_000_00,
      tiers: [
        {
          tier_index: 0,
          available_cents: 780_000_00,
          hurdle_cents: 600_000_00,
          to_partner_cents: 600_000_00,
          to_carry_partner_cents: 0,
          remaining_cents: 180_000_00,
        },
        {
          tier_index: 1,
          available_cents: 180_000_00,
          hurdle_cents: 48_000_00,
          to_partner_cents: 48_000_00,
          to_carry_partner_cents: 0,
          remaining_cents: 132_000_00,
        },
        {
          tier_index: 2,
          available_cents: 132_000_00,
          hurdle_cents: 12_000_00,
          to_partner_cents: 0,
          to_carry_partner_cents: 12_000_00,
          remaining_cents: 120_000_00,
        },
      ],
      to_partner_cents: 744_000_00,
      to_carry_partner_cents: 36_000_00,
      by_source: {},
    },
  ],
} as unknown as WaterfallReview;

describe('waterfall review tables', () => {
  it('puts each tier in and out per partner, with the entity total row', () => {
    const table = partnerTiersTable(review);
    const atlas = table.rows[0]!.cells;
    expect(atlas.t1_partner!.value).toEqual({ type: 'money', amount: 48_000_00 });
    expect(atlas.t2_carry!.value).toEqual({ type: 'money', amount: 12_000_00 });
    const total = table.rows.at(-1)!;
    expect(total.granularity_level).toBe('total');
    expect(total.cells.apportioned!.value).toEqual({ type: 'money', amount: 780_000_00 });
    expect(total.cells.to_carry_partner!.value).toEqual({ type: 'money', amount: 36_000_00 });
    expect(table.columns.find((c) => c.id === 't2_carry')).toMatchObject({
      title: '3. GP catch-up',
      subtitle: 'to carry partner',
    });
  });

  it('lists every step of a tier audit with its inputs, cents as money, and links the playground', () => {
    const audit = {
      sub_event_id: 's1',
      as_of: '2026-06-30',
      tier: { index: 1, name: 'Preferred return', type: 'preferred_return', terms: '8%' },
      partners: [
        {
          commitment_id: 'c-atlas',
          lp: 'Atlas',
          class_name: null,
          terms: '8% a year',
          available_cents: 180_000_00,
          hurdle_cents: 48_000_00,
          to_partner_cents: 48_000_00,
          to_carry_partner_cents: 0,
          remaining_cents: 132_000_00,
          before: balances(0),
          after: balances(0),
          steps: [
            {
              step: 'Contribution of 2025-06-30',
              formula: '(1 + r/m)^(m·t)',
              inputs: { amount: '600,000.00', rate: 0.08 },
              value: '1.080000000000',
            },
            { step: 'Pay the preferred return', value: 48_000_00, unit: 'cents' },
          ],
        },
      ],
      totals: {
        available_cents: 180_000_00,
        to_partners_cents: 48_000_00,
        to_carry_partner_cents: 0,
        remaining_cents: 132_000_00,
      },
    } as unknown as TierAudit;
    const steps = tierAuditStepsTable(audit);
    expect(steps.rows.map((r) => r.id)).toEqual(['c-atlas:0', 'c-atlas:1']);
    expect(steps.rows[0]!.cells.inputs!.value).toEqual({
      type: 'text',
      text: 'amount = 600,000.00; rate = 0.08',
    });
    expect(steps.rows[1]!.cells.value!.value).toEqual({ type: 'money', amount: 48_000_00 });
    expect(steps.rows[1]!.cells.formula!.value).toEqual({ type: 'text', text: '—' });
    expect(inputsText({ step: 'x' })).toBe('');
    const partners = tierAuditPartnersTable(audit, '/r/calculation-playground/1');
    expect(partners.rows[0]!.cells.playground!.link).toEqual({
      type: 'generic',
      to: '/r/calculation-playground/1/c-atlas',
    });
    expect(partners.rows.at(-1)!.cells.remaining!.value).toEqual({
      type: 'money',
      amount: 132_000_00,
    });
  });

  it("sends only the playground inputs typed; the rest keep the run's", () => {
    expect(
      playgroundInputOf('c-atlas', {
        rate_percent: '10',
        compounding: '',
        day_count: 'actual_360',
        limiting_factor: '',
        catch_up_percent: '',
        carry_percent: '',
        available: '200,000.00',
      }),
    ).toEqual({
      commitment_id: 'c-atlas',
      rate_percent: '10',
      compounding: null,
      day_count: 'actual_360',
      limiting_factor: null,
      catch_up_percent: null,
      carry_percent: null,
      available_cents: 200_000_00,
    });
  });
});
