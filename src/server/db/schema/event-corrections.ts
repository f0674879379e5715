import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerId, id } from './columns';
import { users } from './foundation';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/**
 * One correction of a fund family's past (issue 21): a soft or hard rollback from a chosen event,
 * or a refresh of the out-of-date events. Its state is the server's end of the eventCorrection
 * machine (running → done | failed); a refresh job reports its progress here for the page's
 * polling. The audit log holds the same run with who, when and the preview's totals.
 */
export const event_corrections = pgTable(
  'event_corrections',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    kind: text('kind', { enum: ['soft_rollback', 'hard_rollback', 'refresh'] }).notNull(),
    // No foreign key: a hard rollback deletes the event it started from.
    from_event_id: uuid('from_event_id'),
    state: text('state', { enum: ['running', 'done', 'failed'] }).notNull(),
    event_ids: jsonb('event_ids').$type<string[]>().notNull(),
    /** The preview the user confirmed: its token and totals (cents). */
    preview: jsonb('preview').$type<{
      token: string;
      before_cents: number;
      change_cents: number;
      after_cents: number;
    }>(),
    done_count: integer('done_count').notNull().default(0),
    message: text('message'),
    failed_event_id: uuid('failed_event_id'),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('event_corrections_family_idx').on(t.customer_id, t.fund_family_id)],
);

/**
 * The ledger rows a soft rollback set aside: moved out of `transactions` (so every reader and the
 * commitment totals triggers see the ledger without them, with no flag to forget) and kept here
 * with the correction that moved them, as the audit trail and the yardstick a refresh is checked
 * against. A hard rollback of the event deletes them with it.
 */
export const transactions_set_aside = pgTable(
  'transactions_set_aside',
  {
    id: bigint('id', { mode: 'number' }).notNull(),
    event_correction_id: uuid('event_correction_id')
      .notNull()
      .references(() => event_corrections.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fund_family_event_id: uuid('fund_family_event_id')
      .notNull()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    fund_entity_id: uuid('fund_entity_id').notNull(),
    investor_entity_id: uuid('investor_entity_id'),
    commitment_id: uuid('commitment_id'),
    transaction_code_id: uuid('transaction_code_id').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    effective_date: date('effective_date').notNull(),
    is_draft: boolean('is_draft').notNull(),
    settled_by_event_id: uuid('settled_by_event_id'),
    investment_type: text('investment_type'),
    security_type: text('security_type'),
    is_fee_holdback: boolean('is_fee_holdback').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('transactions_set_aside_event_idx').on(t.fund_family_event_id)],
);
