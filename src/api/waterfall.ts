import * as v from 'valibot';
import { DAY_COUNTS } from '../domain/day-count';
import { Dec } from '../domain/money';
import {
  COMPOUNDING_CADENCES,
  PREF_EFFECTS,
  PREF_LIMITING_FACTORS,
  WATERFALL_TIER_TYPES,
} from '../domain/waterfall/types';
import { requiredText, uuidSchema } from './money-input';
import { percentSchema } from './percent';

/** UI wording of spec §3: a whole fund (European) or a hybrid waterfall; basic or MXL configuration. */
export const waterfallTypes = ['whole_fund', 'hybrid'] as const;
export const waterfallConfigurationTypes = ['basic', 'mxl'] as const;
export { COMPOUNDING_CADENCES, PREF_EFFECTS, PREF_LIMITING_FACTORS, WATERFALL_TIER_TYPES };

export const waterfallTypeLabels: Record<(typeof waterfallTypes)[number], string> = {
  whole_fund: 'Whole fund (European)',
  hybrid: 'Hybrid',
};

export const waterfallTierTypeLabels: Record<(typeof WATERFALL_TIER_TYPES)[number], string> = {
  return_of_capital: 'Return of capital',
  preferred_return: 'Preferred return',
  gp_catch_up: 'GP catch-up',
  final_split: 'Final split',
};

const optionalPercent = v.optional(v.nullable(percentSchema), null);

/** One tier as the API and the form carry it: percents as typed, parameters by tier type. */
export const waterfallTierInputSchema = v.object({
  name: requiredText(100),
  type: v.picklist(WATERFALL_TIER_TYPES),
  /** Preferred return rate, per year. */
  rate_percent: optionalPercent,
  compounding: v.optional(v.nullable(v.picklist(COMPOUNDING_CADENCES)), null),
  day_count: v.optional(v.nullable(v.picklist(DAY_COUNTS)), null),
  limiting_factor: v.optional(v.nullable(v.picklist(PREF_LIMITING_FACTORS)), null),
  /** Share of a catch-up tier going to the carry partner (100 = full catch-up). */
  catch_up_percent: optionalPercent,
  /** The carry partner's target share of profits (catch-up) or of the split (final split). */
  carry_percent: optionalPercent,
});
export type WaterfallTierInput = v.InferOutput<typeof waterfallTierInputSchema>;

export type WaterfallProblem = { path: (string | number)[]; message: string };

export const waterfallMessages = {
  noFinalSplit: 'The waterfall needs a final split as its last tier.',
  finalSplitNotLast: 'The final split must be the last tier.',
  twoFinalSplits: 'A waterfall has exactly one final split.',
  duplicateName: 'Tier names must be unique.',
  catchUpNeedsCarryPartner: 'A catch-up tier needs a carry partner.',
  carryNeedsCarryPartner: 'A tier that pays carry needs a carry partner.',
  catchUpAfterPref: 'A catch-up tier must follow a preferred return tier.',
  catchUpBelowCarry:
    'The catch-up share must be greater than the target carry, or the catch-up never ends.',
  required: 'Required',
} as const;

/** A percent as typed, or null when it is not a number (its own field's check says so). */
function decimalOrNull(text: string | null | undefined): InstanceType<typeof Dec> | null {
  if (!text) return null;
  try {
    return new Dec(text);
  } catch {
    return null;
  }
}

/**
 * The rules a waterfall's tiers must keep (checked on the form and again by the API), with
 * the field each message belongs to.
 */
