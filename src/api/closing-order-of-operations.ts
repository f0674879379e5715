import * as v from 'valibot';

/** The steps finalizing a closing posts, in the order it posts them (spec §7). */
export const closingOperations = [
  'closing_commitments',
  'capital_equalization',
  'equalization_interest',
  'non_capital_equalization',
  'fee_true_ups',
] as const;
export type ClosingOperation = (typeof closingOperations)[number];

export const closingOperationLabels: Record<ClosingOperation, string> = {
  closing_commitments: 'Closing commitments',
  capital_equalization: 'Capital equalization',
  equalization_interest: 'Equalization interest',
  non_capital_equalization: 'Non-capital equalization',
  fee_true_ups: 'Fee true-ups',
};

const postingSchema = v.object({
  commitment_id: v.string(),
  investor_entity_name: v.string(),
  fund_entity_name: v.string(),
  transaction_code: v.string(),
  amount_cents: v.pipe(v.number(), v.safeInteger()),
  /** Outstanding until a capital event settles it (equalization), else posted as is. */
  is_draft: v.boolean(),
  /** Capital equalization set by hand, or a refund re-allocated from what is paid with it. */
  overridden: v.boolean(),
});

/** GET /closing/{closingId}/order-of-operations/: what finalizing would post now. */
export const closingOrderOfOperationsSchema = v.object({
  closing_id: v.string(),
  steps: v.array(
    v.object({
      operation: v.picklist(closingOperations),
      postings: v.array(postingSchema),
      total_cents: v.pipe(v.number(), v.safeInteger()),
    }),
  ),
});
export type ClosingOrderOfOperations = v.InferOutput<typeof closingOrderOfOperationsSchema>;
export type ClosingPlannedPosting = v.InferOutput<typeof postingSchema>;
