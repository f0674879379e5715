import * as v from 'valibot';
import { capitalActivityEventSchema } from './capital-activity-list';

/**
 * Capital activity across the customer's fund families (issue 17; spec §7 GET
 * /capital-activity/ and /capital-activity/equalization-availability).
 */

const centsSchema = v.number();

/** GET /capital-activity/: every event of every fund family, newest first. */
export const customerCapitalActivitySchema = v.object({
  events: v.array(
    v.object({
      ...capitalActivityEventSchema.entries,
      fund_family_id: v.string(),
      fund_family_name: v.string(),
      currency: v.string(),
    }),
  ),
});
export type CustomerCapitalActivity = v.InferOutput<typeof customerCapitalActivitySchema>;

/** Outstanding equalization of one side (docs/figures.md equalizationOutstanding). */
const outstandingSchema = v.object({
  to_pay_cents: centsSchema,
  to_receive_cents: centsSchema,
});

/** One closing's equalization still outstanding. */
export const outstandingClosingSchema = v.object({
  event_id: v.string(),
  name: v.string(),
  effective_date: v.string(),
  /** Capital equalization: the admitted partners pay, the partners already in receive. */
  capital: outstandingSchema,
  /** Equalization interest: its own figure, never added to the capital. */
  interest: outstandingSchema,
  /** Commitments with an outstanding row of this closing. */
  commitments: v.number(),
  rows: v.number(),
});

/**
 * GET /capital-activity/equalization-availability: the fund families with closing equalization
 * outstanding (draft rows a capital event is to settle), per closing and in total; a family
 * with none is not listed.
 */
export const equalizationAvailabilitySchema = v.object({
  fund_families: v.array(
    v.object({
      fund_family_id: v.string(),
      fund_family_name: v.string(),
      currency: v.string(),
      capital: outstandingSchema,
      interest: outstandingSchema,
      closings: v.array(outstandingClosingSchema),
    }),
  ),
});
export type EqualizationAvailability = v.InferOutput<typeof equalizationAvailabilitySchema>;
