import { bigint, boolean, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { customerId } from './columns';
import { commitments, fundFamilyId } from './fund-structure';
import { fund_family_events, transaction_codes } from './ledger';

/**
 * The ledger of each commitment summed by everything the figures read: draft or posted, the
 * code, the sign, the event's type, and the event itself when it is a closing (there it decides
 * who pays equalization; elsewhere which event does not matter to a figure). Database triggers on `transactions` keep it
 * in the same transaction as every insert, update and delete of ledger rows (migration
 * 0032), so it cannot disagree with the ledger; the commitments and investors tables read
 * thousands of these instead of a million rows (issue 16's bench). Never written by the app.
 */
export const commitment_ledger_totals = pgTable(
  'commitment_ledger_totals',
  {
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    commitment_id: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    is_draft: boolean('is_draft').notNull(),
    /** Spec §3 fund family event type of the event that wrote the rows. */
    event_type: text('event_type').notNull(),
    /** The closing that wrote the rows; null for every other event type. */
    closing_event_id: uuid('closing_event_id').references(() => fund_family_events.id, {
      onDelete: 'cascade',
    }),
    transaction_code_id: uuid('transaction_code_id')
      .notNull()
      .references(() => transaction_codes.id, { onDelete: 'cascade' }),
    /** amount_cents > 0: a group never nets a row against its reversal. */
    is_positive: boolean('is_positive').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    row_count: integer('row_count').notNull(),
  },
  (t) => [
    unique('commitment_ledger_totals_group')
      .on(
        t.commitment_id,
        t.is_draft,
        t.event_type,
        t.closing_event_id,
        t.transaction_code_id,
        t.is_positive,
      )
      .nullsNotDistinct(),
  ],
);
