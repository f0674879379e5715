import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './foundation';
import { customerId, id } from './columns';
import { fund_entities, fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/**
 * A fund family sub-event (spec §7 "fund-family-sub-events", §2 capital-activity
 * equalization/{fundFamilySubEventId}, waterfall review/{fundFamilySubEventId}): a named part of
 * one event that a workflow step keeps its own results under, optionally for one fund entity.
 * It has no state of its own: it follows its event's (capitalEvent machine), is added only while
 * the event is a draft and goes when the event is deleted. Its kinds are the spec's sub-event
 * screens (src/api/capital-activity-sub-events.ts).
 */
export const fund_family_sub_events = pgTable(
  'fund_family_sub_events',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fund_family_event_id: uuid('fund_family_event_id')
      .notNull()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    sub_event_type: text('sub_event_type').notNull(),
    /** Null: the part covers the whole event; else the fund entity it is about. */
    fund_entity_id: uuid('fund_entity_id').references(() => fund_entities.id),
    /** Order within the event (1, 2, ...): /first is the lowest. */
    sequence: integer('sequence').notNull(),
    created_by: uuid('created_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fund_family_sub_events_order_unique').on(t.fund_family_event_id, t.sequence),
    index('fund_family_sub_events_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);
