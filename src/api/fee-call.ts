import * as v from 'valibot';
import { dueDateBeforeNoticeDate } from './capital-call';
import { EVENT_STATES } from './event-state';
import { isoDateSchema } from './money-input';

/**
 * POST /fee-charge-event/{id}/call-for-fees/ (issue 20 step 2: "publish posts the charges and,
 * when the fund calls for fees, a capital call for them through the capital event"): drafts the
 * capital call that collects a published charge, its management fees line calling each LP's net
 * fee (gross − offsets − waivers, as published). The call then goes through the capital event
 * like any other (notices, an approver finalizes it).
 */
export const feeCallInputSchema = v.pipe(
  v.object({ notice_date: isoDateSchema, due_date: isoDateSchema }),
  v.forward(
    v.check((call) => call.due_date >= call.notice_date, dueDateBeforeNoticeDate),
    ['due_date'],
  ),
);
export type FeeCallInput = v.InferOutput<typeof feeCallInputSchema>;

/** The call a published charge is collected by, as the charge's view names it. */
export const feeCallSchema = v.object({
  event_id: v.string(),
  name: v.string(),
  state: v.picklist(EVENT_STATES),
});
export type FeeCall = v.InferOutput<typeof feeCallSchema>;

export const feeCallMessages = {
  notPublished: 'Publish the fee charge before calling it.',
  alreadyCalled: (name: string) => `These fees are already called in ${name}.`,
  nothingToCall: 'Nothing to call: every net fee of this charge is zero.',
  noCallCode: 'The fund family has no transaction code to call management fees under.',
} as const;
