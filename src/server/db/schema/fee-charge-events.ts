import { date, index, jsonb, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FundOffset } from '../../../domain/fees';
import { customerId } from './columns';
import { fees } from './fees';
import { users } from './foundation';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/** A commitment's waiver for one fee charge event, in cents (granted by the GP for the period). */
export type FeeChargeWaiver = { commitment_id: string; amount_cents: number };

/**
 * A fee charge event (spec §4, issue 20): one fee of a fund family charged for one period, the
 * fund family event of type charge_fee. Its state is the event's state (draft; published is the
 * event's completed); its ledger rows carry the event id. The offsets and waivers are what the
 * preparer entered; every figure is recomputed from them and the stored fee terms.
 */
export const fee_charge_events = pgTable(
  'fee_charge_events',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fee_id: uuid('fee_id')
      .notNull()
      .references(() => fees.id),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    offsets: jsonb('offsets').$type<FundOffset[]>().notNull().default([]),
    waivers: jsonb('waivers').$type<FeeChargeWaiver[]>().notNull().default([]),
    created_by: uuid('created_by').references(() => users.id),
    /** The last user to change the draft: a preparer too, for maker-checker. */
    updated_by: uuid('updated_by').references(() => users.id),
    published_by: uuid('published_by').references(() => users.id),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Backstop of the overlap check ("The same time period cannot be used for more than one fee
    // calculation."): two requests racing for the same period cannot both insert.
    unique('fee_charge_events_period_unique').on(t.fee_id, t.period_start),
    index('fee_charge_events_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);
