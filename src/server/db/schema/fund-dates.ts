import { customerId, id } from './columns';
import { date, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { fund_families, fundFamilyId } from './fund-structure';

/** Spec §3 fund family dates: the fund's term and its commitment and investment periods. */
export const fund_family_dates = pgTable('fund_family_dates', {
  fund_family_id: uuid('fund_family_id')
    .primaryKey()
    .references(() => fund_families.id),
  customer_id: customerId(),
  fund_start_date: date('fund_start_date'),
  fund_end_date: date('fund_end_date'),
  commitment_period_start: date('commitment_period_start'),
  commitment_period_end: date('commitment_period_end'),
  investment_period_start: date('investment_period_start'),
  investment_period_end: date('investment_period_end'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A fund's own named dates (e.g. "Final close deadline"), unique by name within the fund. */
export const fund_family_named_dates = pgTable(
  'fund_family_named_dates',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    date: date('date').notNull(),
  },
  (t) => [unique('fund_family_named_dates_name_unique').on(t.fund_family_id, t.name)],
);
