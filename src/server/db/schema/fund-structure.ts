import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TierParams } from '../../../domain/waterfall';
import { customerId, id } from './columns';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The fund family a row belongs to. */
export const fundFamilyId = () =>
  uuid('fund_family_id')
    .notNull()
    .references(() => fund_families.id);

export const fund_families = pgTable(
  'fund_families',
  {
    id: id(),
    customer_id: customerId(),
    name: text('name').notNull(),
    state: text('state', { enum: ['draft', 'fundraising', 'active', 'dissolved', 'deleted'] })
      .notNull()
      .default('draft'),
    fees_enabled: boolean('fees_enabled').notNull().default(false),
    currency: text('currency', { enum: ['EUR', 'GBP', 'USD'] })
      .notNull()
      .default('USD'),
    rounding_methodology: text('rounding_methodology', { enum: ['cents', 'dollar'] })
      .notNull()
      .default('cents'),
    rounding_partner_ordering: text('rounding_partner_ordering', {
      enum: ['largest_allocation', 'gp_then_largest_allocation'],
    })
      .notNull()
      .default('largest_allocation'),
    /**
     * Spec §3 "Capital call methodology: gross or net fees": whether a call's computed
     * management fee line charges each LP its gross fee or its net fee (less offsets and waivers).
     */
    capital_call_methodology: text('capital_call_methodology', { enum: ['gross', 'net'] })
      .notNull()
      .default('gross'),
    /** Equalization settings and other profile settings the spec groups together. */
    settings: jsonb('settings').notNull().default({}),
    target_raise_cents: bigint('target_raise_cents', { mode: 'number' }),
    target_close_date: date('target_close_date'),
    first_closed_on: date('first_closed_on'),
    phase: text('phase'),
    created_at: createdAt(),
  },
  (t) => [index('fund_families_customer_idx').on(t.customer_id)],
);

/** Funds and other entities of a fund family (main, parallel, feeder, GP, …). */
export const fund_entities = pgTable(
  'fund_entities',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: uuid('fund_family_id')
      .notNull()
      .references(() => fund_families.id),
    name: text('name').notNull(),
    short_name: text('short_name'),
    functional_type: text('functional_type').notNull(),
    legal_type: text('legal_type').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('fund_entities_family_idx').on(t.customer_id, t.fund_family_id)],
);

export const investors = pgTable(
  'investors',
  {
    id: id(),
    customer_id: customerId(),
    name: text('name').notNull(),
    external_id: text('external_id'),
    primary_contact_email: text('primary_contact_email'),
    created_at: createdAt(),
  },
  (t) => [index('investors_customer_idx').on(t.customer_id)],
);

/** The legal entity through which an investor commits (spec §3 "Investor entity"). */
export const investor_entities = pgTable(
  'investor_entities',
  {
    id: id(),
    customer_id: customerId(),
    investor_id: uuid('investor_id')
      .notNull()
      .references(() => investors.id),
    full_name: text('full_name').notNull(),
    short_name: text('short_name'),
    legal_type: text('legal_type').notNull(),
    profile: jsonb('profile').notNull().default({}),
    /**
     * Set when this investor entity is a fund's own GP entity holding the GP commitment: one
     * record per GP fund entity, so the GP commits through the same model as every investor.
     */
    gp_fund_entity_id: uuid('gp_fund_entity_id').references(() => fund_entities.id),
    created_at: createdAt(),
  },
  (t) => [
    index('investor_entities_customer_idx').on(t.customer_id),
    unique('investor_entities_gp_fund_entity_unique').on(t.gp_fund_entity_id),
  ],
);

/**
 * A commitment class (investor class) of a fund family: commitments in it may have their own
 * fee rates (investor_class_fee_overrides) and waterfall tier parameters, by tier name.
 */
export const investor_classes = pgTable(
  'investor_classes',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    description: text('description'),
    waterfall_overrides: jsonb('waterfall_overrides')
      .$type<Record<string, TierParams>>()
      .notNull()
      .default({}),
    created_at: createdAt(),
  },
  (t) => [
    // Case-insensitive: 'Class A' and 'class a' are one name in a fund family.
    uniqueIndex('investor_classes_name_unique').on(t.fund_family_id, sql`lower(${t.name})`),
    index('investor_classes_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);

export const commitments = pgTable(
  'commitments',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: uuid('fund_family_id')
      .notNull()
      .references(() => fund_families.id),
    /** The fund entity the commitment is made to (spec: owning_entity_id). */
    owning_entity_id: uuid('owning_entity_id')
      .notNull()
      .references(() => fund_entities.id),
    investor_entity_id: uuid('investor_entity_id')
      .notNull()
      .references(() => investor_entities.id),
    is_gp: boolean('is_gp').notNull().default(false),
    /** Optional commitment class; null means the fund's default fees and waterfall. */
    investor_class_id: uuid('investor_class_id').references(() => investor_classes.id),
    created_at: createdAt(),
  },
  (t) => [index('commitments_family_idx').on(t.customer_id, t.fund_family_id)],
);
