import {
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CancelCorrection } from '../../../api/cancel-correct';
import { users } from './foundation';
import { customerId } from './columns';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/**
 * A cancel-correct of a finalized capital call (issue 21): its own fund family event (type
 * cancel_correct, with the corrected call's inputs in capital_calls under its id) that reversed the
 * original call's rows and posted the corrected ones on `posting_date`. One per original: a call
 * is cancel-corrected once (the unique index). The audit log holds the same with its request.
 */
export const cancel_corrections = pgTable(
  'cancel_corrections',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    original_event_id: uuid('original_event_id')
      .notNull()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    correction_type: text('correction_type', {
      enum: ['custom_date', 'go_forward', 'life_to_date'],
    }).notNull(),
    posting_date: date('posting_date').notNull(),
    /** The preview the user confirmed: its token and totals (cents). */
    preview: jsonb('preview').$type<{ token: string } & CancelCorrection['totals']>().notNull(),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cancel_corrections_original_idx').on(t.original_event_id),
    index('cancel_corrections_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);
