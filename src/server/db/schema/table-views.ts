import { customerId, id } from './columns';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './foundation';

/**
 * Saved table views (pivots, spec §3 "Saved view"). visible_to holds the owner's user id
 * for a private view and null for one the whole organisation sees.
 */
export const table_views = pgTable(
  'table_views',
  {
    id: id(),
    customer_id: customerId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['transaction_table'] }).notNull(),
    visible_to: uuid('visible_to').references(() => users.id, { onDelete: 'cascade' }),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    encoded_table_params: text('encoded_table_params').notNull(),
    annotations_set: jsonb('annotations_set'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('table_views_customer_idx').on(t.customer_id)],
);

/** Favourites are per user: one user starring an organisation view stars it for them alone. */
export const table_view_favorites = pgTable(
  'table_view_favorites',
  {
    table_view_id: uuid('table_view_id')
      .notNull()
      .references(() => table_views.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.table_view_id, t.user_id] })],
);
