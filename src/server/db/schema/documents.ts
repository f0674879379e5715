import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { documentStates } from '../../../api/document-states';
import { customerId, id } from './columns';
import { users } from './foundation';
import { fund_families } from './fund-structure';

/**
 * A stored file (spec §3 Document): its bytes live in the document storage under
 * `storage_key` (local disk, or an object store), never in the database; the row says what
 * they are (content type sniffed, sha256) and how far the upload got (spec §4 state).
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    customer_id: customerId(),
    /** Set for a fund family's documents (notices); a customer-wide document has none. */
    fund_family_id: uuid('fund_family_id').references(() => fund_families.id),
    /** The kind: an upload configuration's document_type, or a system one such as notice. */
    document_type: text('document_type').notNull(),
    filename: text('filename').notNull(),
    /** The content type the bytes were sniffed as (what the client claimed until they arrive). */
    mime_type: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }),
    /** Hex SHA-256 of the stored bytes: set when they arrive. */
    sha256: text('sha256'),
    state: text('state', { enum: documentStates }).notNull().default('no_upload'),
    /** Why the upload failed, in the words shown to the user. */
    error: text('error'),
    storage_key: text('storage_key').notNull().unique(),
    uploaded_by_id: uuid('uploaded_by_id').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_customer_type_idx').on(t.customer_id, t.document_type),
    index('documents_fund_family_idx').on(t.fund_family_id),
    check('documents_size_not_negative', sql`${t.size} IS NULL OR ${t.size} >= 0`),
  ],
);

/**
 * A customer's upload configuration (spec §7 upload-configurations): which document types
 * its users upload and the extensions each allows. Replaced as a whole set.
 */
export const upload_configurations = pgTable(
  'upload_configurations',
  {
    id: id(),
    customer_id: customerId(),
    document_type: text('document_type').notNull(),
    display_name: text('display_name').notNull(),
    /** Lower case, without the dot: pdf, xlsx. */
    allowed_extensions: text('allowed_extensions').array().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('upload_configurations_type').on(t.customer_id, t.document_type)],
);
