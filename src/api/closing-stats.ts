import * as v from 'valibot';

/** One headline figure of a closing and how it was computed (an audit step). */
const figureSchema = v.object({
  /** Which figure it is, for a program: the step says it for a person. */
  key: v.picklist([
    'commitments_admitted',
    'admitted_to_fund_entity',
    'total_committed',
    'equalization_paid',
    'equalization_returned',
    'equalization_interest',
    'fee_true_up',
    'admitted_in_class',
  ]),
  step: v.string(),
  formula: v.string(),
  inputs: v.record(v.string(), v.union([v.string(), v.number()])),
  value: v.pipe(v.number(), v.safeInteger()),
  unit: v.optional(v.literal('cents')),
});

/**
 * GET /closing/{closingId}/stats/ and stats-v2/ (spec §7): commitments admitted and their total
 * by fund entity, equalization paid and returned, fee true-up; v2 adds the figures per class.
 */
export const closingStatsSchema = v.object({
  closing_id: v.string(),
  figures: v.array(figureSchema),
});
export type ClosingStats = v.InferOutput<typeof closingStatsSchema>;
export type ClosingFigure = v.InferOutput<typeof figureSchema>;
