import { customerId, id } from './columns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVESTMENT_TYPES, SECURITY_TYPES } from '../../../domain/mxl/ledger-index';
import { commitments, fund_entities, investor_entities, fundFamilyId } from './fund-structure';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Transaction code configuration of a fund family, with the flags of spec §3. */
export const transaction_codes = pgTable(
  'transaction_codes',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    display_name: text('display_name').notNull(),
    classification: text('classification').notNull(),
    affects_equalization_interest: boolean('affects_equalization_interest')
      .notNull()
      .default(false),
    affects_fee_accrual_interest: boolean('affects_fee_accrual_interest').notNull().default(false),
    affects_gross_irr: boolean('affects_gross_irr').notNull().default(false),
    affects_nav: boolean('affects_nav').notNull().default(false),
    affects_net_irr: boolean('affects_net_irr').notNull().default(false),
    affects_waterfall: boolean('affects_waterfall').notNull().default(false),
    is_recallable: boolean('is_recallable').notNull().default(false),
    should_get_equalized: boolean('should_get_equalized').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [unique('transaction_codes_name_unique').on(t.fund_family_id, t.name)],
);

/**
 * Posted and draft events of a fund family, ordered by (effective_date, sequence). The
 * state is the persisted value of the event's lifecycle machine.
 */
export const fund_family_events = pgTable(
  'fund_family_events',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    event_type: text('event_type').notNull(),
    state: text('state', {
      enum: ['draft', 'in_progress', 'completed', 'out_of_date', 'cancelled'],
    })
      .notNull()
      .default('draft'),
    name: text('name').notNull(),
    effective_date: date('effective_date').notNull(),
    sequence: integer('sequence').notNull(),
    is_running: boolean('is_running').notNull().default(false),
    workflow_message: text('workflow_message'),
    created_at: createdAt(),
  },
  (t) => [
    unique('fund_family_events_order_unique').on(t.fund_family_id, t.effective_date, t.sequence),
  ],
);

/** The ledger: every financial effect is one row, in integer cents. */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fund_family_event_id: uuid('fund_family_event_id')
      .notNull()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    fund_entity_id: uuid('fund_entity_id')
      .notNull()
      .references(() => fund_entities.id),
    investor_entity_id: uuid('investor_entity_id').references(() => investor_entities.id),
    commitment_id: uuid('commitment_id').references(() => commitments.id),
    transaction_code_id: uuid('transaction_code_id')
      .notNull()
      .references(() => transaction_codes.id),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    effective_date: date('effective_date').notNull(),
    is_draft: boolean('is_draft').notNull().default(false),
    // The capital event that settled an outstanding (draft) closing equalization row: it posted
    // the row (is_draft false) and rolling that event back drafts it again (issue 17).
    settled_by_event_id: uuid('settled_by_event_id').references(() => fund_family_events.id),
    // A cancel-correct's reversal of another event's row (issue 21): the event whose posting it
    // negates. The corrected rows beside it carry none, so each side reads back on its own.
    reverses_event_id: uuid('reverses_event_id').references(() => fund_family_events.id, {
      onDelete: 'cascade',
    }),
    // Spec §3 filters investment_type, security_type and exclude_fee_holdbacks read these.
    // Null when the row is not about an investment (investments are not built yet).
    investment_type: text('investment_type', { enum: INVESTMENT_TYPES }),
    security_type: text('security_type', { enum: SECURITY_TYPES }),
    is_fee_holdback: boolean('is_fee_holdback').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    check(
      'transactions_investment_type',
      sql`${t.investment_type} IS NULL OR ${t.investment_type} IN (${sql.raw(INVESTMENT_TYPES.map((x) => `'${x}'`).join(', '))})`,
    ),
    check(
      'transactions_security_type',
      sql`${t.security_type} IS NULL OR ${t.security_type} IN (${sql.raw(SECURITY_TYPES.map((x) => `'${x}'`).join(', '))})`,
    ),
    index('transactions_family_date_idx').on(t.customer_id, t.fund_family_id, t.effective_date),
    index('transactions_event_idx').on(t.fund_family_event_id),
    index('transactions_commitment_idx').on(t.commitment_id),
    index('transactions_settled_by_idx').on(t.settled_by_event_id),
    check('transactions_amount_safe', sql`abs(${t.amount_cents}) < 9007199254740991`),
  ],
);
