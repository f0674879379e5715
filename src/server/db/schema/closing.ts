import { customerId, id } from './columns';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AuditStep } from '../../../domain';
import { users } from './foundation';
import { commitments, fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/** A closing; `state` is the persisted value of machines/closing.machine.ts. */
export const closings = pgTable(
  'closings',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    closing_date: date('closing_date').notNull(),
    state: text('state', {
      enum: ['draft', 'sent_for_approval', 'complete', 'finalized', 'discarded'],
    })
      .notNull()
      .default('draft'),
    /** Set when finalized: the ledger event holding its commitment and equalization rows. */
    fund_family_event_id: uuid('fund_family_event_id').references(() => fund_family_events.id),
    /** Set when finalized: how the posted capital equalization was computed. */
    equalization_audit: jsonb('equalization_audit').$type<AuditStep[]>(),
    /** Set when finalized: how the posted fee true-ups were computed from the stored fee terms. */
    fee_true_up_audit: jsonb('fee_true_up_audit').$type<AuditStep[]>(),
    /** Set when finalized: how the posted equalization interest was computed (or why none). */
    equalization_interest_audit: jsonb('equalization_interest_audit').$type<AuditStep[]>(),
    /**
     * Who sent it for approval (the preparer, whom maker-checker keeps from approving it);
     * null while a draft, and for closings sent before this was recorded.
     */
    sent_for_approval_by: uuid('sent_for_approval_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Who approved it (moved it to complete). */
    approved_by: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closings_family_idx').on(t.customer_id, t.fund_family_id)],
);

/** The commitment amounts a closing admits, until finalizing writes them to the ledger. */
export const closing_commitments = pgTable(
  'closing_commitments',
  {
    closing_id: uuid('closing_id')
      .notNull()
      .references(() => closings.id, { onDelete: 'cascade' }),
    commitment_id: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * Capital equalization this admitted commitment pays, set by hand in a draft closing in place
     * of the computed amount; null: the computed amount.
     */
    equalization_override_cents: bigint('equalization_override_cents', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.closing_id, t.commitment_id] }),
    check('closing_commitments_amount_positive', sql`${t.amount_cents} > 0`),
    check(
      'closing_commitments_equalization_override_not_negative',
      sql`${t.equalization_override_cents} >= 0`,
    ),
  ],
);
