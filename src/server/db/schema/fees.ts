import { customerId, id } from './columns';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DAY_COUNTS } from '../../../domain/day-count';
import type { OffsetType, RatePoint } from '../../../domain/fees';
import { FEE_PRORATIONS } from '../../../domain/fees/fee-enums';
import { users } from './foundation';
import { commitments, fundFamilyId, investor_classes } from './fund-structure';

/** From `from` on, the fee basis is this calculation of the fund family (the engine's BasisSource). */
export type FeeBasisPoint = { from: string; calculation_id: string };

/**
 * A fee of a fund family (spec §3 "Fee"), stored in the shape src/domain/fees consumes:
 * `rates` is the fund level of a FeeRateSchedule (decimal strings, "0.02" = 2%), the terms
 * columns are FeeTerms, and the offsets and waivers settings feed runFeePeriod.
 */
export const fees = pgTable(
  'fees',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['management'] })
      .notNull()
      .default('management'),
    rates: jsonb('rates').$type<RatePoint[]>().notNull(),
    basis: jsonb('basis').$type<FeeBasisPoint[]>().notNull(),
    day_count: text('day_count', { enum: DAY_COUNTS }).notNull(),
    /**
     * How a period's share of the annual rate is found: model_lpa (a full period is its share
     * of the year, a short one actual days over 365) or day_count (every period by day_count).
     * Existing fees keep day_count, the behaviour they were charged under.
     */
    proration: text('proration', { enum: FEE_PRORATIONS }).notNull().default('day_count'),
    cadence: text('cadence', { enum: ['monthly', 'quarterly'] }).notNull(),
    charge_timing: text('charge_timing', { enum: ['in_advance', 'in_arrears'] }).notNull(),
    basis_determination: text('basis_determination', {
      enum: ['day_weighted_average', 'end_day', 'start_day'],
    }).notNull(),
    partial_period_basis: text('partial_period_basis', {
      enum: ['use_partial_period', 'use_posting_period'],
    }).notNull(),
    true_up_eligible: boolean('true_up_eligible').notNull().default(true),
    /** Share of each offset type that reduces the fee, decimal strings ("1" = 100%). */
    offset_percentages: jsonb('offset_percentages')
      .$type<Partial<Record<OffsetType, string>>>()
      .notNull()
      .default({}),
    order_of_operations: text('order_of_operations', {
      enum: ['offsets_first', 'waivers_first'],
    }).notNull(),
    /** Null: the fee takes no waivers. */
    waiver_methodology: text('waiver_methodology', {
      enum: [
        'fee_waiver_accruals_per_lp',
        'gp_cashless_contributions_with_optional_post_waterfall_clawback',
        'gp_cashless_contributions_with_pre_waterfall_gp_distributions',
      ],
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fees_name_unique').on(t.fund_family_id, t.name),
    index('fees_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);

/** A commitment class's own rates for a fee: the investor_class level of the FeeRateSchedule. */
export const investor_class_fee_overrides = pgTable(
  'investor_class_fee_overrides',
  {
    customer_id: customerId(),
    investor_class_id: uuid('investor_class_id')
      .notNull()
      .references(() => investor_classes.id, { onDelete: 'cascade' }),
    fee_id: uuid('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    rates: jsonb('rates').$type<RatePoint[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.investor_class_id, t.fee_id] })],
);

/**
 * A commitment's own rates for a fee (a side letter's reduced rate): the commitment level of the
 * FeeRateSchedule, which wins over its class's rates and the fund's. Rates are stored as the
 * class overrides store them (decimal-string fractions from a date on).
 */
export const commitment_fee_overrides = pgTable(
  'commitment_fee_overrides',
  {
    customer_id: customerId(),
    commitment_id: uuid('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    fee_id: uuid('fee_id')
      .notNull()
      .references(() => fees.id, { onDelete: 'cascade' }),
    rates: jsonb('rates').$type<RatePoint[]>().notNull(),
    created_by: uuid('created_by').references(() => users.id),
    updated_by: uuid('updated_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commitment_id, t.fee_id] }),
    // A fee run reads one fee's overrides for every commitment of the customer.
    index('commitment_fee_overrides_fee_idx').on(t.customer_id, t.fee_id),
  ],
);
