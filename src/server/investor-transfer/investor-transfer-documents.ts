import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type {
  TransferDocument,
  TransferDocumentUpload,
} from '../../api/investor-transfer-documents';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { investor_transfer_documents } from '../db/schema';
import type { Scope } from '../scope';
import { assertEditable } from './investor-transfer-service';
import { loadTransfer } from './investor-transfer-view';

// Every column but the bytes: a list never reads them.
const { content: _content, ...listed } = getTableColumns(investor_transfer_documents);

const asDocument = (row: {
  [K in keyof typeof listed]: (typeof investor_transfer_documents.$inferSelect)[K];
}): TransferDocument => ({
  ...row,
  state: 'upload_succeeded',
  created_at: row.created_at.toISOString(),
  url: `/api/investor-transfer/${row.investor_transfer_id}/documents/${row.id}/`,
  error: null,
  s3_key: null,
});

/** A transfer's documents, oldest first; another customer's transfer is a 404. */
export async function listTransferDocuments(db: Database, scope: Scope, transferId: string) {
  const transfer = await loadTransfer(db, scope, transferId);
  const rows = await db
    .select(listed)
    .from(investor_transfer_documents)
    .where(eq(investor_transfer_documents.investor_transfer_id, transfer.id))
    .orderBy(asc(investor_transfer_documents.created_at), asc(investor_transfer_documents.id));
  return rows.map(asDocument);
}

/** Stores an uploaded document with a draft transfer (spec §4: only a draft changes). */
export async function addTransferDocument(
  tx: Database,
  scope: Scope,
  transferId: string,
  upload: TransferDocumentUpload & { content: Uint8Array; uploadedById: string | null },
) {
  const transfer = await loadTransfer(tx, scope, transferId);
  assertEditable(transfer);
  const [row] = await tx
    .insert(investor_transfer_documents)
    .values({
      customer_id: scope.customerId,
      investor_transfer_id: transfer.id,
      filename: upload.filename,
      mime_type: upload.mime_type || 'application/octet-stream',
      document_type: upload.document_type,
      size: upload.content.byteLength,
      content: upload.content,
      uploaded_by_id: upload.uploadedById,
    })
    .returning(listed);
  if (!row) throw new Error('document insert returned nothing');
  return asDocument(row);
}

async function loadDocument(db: Database, scope: Scope, transferId: string, documentId: string) {
  const transfer = await loadTransfer(db, scope, transferId);
  const [row] = await db
    .select()
    .from(investor_transfer_documents)
    .where(
      and(
        eq(investor_transfer_documents.id, documentId),
        eq(investor_transfer_documents.investor_transfer_id, transfer.id),
      ),
    );
  if (!row) throw notFound('No such document on this investor transfer');
  return { transfer, row };
}

/** One document with its bytes, to download. */
export async function readTransferDocument(
  db: Database,
  scope: Scope,
  transferId: string,
  documentId: string,
) {
  return (await loadDocument(db, scope, transferId, documentId)).row;
}

/** Removes a document while the transfer is a draft; answers what was removed, for the audit. */
export async function deleteTransferDocument(
  tx: Database,
  scope: Scope,
  transferId: string,
  documentId: string,
) {
  const { transfer, row } = await loadDocument(tx, scope, transferId, documentId);
  assertEditable(transfer);
  await tx.delete(investor_transfer_documents).where(eq(investor_transfer_documents.id, row.id));
  return { filename: row.filename, document_type: row.document_type, size: row.size };
}
