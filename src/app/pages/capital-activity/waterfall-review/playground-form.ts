import * as v from 'valibot';
import type { TierPlaygroundInput } from '../../../../api/waterfall-tier-audit';
import { percentSchema } from '../../../../api/percent';
import { COMPOUNDING_CADENCES, PREF_LIMITING_FACTORS } from '../../../../api/waterfall';
import { DAY_COUNTS } from '../../../../domain/day-count';
import { optionalMoneyTextSchema, textToCents } from '../../../lib/money-text';

const keep = v.literal('');
const optionalPercent = v.union([keep, percentSchema]);

/**
 * The calculation playground's inputs (spec §2 calculation-playground; issue 18 step 3): each
 * left empty keeps what the run used; what is typed replaces it for this preview only.
 */
export const playgroundFormSchema = v.object({
  rate_percent: optionalPercent,
  compounding: v.union([keep, v.picklist(COMPOUNDING_CADENCES)]),
  day_count: v.union([keep, v.picklist(DAY_COUNTS)]),
  limiting_factor: v.union([keep, v.picklist(PREF_LIMITING_FACTORS)]),
  catch_up_percent: optionalPercent,
  carry_percent: optionalPercent,
  available: optionalMoneyTextSchema,
});
export type PlaygroundFormInput = v.InferInput<typeof playgroundFormSchema>;
export type PlaygroundFormOutput = v.InferOutput<typeof playgroundFormSchema>;

export const blankPlayground: PlaygroundFormInput = {
  rate_percent: '',
  compounding: '',
  day_count: '',
  limiting_factor: '',
  catch_up_percent: '',
  carry_percent: '',
  available: '',
};

const orNull = <T extends string>(value: T | '') => (value === '' ? null : value);

/** The preview request: what was typed, null for what keeps the run's value. */
export function playgroundInputOf(
  commitmentId: string,
  output: PlaygroundFormOutput,
): TierPlaygroundInput {
  return {
    commitment_id: commitmentId,
    rate_percent: orNull(output.rate_percent),
    compounding: orNull(output.compounding),
    day_count: orNull(output.day_count),
    limiting_factor: orNull(output.limiting_factor),
    catch_up_percent: orNull(output.catch_up_percent),
    carry_percent: orNull(output.carry_percent),
    available_cents: output.available === '' ? null : textToCents(output.available),
  };
}
