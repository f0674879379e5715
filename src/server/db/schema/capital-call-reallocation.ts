import { date, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  CapitalCallReallocation,
  ReallocationAmount,
  ReallocationCheck,
} from '../../../api/capital-call-reallocation';
import { users } from './foundation';
import { customerId } from './columns';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/** What a finalized reallocation shows for good: the figures as they stood when it posted. */
export type FinalizedReallocationView = Pick<CapitalCallReallocation, 'uses' | 'rows' | 'total'>;

/**
 * A capital call reallocation (issue 17 item 6): its own fund family event (event type
 * capital_call_reallocation, whose state is the reallocation's) re-splitting a finalized call's
 * uses among its LPs. The draft keeps the new amounts per LP and use; finalizing posts only the
 * differences, under this event's id, on its effective date (the event's). The call's own rows
 * never change.
 */
export const capital_call_reallocations = pgTable(
  'capital_call_reallocations',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    /** The finalized capital call (its capital_activity event) whose amounts are re-split. */
    capital_call_event_id: uuid('capital_call_event_id')
      .notNull()
      .references(() => fund_family_events.id),
    /** The effective date chosen (also the event's): the differences' ledger date. */
    effective_date: date('effective_date').notNull(),
    /** New amounts per LP and use; an LP and use not listed keeps what was posted. */
    amounts: jsonb('amounts').$type<ReallocationAmount[]>().notNull(),
    created_by: uuid('created_by').references(() => users.id),
    /** The last user to change the draft: a preparer too, for maker-checker. */
    updated_by: uuid('updated_by').references(() => users.id),
    finalized_by: uuid('finalized_by').references(() => users.id),
    finalized_at: timestamp('finalized_at', { withTimezone: true }),
    /** The checks as proven when posting (after the rows were read back). */
    finalized_checks: jsonb('finalized_checks').$type<ReallocationCheck[]>(),
    /** Before/after/difference per LP and use as they stood when posting. */
    finalized_view: jsonb('finalized_view').$type<FinalizedReallocationView>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('capital_call_reallocations_call_idx').on(t.customer_id, t.capital_call_event_id)],
);
