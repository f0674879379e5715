import * as v from 'valibot';
import { EVENT_STATES } from './event-state';
import { centsSchema } from './cents';
import { personSchema } from './person';

/** One line of the capital-activity list (GET /api/fund-family/{id}/capital-activity). */
export const capitalActivityEventSchema = v.object({
  id: v.string(),
  /** Spec §3 fund family event type: capital_activity for a call, closing, ... */
  event_type: v.string(),
  name: v.string(),
  /** The event's date: a call's due date, a closing's closing date. */
  effective_date: v.string(),
  state: v.picklist(EVENT_STATES),
  is_running: v.boolean(),
  /** Contributions: a draft call's uses, or the event's posted contribution rows. */
  called_cents: centsSchema,
  /** Posted distribution rows of the event. */
  distributed_cents: centsSchema,
  /** Who drafted it (capital calls); null for events made before calls were built. */
  created_by: personSchema,
  created_at: v.string(),
});
export type CapitalActivityEvent = v.InferOutput<typeof capitalActivityEventSchema>;

export const capitalActivityListSchema = v.object({ events: v.array(capitalActivityEventSchema) });
export type CapitalActivityList = v.InferOutput<typeof capitalActivityListSchema>;
