import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { customerId } from './columns';
import { fundFamilyId } from './fund-structure';
import { fund_family_events, transaction_codes } from './ledger';

/**
 * A fund expense allocated to the capital accounts without a call (the demo's organizational
 * expenses): the inputs of its `adjustment` event, kept so a refresh can split the same amount
 * again over the commitments in force as the ledger then stands (issue 21). The event holds the
 * name and the date; its rows hold each commitment's cents.
 */
export const fund_expense_allocations = pgTable(
  'fund_expense_allocations',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    transaction_code_id: uuid('transaction_code_id')
      .notNull()
      .references(() => transaction_codes.id),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('fund_expense_allocations_family_idx').on(t.customer_id, t.fund_family_id)],
);
