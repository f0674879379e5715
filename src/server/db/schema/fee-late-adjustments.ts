import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FundOffset } from '../../../domain/fees';
import { customerId } from './columns';
import { fee_charge_events, type FeeChargeWaiver } from './fee-charge-events';
import { users } from './foundation';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/** What an applied adjustment gave one commitment, kept so a later one starts from it. */
export type FeeLateAdjustmentApplied = {
  commitment_id: string;
  offsets_cents: number;
  waivers_cents: number;
};

/**
 * Late offsets and late waivers of a published fee charge event (spec §2, §4; issue 20): the
 * fund family event of type adjustment that posts only the differences they make to the period.
 * Its state is the event's: draft, completed (applied) or cancelled (discarded). `kind` is the
 * screen it was created from (late-offsets or late-waivers); either list may hold items.
 */
export const fee_late_adjustments = pgTable(
  'fee_late_adjustments',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fee_charge_event_id: uuid('fee_charge_event_id')
      .notNull()
      .references(() => fee_charge_events.fund_family_event_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['late_offsets', 'late_waivers'] }).notNull(),
    offsets: jsonb('offsets').$type<FundOffset[]>().notNull().default([]),
    waivers: jsonb('waivers').$type<FeeChargeWaiver[]>().notNull().default([]),
    /** Set when applied: each commitment's share of the late items. */
    applied: jsonb('applied').$type<FeeLateAdjustmentApplied[]>(),
    created_by: uuid('created_by').references(() => users.id),
    updated_by: uuid('updated_by').references(() => users.id),
    applied_by: uuid('applied_by').references(() => users.id),
    applied_at: timestamp('applied_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fee_late_adjustments_charge_idx').on(t.customer_id, t.fee_charge_event_id)],
);
