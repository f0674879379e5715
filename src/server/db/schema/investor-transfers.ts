import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { transferDocumentTypes } from '../../../api/investor-transfer-documents';
import type { AuditStep } from '../../../domain';
import { bytea, customerId, id } from './columns';
import { commitments, fundFamilyId, investor_entities } from './fund-structure';
import { users } from './foundation';
import { fund_family_events } from './ledger';

/** An investor transfer (spec §3); `state` is the persisted value of machines/transfer.machine.ts. */
export const investor_transfers = pgTable(
  'investor_transfers',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    /** The transferor: the commitment whose balances move. */
    transferor_commitment_id: uuid('transferor_commitment_id')
      .notNull()
      .references(() => commitments.id),
    transfer_date: date('transfer_date').notNull(),
    day_of_timing: text('day_of_timing', { enum: ['beginning_of_day', 'end_of_day'] })
      .notNull()
      .default('end_of_day'),
    state: text('state', { enum: ['draft', 'scheduled', 'processed', 'discarded'] })
      .notNull()
      .default('draft'),
    /** Set when processed: the date the ledger rows are effective (later when backdated). */
    processing_date: date('processing_date'),
    /** Set when processed: the investor_transfer event holding its ledger rows. */
    fund_family_event_id: uuid('fund_family_event_id').references(() => fund_family_events.id),
    /** Set when processed: how every moved amount was computed. */
    audit: jsonb('audit').$type<AuditStep[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('investor_transfers_family_idx').on(t.customer_id, t.fund_family_id)],
);

/** Who receives how much of the transferor's commitment. */
export const investor_transfer_transferees = pgTable(
  'investor_transfer_transferees',
  {
    id: id(),
    investor_transfer_id: uuid('investor_transfer_id')
      .notNull()
      .references(() => investor_transfers.id, { onDelete: 'cascade' }),
    investor_entity_id: uuid('investor_entity_id')
      .notNull()
      .references(() => investor_entities.id),
    /** Set when processed: the transferee's commitment (existing, or created for it). */
    commitment_id: uuid('commitment_id').references(() => commitments.id),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('investor_transfer_transferees_unique').on(t.investor_transfer_id, t.investor_entity_id),
    check('investor_transfer_transferees_amount_positive', sql`${t.amount_cents} > 0`),
  ],
);

/** A document attached to an investor transfer; its bytes are read only to download it. */
export const investor_transfer_documents = pgTable(
  'investor_transfer_documents',
  {
    id: id(),
    customer_id: customerId(),
    investor_transfer_id: uuid('investor_transfer_id')
      .notNull()
      .references(() => investor_transfers.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mime_type: text('mime_type').notNull(),
    document_type: text('document_type', { enum: transferDocumentTypes }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploaded_by_id: uuid('uploaded_by_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investor_transfer_documents_transfer_idx').on(t.investor_transfer_id),
    check('investor_transfer_documents_size', sql`${t.size} = octet_length(${t.content})`),
  ],
);
