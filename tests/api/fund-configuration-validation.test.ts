import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { feeInputSchema } from '../../src/api/fees';
import { investorClassBulkSchema } from '../../src/api/investor-classes';
import { fractionToPercent, percentToFraction } from '../../src/api/percent';
import {
  waterfallMessages,
  waterfallProblems,
  type WaterfallTierInput,
} from '../../src/api/waterfall';
import { fieldErrors } from '../../src/server/validate';

const tier = (
  t: Partial<WaterfallTierInput> & Pick<WaterfallTierInput, 'name' | 'type'>,
): WaterfallTierInput => ({
  rate_percent: null,
  compounding: null,
  day_count: null,
  limiting_factor: null,
  catch_up_percent: null,
  carry_percent: null,
  ...t,
});
const roc = tier({ name: 'ROC', type: 'return_of_capital' });
const pref = tier({
  name: 'Pref',
  type: 'preferred_return',
  rate_percent: '8',
  compounding: 'annually',
});
const catchUp = tier({
  name: 'Catch-up',
  type: 'gp_catch_up',
  catch_up_percent: '100',
  carry_percent: '20',
});
const split = tier({ name: 'Split', type: 'final_split', carry_percent: '20' });

describe('waterfall tier rules', () => {
  it('accepts the European waterfall with a carry partner', () => {
    expect(
      waterfallProblems({ tiers: [roc, pref, catchUp, split], carry_partner_entity_id: 'gp' }),
    ).toEqual([]);
  });
  it('needs exactly one final split, last', () => {
    expect(waterfallProblems({ tiers: [roc, pref], carry_partner_entity_id: 'gp' })).toEqual([
      { path: ['tiers'], message: waterfallMessages.noFinalSplit },
    ]);
    expect(
      waterfallProblems({
        tiers: [split, roc, { ...split, name: 'Split 2' }],
        carry_partner_entity_id: 'gp',
      }),
    ).toEqual([{ path: ['tiers', 2, 'type'], message: waterfallMessages.twoFinalSplits }]);
    expect(waterfallProblems({ tiers: [split, roc], carry_partner_entity_id: 'gp' })).toEqual([
      { path: ['tiers', 0, 'type'], message: waterfallMessages.finalSplitNotLast },
    ]);
  });
  it('needs a carry partner for a catch-up, a pref before it, and a catch-up share above the carry', () => {
    expect(
      waterfallProblems({
        tiers: [
          roc,
          { ...catchUp, catch_up_percent: '20' },
          tier({ name: 'Split', type: 'final_split', carry_percent: '0' }),
        ],
        carry_partner_entity_id: null,
      }),
    ).toEqual([
      { path: ['tiers', 1, 'type'], message: waterfallMessages.catchUpAfterPref },
      { path: ['carry_partner_entity_id'], message: waterfallMessages.catchUpNeedsCarryPartner },
      { path: ['tiers', 1, 'catch_up_percent'], message: waterfallMessages.catchUpBelowCarry },
    ]);
  });
  it('needs a rate and compounding for a preferred return and a carry for a split', () => {
    expect(
      waterfallProblems({
        tiers: [
          tier({ name: 'Pref', type: 'preferred_return' }),
          tier({ name: 'Split', type: 'final_split' }),
        ],
        carry_partner_entity_id: null,
      }).map((p) => p.path.join('.')),
    ).toEqual(['tiers.0.rate_percent', 'tiers.0.compounding', 'tiers.1.carry_percent']);
  });
  it('leaves a percent that is not a number to its own field check instead of throwing', () => {
    // The fuzzer's find: the API answered 500 when the tier rules read "Fuzz name" as a decimal.
    const problems = waterfallProblems({
      tiers: [
        { ...catchUp, catch_up_percent: 'Fuzz name', carry_percent: '1Kz' },
        tier({ name: 'Split', type: 'final_split', carry_percent: ']"2P' }),
      ],
      carry_partner_entity_id: null,
    });
    expect(problems.map((p) => p.message)).not.toContain(waterfallMessages.catchUpBelowCarry);
    expect(problems.map((p) => p.message)).not.toContain(waterfallMessages.carryNeedsCarryPartner);
  });
});

describe('fee and class input', () => {
  const fee = {
    name: 'Management fee',
    rates: [{ from: '2025-01-01', rate_percent: '2' }],
    basis: [{ from: '2025-01-01', calculation_id: '5b0c6a57-3d5c-4d0e-9f57-0d7b7c1b2f10' }],
    day_count: 'actual_365',
    cadence: 'quarterly',
    charge_timing: 'in_advance',
    basis_determination: 'day_weighted_average',
    partial_period_basis: 'use_partial_period',
    true_up_eligible: true,
    offsets: [],
    order_of_operations: 'offsets_first',
    waiver_methodology: null,
  };
  it('accepts a fee and refuses percents outside 0–100, repeated offsets and missing rates', () => {
    expect(v.safeParse(feeInputSchema, fee).success).toBe(true);
    const result = v.safeParse(feeInputSchema, {
      ...fee,
      rates: [],
      offsets: [
        { type: 'placement_fees', percent: '100.5' },
        { type: 'placement_fees', percent: '50' },
      ],
    });
    expect(result.success ? {} : fieldErrors(result.issues)).toEqual({
      rates: ['At least 1 items'],
      'offsets.0.percent': ['Less than or equal to 100'],
      offsets: ['Each offset type may appear once.'],
    });
  });
  it('refuses two classes of the same name in one bulk add, whatever the case', () => {
    const result = v.safeParse(investorClassBulkSchema, {
      fund_family_id: '5b0c6a57-3d5c-4d0e-9f57-0d7b7c1b2f10',
      classes: [{ name: 'Class A' }, { name: 'class a' }],
    });
    expect(result.success ? {} : fieldErrors(result.issues)).toEqual({
      classes: ['Class names must be unique.'],
    });
  });
  it('turns percents into the fractions the engines use, and back', () => {
    expect(percentToFraction('8')).toBe('0.08');
    expect(percentToFraction('1.25')).toBe('0.0125');
    expect(fractionToPercent('0.015')).toBe('1.5');
  });
});
