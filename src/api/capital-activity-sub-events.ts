import * as v from 'valibot';
import { uuidSchema } from './money-input';

/**
 * Fund family sub-events (issue 17; spec §7 "GET fund-family-sub-events and /first; POST
 * sub-event"; §2 capital-activity equalization/{fundFamilySubEventId} and waterfall
 * review/{fundFamilySubEventId}). The model we chose: a sub-event is a named part of one event
 * that a workflow step keeps its own results under (the equalization a call settles, a
 * waterfall run, a hybrid waterfall), for the whole event or for one fund entity. It has no
 * state of its own (it follows its event), is added only while the event is a draft, and is
 * deleted with the event.
 */

export const SUB_EVENT_TYPES = ['equalization', 'waterfall', 'hybrid_waterfall'] as const;
export const subEventTypeSchema = v.picklist(
  SUB_EVENT_TYPES,
  `Must be one of: ${SUB_EVENT_TYPES.join(', ')}`,
);

export const subEventTypeLabels: Record<(typeof SUB_EVENT_TYPES)[number], string> = {
  equalization: 'Equalization',
  waterfall: 'Waterfall',
  hybrid_waterfall: 'Hybrid waterfall',
};

/** POST fund-family-event/{eventId}/sub-event. */
export const subEventInputSchema = v.object({
  sub_event_type: subEventTypeSchema,
  /** One of the fund family's entities; left out or null: the whole event. */
  fund_entity_id: v.optional(v.nullable(uuidSchema), null),
});
export type SubEventInput = v.InferOutput<typeof subEventInputSchema>;

export const subEventSchema = v.object({
  id: v.string(),
  fund_family_event_id: v.string(),
  /** One of SUB_EVENT_TYPES when added here; a workflow may keep its own kind (its label says). */
  sub_event_type: v.string(),
  label: v.string(),
  fund_entity_id: v.nullable(v.string()),
  fund_entity_name: v.nullable(v.string()),
  /** 1, 2, ... within the event, in the order they were added. */
  sequence: v.number(),
  created_at: v.string(),
});
export type SubEvent = v.InferOutput<typeof subEventSchema>;

/** GET fund-family-event/{eventId}/fund-family-sub-events. */
export const subEventListSchema = v.object({ sub_events: v.array(subEventSchema) });
export type SubEventList = v.InferOutput<typeof subEventListSchema>;

/** A type added twice for the same fund entity of one event. */
export const subEventExists = 'This event already has that sub-event for that fund entity.';
