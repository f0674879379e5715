import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { documentStateLabels } from '../../api/document-states';
import {
  documentEmpty,
  documentTooLarge,
  extensionOf,
  maxDocumentBytes,
  type DocumentRecord,
} from '../../api/documents';
import { invalid, notFound } from '../api-error';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { documents, fund_families } from '../db/schema';
import type { Scope } from '../scope';
import { mimeTypeFor, sniffContent } from './content-sniffing';
import { localDiskStorage, type DocumentStorage } from './document-storage';

export type DocumentRow = typeof documents.$inferSelect;

const storages = new Map<string, DocumentStorage>();

/** The storage the configuration names: the local disk under documentsDir (the only one yet). */
export function documentStorage(config: Pick<Config, 'documentsDir'>): DocumentStorage {
  let storage = storages.get(config.documentsDir);
  if (!storage) {
    storage = localDiskStorage(config.documentsDir);
    storages.set(config.documentsDir, storage);
  }
  return storage;
}

export const documentDownloadUrl = (id: string) => `/api/documents/download?document_id=${id}`;

/** The row as the API answers it (spec §3 Document). */
export const asDocumentRecord = (row: DocumentRow): DocumentRecord => ({
  id: row.id,
  filename: row.filename,
  size: row.size,
  state: row.state,
  state_display: documentStateLabels[row.state],
  created_at: row.created_at.toISOString(),
  error: row.error,
  document_type: row.document_type,
  fund_family_id: row.fund_family_id,
  mime_type: row.mime_type,
  sha256: row.sha256,
  s3_key: row.storage_key,
  uploaded_by_id: row.uploaded_by_id,
  url: documentDownloadUrl(row.id),
});

/** A fund family named by a document must be the customer's own: another's is a 404. */
async function assertFundFamily(db: Database, scope: Scope, fundFamilyId: string | null) {
  if (!fundFamilyId) return;
  const [family] = await db
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(
      and(eq(fund_families.id, fundFamilyId), eq(fund_families.customer_id, scope.customerId)),
    );
  if (!family) throw notFound('No such fund family');
}

export type NewDocument = {
  document_type: string;
  filename: string;
  fund_family_id?: string | null;
  /** What the uploader says it is; replaced by the sniffed type once the bytes arrive. */
  mime_type?: string;
  uploaded_by_id: string | null;
};

/** A document waiting for its bytes (state no_upload): the first half of an upload. */
export async function createDocument(tx: Database, scope: Scope, input: NewDocument) {
  await assertFundFamily(tx, scope, input.fund_family_id ?? null);
  const id = randomUUID();
  const [row] = await tx
    .insert(documents)
    .values({
      id,
      customer_id: scope.customerId,
      fund_family_id: input.fund_family_id ?? null,
      document_type: input.document_type,
      filename: input.filename,
      mime_type: input.mime_type || 'application/octet-stream',
      storage_key: `${scope.customerId}/${id}`,
      uploaded_by_id: input.uploaded_by_id,
    })
    .returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

/**
 * Why these bytes may not be stored under this file name: empty, too large, or content that
 * is not what the extension says (a renamed .exe is not a PDF). Null when they may.
 */
export function contentProblem(
  filename: string,
  bytes: Uint8Array,
): { message: string } | { mimeType: string } {
  if (bytes.byteLength === 0) return { message: documentEmpty };
  if (bytes.byteLength > maxDocumentBytes) return { message: documentTooLarge };
  const extension = extensionOf(filename);
  const content = sniffContent(bytes);
  if (!content) return { message: `${filename} is not a file type the product can store.` };
  if (!content.extensions.includes(extension))
    return {
      message: `${filename} does not look like a .${extension || '(none)'} file: its content is ${content.description}.`,
    };
  return { mimeType: mimeTypeFor(content, extension) };
}

/**
 * Stores a document's bytes: checked by content (400 with the reason, the row then says
 * upload_failed), written to storage, then the row records size, sha256 and the sniffed type.
 * The state moves to upload_succeeded only when the client confirms (or `saveDocument`).
 */
export async function receiveDocumentBytes(
  tx: Database,
  storage: DocumentStorage,
  row: DocumentRow,
  bytes: Uint8Array,
) {
  const checked = contentProblem(row.filename, bytes);
  if ('message' in checked) {
    await tx
      .update(documents)
      .set({ state: 'upload_failed', error: checked.message })
      .where(eq(documents.id, row.id));
    return {
      row: { ...row, state: 'upload_failed' as const, error: checked.message },
      problem: checked.message,
    };
  }
  // Bytes first, row second: a rolled-back transaction leaves an unreferenced file at worst,
  // never a row that points at nothing.
  await storage.put(row.storage_key, bytes);
  const [updated] = await tx
    .update(documents)
    .set({
      mime_type: checked.mimeType,
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      error: null,
    })
    .where(eq(documents.id, row.id))
    .returning();
  if (!updated) throw new Error('document update returned nothing');
  return { row: updated, problem: null };
}

/**
 * One call for a document the product makes itself (a notice PDF): created, checked, stored
 * and marked upload_succeeded inside the caller's transaction. Bad content is a 400.
 */
export async function saveDocument(
  tx: Database,
  storage: DocumentStorage,
  scope: Scope,
  input: Omit<NewDocument, 'mime_type'> & { bytes: Uint8Array },
) {
  const created = await createDocument(tx, scope, input);
  const received = await receiveDocumentBytes(tx, storage, created, input.bytes);
  if (received.problem) throw invalid({ file: [received.problem] }, received.problem);
  return markUploadSucceeded(tx, received.row);
}

/** The confirmation step (PATCH status/successful-upload/): the bytes must have arrived. */
export async function markUploadSucceeded(tx: Database, row: DocumentRow) {
  const [updated] = await tx
    .update(documents)
    .set({ state: 'upload_succeeded', error: null })
    .where(eq(documents.id, row.id))
    .returning();
  if (!updated) throw new Error('document update returned nothing');
  return updated;
}

/** A customer's document by id; another customer's, or a deleted one, is a 404. */
export async function loadDocument(
  db: Database,
  scope: Scope,
  id: string,
  options = { deleted: false },
) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.customer_id, scope.customerId)));
  if (!row || (row.state === 'deleted' && !options.deleted)) throw notFound('No such document');
  return row;
}

/** The document and a stream of its bytes; a document whose bytes never arrived is a 404. */
export async function openDocument(
  db: Database,
  storage: DocumentStorage,
  scope: Scope,
  id: string,
): Promise<{ row: DocumentRow; stream: Readable }> {
  const row = await loadDocument(db, scope, id);
  if (row.size === null) throw notFound('The document has no file yet');
  return { row, stream: await storage.open(row.storage_key) };
}

/**
 * Marks a document deleted (the row stays, state deleted, for the audit trail) and answers
 * `purge`, which removes the bytes: call it after the transaction commits, so a rollback
 * never leaves a live row without its file.
 */
export async function deleteDocument(
  tx: Database,
  storage: DocumentStorage,
  scope: Scope,
  id: string,
) {
  const row = await loadDocument(tx, scope, id);
  await tx.update(documents).set({ state: 'deleted' }).where(eq(documents.id, row.id));
  return {
    row: { ...row, state: 'deleted' as const },
    purge: () => storage.remove(row.storage_key),
  };
}
