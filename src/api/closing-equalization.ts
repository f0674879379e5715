import * as v from 'valibot';
import { centsSchema } from './cents';

/**
 * One LP's closing equalization, outstanding or settled by a call: each figure positive, labelled
 * by its direction (docs/figures.md). Capital paid raises paid-in, capital returned lowers it;
 * interest is no contribution.
 */
export const equalizationLineSchema = v.object({
  commitment_id: v.string(),
  lp: v.string(),
  fund_entity_name: v.string(),
  to_pay_cents: centsSchema,
  to_receive_cents: centsSchema,
  interest_to_pay_cents: centsSchema,
  interest_to_receive_cents: centsSchema,
});
export type EqualizationLine = v.InferOutput<typeof equalizationLineSchema>;

/** A closing whose equalization is outstanding (or that a call settles). */
export const equalizationClosingSchema = v.object({
  event_id: v.string(),
  name: v.string(),
  closing_date: v.string(),
});

/** Closing equalization: which closings, per LP what is owed each way, and the totals. */
export const closingEqualizationSchema = v.object({
  closings: v.array(equalizationClosingSchema),
  lines: v.array(equalizationLineSchema),
  total: v.object({
    to_pay_cents: centsSchema,
    to_receive_cents: centsSchema,
    interest_to_pay_cents: centsSchema,
    interest_to_receive_cents: centsSchema,
  }),
});
export type ClosingEqualization = v.InferOutput<typeof closingEqualizationSchema>;
