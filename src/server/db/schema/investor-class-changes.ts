import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerId, id } from './columns';
import { commitments, fundFamilyId, investor_classes } from './fund-structure';
import { fund_family_events, transaction_codes } from './ledger';

/**
 * How a fund family's transaction code applies to one commitment class (spec §2 class tab
 * transaction-codes): whether the class uses it, and the name the class shows it under.
 */
export const investor_class_transaction_code_overrides = pgTable(
  'investor_class_transaction_code_overrides',
  {
    customer_id: customerId(),
    investor_class_id: uuid('investor_class_id')
      .notNull()
      .references(() => investor_classes.id, { onDelete: 'cascade' }),
    transaction_code_id: uuid('transaction_code_id')
      .notNull()
      .references(() => transaction_codes.id, { onDelete: 'cascade' }),
    is_enabled: boolean('is_enabled').notNull().default(true),
    /** Null: the fund family's display name. */
    display_name: text('display_name'),
  },
  (t) => [primaryKey({ columns: [t.investor_class_id, t.transaction_code_id] })],
);

/**
 * A commitment moved from one class to another as of an effective date (spec §2
 * change-commitment-class): a draft until finalized, then part of the commitment's history.
 * The classes are kept (no cascade) so the history stays readable.
 */
export const commitment_class_changes = pgTable(
  'commitment_class_changes',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fund_family_event_id: uuid('fund_family_event_id')
      .notNull()
      .unique()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    commitment_id: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id),
    from_investor_class_id: uuid('from_investor_class_id').references(() => investor_classes.id),
    to_investor_class_id: uuid('to_investor_class_id').references(() => investor_classes.id),
    effective_date: date('effective_date').notNull(),
    state: text('state', { enum: ['draft', 'finalized'] })
      .notNull()
      .default('draft'),
    finalized_at: timestamp('finalized_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('commitment_class_changes_commitment_idx').on(t.customer_id, t.commitment_id)],
);
