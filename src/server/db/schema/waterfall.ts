import { customerId, id } from './columns';
import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { WaterfallTier } from '../../../domain/waterfall';
import { fund_entities, fundFamilyId } from './fund-structure';

/**
 * The default waterfall of a fund family (spec §3 "Waterfall tier"): its tiers in the shape
 * src/domain/waterfall runs (rates as decimal strings), without class overrides, which live on
 * investor_classes.waterfall_overrides and are merged in when the engine is fed.
 */
export const waterfall_configurations = pgTable(
  'waterfall_configurations',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    /** UI wording: whole fund (European) or hybrid. */
    waterfall_type: text('waterfall_type', { enum: ['whole_fund', 'hybrid'] }).notNull(),
    configuration_type: text('configuration_type', { enum: ['basic', 'mxl'] })
      .notNull()
      .default('basic'),
    /** The fund entity (usually the general partner) that takes the carry. */
    carry_partner_entity_id: uuid('carry_partner_entity_id').references(() => fund_entities.id),
    pref_effect: text('pref_effect', { enum: ['actual', 'equalized'] })
      .notNull()
      .default('actual'),
    tiers: jsonb('tiers').$type<WaterfallTier[]>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('waterfall_configurations_family_unique').on(t.fund_family_id)],
);
