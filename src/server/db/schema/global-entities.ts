import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customerId, id } from './columns';
import { investor_entities, investors } from './fund-structure';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Legal entities of a customer that are neither a fund family's entity nor an investor's:
 * banks, lenders, management companies (spec §2 "entities"). The global entity list shows
 * these beside the fund entities and the investor entities.
 */
export const global_entities = pgTable(
  'global_entities',
  {
    id: id(),
    customer_id: customerId(),
    full_name: text('full_name').notNull(),
    short_name: text('short_name'),
    functional_type: text('functional_type').notNull(),
    legal_type: text('legal_type').notNull(),
    /** Address, contacts and external IDs, the same shape as an investor entity's profile. */
    profile: jsonb('profile').notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('global_entities_customer_idx').on(t.customer_id)],
);

/**
 * A bank account of any entity (fund, investor or global). entity_id names a row of one of
 * those three tables, so it has no foreign key: the service checks it belongs to the customer.
 */
export const entity_bank_accounts = pgTable(
  'entity_bank_accounts',
  {
    id: id(),
    customer_id: customerId(),
    entity_id: uuid('entity_id').notNull(),
    bank_name: text('bank_name').notNull(),
    account_name: text('account_name').notNull(),
    /** Sensitive: the API sends it masked but for its last four digits. */
    account_number: text('account_number').notNull(),
    aba_routing_number: text('aba_routing_number'),
    swift_code: text('swift_code'),
    created_at: createdAt(),
  },
  (t) => [index('entity_bank_accounts_entity_idx').on(t.customer_id, t.entity_id)],
);

/**
 * Investors linked to investor entities beyond the one each entity was created with
 * (investor_entities.investor_id): spec §7 investor-entity-relationships.
 */
export const investor_entity_relationships = pgTable(
  'investor_entity_relationships',
  {
    id: id(),
    customer_id: customerId(),
    investor_id: uuid('investor_id')
      .notNull()
      .references(() => investors.id),
    investor_entity_id: uuid('investor_entity_id')
      .notNull()
      .references(() => investor_entities.id),
    created_at: createdAt(),
  },
  (t) => [
    unique('investor_entity_relationships_unique').on(t.investor_id, t.investor_entity_id),
    index('investor_entity_relationships_customer_idx').on(t.customer_id),
  ],
);