export function waterfallProblems({
  tiers,
  carry_partner_entity_id,
}: {
  tiers: readonly WaterfallTierInput[];
  carry_partner_entity_id: string | null;
}): WaterfallProblem[] {
  const problems: WaterfallProblem[] = [];
  const add = (path: (string | number)[], message: string) => problems.push({ path, message });
  const splits = tiers.flatMap((tier, index) => (tier.type === 'final_split' ? [index] : []));
  if (splits.length === 0) add(['tiers'], waterfallMessages.noFinalSplit);
  if (splits.length > 1)
    for (const i of splits.slice(1)) add(['tiers', i, 'type'], waterfallMessages.twoFinalSplits);
  if (splits.length === 1 && splits[0] !== tiers.length - 1)
    add(['tiers', splits[0]!, 'type'], waterfallMessages.finalSplitNotLast);
  const seen = new Set<string>();
  let prefSeen = false;
  tiers.forEach((tier, i) => {
    const name = tier.name.trim().toLowerCase();
    if (seen.has(name)) add(['tiers', i, 'name'], waterfallMessages.duplicateName);
    seen.add(name);
    const need = (field: keyof WaterfallTierInput) => {
      if (tier[field] === null || tier[field] === undefined)
        add(['tiers', i, field], waterfallMessages.required);
    };
    if (tier.type === 'preferred_return') {
      need('rate_percent');
      need('compounding');
      prefSeen = true;
    }
    if (tier.type === 'gp_catch_up') {
      need('catch_up_percent');
      need('carry_percent');
      if (!prefSeen) add(['tiers', i, 'type'], waterfallMessages.catchUpAfterPref);
      if (carry_partner_entity_id === null)
        add(['carry_partner_entity_id'], waterfallMessages.catchUpNeedsCarryPartner);
      const catchUp = decimalOrNull(tier.catch_up_percent);
      const carry = decimalOrNull(tier.carry_percent);
      if (catchUp && carry && !catchUp.greaterThan(carry))
        add(['tiers', i, 'catch_up_percent'], waterfallMessages.catchUpBelowCarry);
    }
    if (tier.type === 'final_split') {
      need('carry_percent');
      const carry = decimalOrNull(tier.carry_percent);
      if (carry_partner_entity_id === null && carry && !carry.isZero())
        add(['carry_partner_entity_id'], waterfallMessages.carryNeedsCarryPartner);
    }
  });
  // One message per field is enough.
  const unique = new Map(problems.map((p) => [`${p.path.join('.')}|${p.message}`, p]));
  return [...unique.values()];
}

/**
 * The tier rules as a valibot check, for the API schema and the form's: `toRules` reads the
 * tiers and carry partner out of the value; each problem lands on its field.
 */
export const waterfallRulesCheck = <T>(
  toRules: (value: T) => Parameters<typeof waterfallProblems>[0],
) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const problem of waterfallProblems(toRules(dataset.value))) {
      let value: unknown = dataset.value;
      const path = problem.path.map((key) => {
        const input = value;
        value = (value as Record<string | number, unknown>)[key];
        return { type: 'object' as const, origin: 'value' as const, input, key, value };
      });
      addIssue({ message: problem.message, path: path as never });
    }
  });

/** POST /waterfall/configuration/ (an upsert): the fund family's default waterfall. */
export const waterfallConfigurationSchema = v.pipe(
  v.object({
    fund_family_id: uuidSchema,
    waterfall_type: v.picklist(waterfallTypes),
    configuration_type: v.optional(v.picklist(waterfallConfigurationTypes), 'basic'),
    carry_partner_entity_id: v.nullable(uuidSchema),
    pref_effect: v.optional(v.picklist(PREF_EFFECTS), 'actual'),
    tiers: v.pipe(
      v.array(waterfallTierInputSchema),
      v.minLength(1, 'At least 1 items'),
      v.maxLength(20),
    ),
  }),
  waterfallRulesCheck((value) => value),
);
export type WaterfallConfigurationInput = v.InferOutput<typeof waterfallConfigurationSchema>;

/** GET /waterfall/configuration/: the stored configuration, or null before one is saved. */
export type WaterfallConfiguration = WaterfallConfigurationInput & {
  id: string;
  updated_at: string;
};

/** A commitment class's own parameters for one tier (PUT /investor-class/{id}/). */
export const waterfallOverrideSchema = v.object({
  tier_name: requiredText(100),
  rate_percent: optionalPercent,
  catch_up_percent: optionalPercent,
  carry_percent: optionalPercent,
});
export type WaterfallOverrideInput = v.InferOutput<typeof waterfallOverrideSchema>;
