import { bigint, boolean, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The ledger of each commitment summed by everything the figures read: draft or posted, the
 * code, the sign, the event's type, and the event itself when it is a closing (there it decides
 * who pays equalization; elsewhere which event does not matter to a figure). Database triggers
 * on `transactions` keep it in the same transaction as every insert, update and delete of
 * ledger rows (migration 0032), so it cannot disagree with the ledger; the commitments and
 * investors tables read thousands of these instead of a million rows (issue 16's bench). Never
 * written by the app. It has no foreign keys of its own (0041): a group exists only while
 * ledger rows, which have them, do.
 */
export const commitment_ledger_totals = pgTable(
  'commitment_ledger_totals',
  {
    customer_id: uuid('customer_id').notNull(),
    fund_family_id: uuid('fund_family_id').notNull(),
    commitment_id: uuid('commitment_id').notNull(),
    is_draft: boolean('is_draft').notNull(),
    /** Spec §3 fund family event type of the event that wrote the rows. */
    event_type: text('event_type').notNull(),
    /** The closing that wrote the rows; null for every other event type. */
    closing_event_id: uuid('closing_event_id'),
    transaction_code_id: uuid('transaction_code_id').notNull(),
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
