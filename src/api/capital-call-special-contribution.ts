import * as v from 'valibot';
import {
  perCommitmentSchema,
  capitalCallUseSchema,
  capitalCallCodeSchema,
  capitalCallRefusalSchema,
} from './capital-call';
import { EVENT_STATES } from './event-state';
import { centsSchema } from './cents';
import { requiredText } from './money-input';

/**
 * POST /api/fund-family/{id}/capital-call/{eventId}/special-contribution (spec §7): a draft's
 * special contributions line, amounts entered per commitment (replaces the line; all zero or
 * none takes it off the call).
 */
export const specialContributionInputSchema = v.object({
  description: requiredText(200),
  transaction_code: requiredText(100),
  amounts: perCommitmentSchema,
});
export type SpecialContributionInput = v.InferOutput<typeof specialContributionInputSchema>;

/** GET (and the POST's answer): the line, the codes it may post under, and each LP's amount. */
export const specialContributionSchema = v.object({
  event_id: v.string(),
  state: v.picklist(EVENT_STATES),
  /** The call's special contributions line; null when it has none. */
  use: v.nullable(capitalCallUseSchema),
  transaction_codes: v.array(capitalCallCodeSchema),
  /** The fund's first special contributions code (null when it has none). */
  default_transaction_code: v.nullable(v.string()),
  rows: v.array(
    v.object({
      commitment_id: v.string(),
      lp: v.string(),
      fund_entity_name: v.string(),
      committed_cents: centsSchema,
      /** Unfunded commitment before the call. */
      unfunded_cents: centsSchema,
      amount_cents: centsSchema,
    }),
  ),
  /** The line refused for an LP (above its unfunded commitment, the code not recallable). */
  refusals: v.array(capitalCallRefusalSchema),
});
export type SpecialContribution = v.InferOutput<typeof specialContributionSchema>;
