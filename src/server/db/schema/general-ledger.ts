import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerId, id } from './columns';
import { commitments, fund_entities, fundFamilyId, investor_entities } from './fund-structure';
import { users } from './foundation';
import { fund_family_events, transaction_codes, transactions } from './ledger';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** GL account → transaction code of the integration's fund family. */
export type GeneralLedgerAccountMapping = { gl_account: string; transaction_code_id: string };
/** GL investor id → commitment: a manual override of the match through external IDs. */
export type GeneralLedgerInvestorMapping = { gl_investor_id: string; commitment_id: string };
/** GL fund / legal entity id → fund entity. */
export type GeneralLedgerEntityMapping = { gl_entity_id: string; fund_entity_id: string };

/**
 * A connection of one fund family to the customer's accounting system (spec §2
 * general-ledger). The mappings are small lists edited as a whole on the profile tab; the
 * service checks every id they name belongs to the fund family.
 */
export const general_ledger_integrations = pgTable(
  'general_ledger_integrations',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    general_ledger_type: text('general_ledger_type', { enum: ['investran', 'yardi'] }).notNull(),
    ingestion_type: text('ingestion_type', { enum: ['sftp', 'upload'] }).notNull(),
    account_mappings: jsonb('account_mappings')
      .$type<GeneralLedgerAccountMapping[]>()
      .notNull()
      .default([]),
    investor_mappings: jsonb('investor_mappings')
      .$type<GeneralLedgerInvestorMapping[]>()
      .notNull()
      .default([]),
    entity_mappings: jsonb('entity_mappings')
      .$type<GeneralLedgerEntityMapping[]>()
      .notNull()
      .default([]),
    created_at: createdAt(),
  },
  (t) => [
    unique('general_ledger_integrations_name_unique').on(t.customer_id, t.name),
    index('general_ledger_integrations_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);

/**
 * One upload (or hand-typed batch) of journal entries. `state` is the persisted value of
 * machines/general-ledger-import-event.machine.ts; a posted import names the
 * general_ledger_import event holding its ledger rows.
 */
export const general_ledger_import_events = pgTable(
  'general_ledger_import_events',
  {
    id: id(),
    customer_id: customerId(),
    integration_id: uuid('integration_id')
      .notNull()
      .references(() => general_ledger_integrations.id),
    state: text('state', { enum: ['draft', 'posted', 'rolled_back'] })
      .notNull()
      .default('draft'),
    /** Null when the entries were typed by hand. */
    filename: text('filename'),
    /** SHA-256 of the uploaded bytes: the same file cannot be posted twice. */
    file_sha256: text('file_sha256'),
    fund_family_event_id: uuid('fund_family_event_id').references(() => fund_family_events.id),
    created_by_id: uuid('created_by_id').references(() => users.id),
    created_at: createdAt(),
    posted_at: timestamp('posted_at', { withTimezone: true }),
    rolled_back_at: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [
    index('general_ledger_import_events_integration_idx').on(t.customer_id, t.integration_id),
  ],
);

/**
 * A journal-entry line as read from the file or the grid (text, resolved on every read so a
 * fixed mapping applies at once). Posting records what it resolved to and the ledger row it
 * became, so each transaction traces back to its line; a rollback clears the ledger link.
 */
export const general_ledger_entries = pgTable(
  'general_ledger_entries',
  {
    id: id(),
    customer_id: customerId(),
    import_event_id: uuid('import_event_id')
      .notNull()
      .references(() => general_ledger_import_events.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    date: text('date').notNull(),
    gl_account: text('gl_account').notNull(),
    gl_investor_id: text('gl_investor_id').notNull(),
    gl_entity_id: text('gl_entity_id').notNull(),
    amount: text('amount').notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    source_problem: text('source_problem'),
    posted_amount_cents: bigint('posted_amount_cents', { mode: 'number' }),
    posted_transaction_code_id: uuid('posted_transaction_code_id').references(
      () => transaction_codes.id,
    ),
    posted_commitment_id: uuid('posted_commitment_id').references(() => commitments.id),
    posted_investor_entity_id: uuid('posted_investor_entity_id').references(
      () => investor_entities.id,
    ),
    posted_fund_entity_id: uuid('posted_fund_entity_id').references(() => fund_entities.id),
    transaction_id: bigint('transaction_id', { mode: 'number' }).references(() => transactions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('general_ledger_entries_line_unique').on(t.import_event_id, t.line),
    index('general_ledger_entries_customer_idx').on(t.customer_id),
  ],
);
