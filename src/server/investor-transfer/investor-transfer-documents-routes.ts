import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  maxTransferDocumentBytes,
  transferDocumentTooLarge,
  transferDocumentUploadSchema,
  type TransferDocument,
} from '../../api/investor-transfer-documents';
import { invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { multipartFramingBytes } from '../middleware/body-limit';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import {
  addTransferDocument,
  deleteTransferDocument,
  listTransferDocuments,
  readTransferDocument,
} from './investor-transfer-documents';
import { fieldErrors, uuidParam } from '../validate';
import { scopeOf } from '../scope';

/** The file and its fields from a multipart upload, validated; bad input is a 400. */
async function readUpload(c: Context<AppEnv>) {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw invalid({ file: ['Required'] }, 'Send the document as multipart/form-data.');
  }
  const file = form.file;
  if (!(file instanceof File)) throw invalid({ file: ['Required'] }, 'Choose a file to upload.');
  const result = v.safeParse(transferDocumentUploadSchema, {
    document_type: form.document_type,
    filename: typeof form.filename === 'string' && form.filename ? form.filename : file.name,
    mime_type: file.type,
    size: file.size,
  });
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    // The size and the type are the file's: say so on the field the user picked it with.
    const { size, mime_type, ...rest } = errors;
    const fileErrors = [...(size ?? []), ...(mime_type ?? [])];
    throw invalid(
      fileErrors.length > 0 ? { ...rest, file: fileErrors } : rest,
      fileErrors[0] ?? 'Invalid input',
    );
  }
  return { ...result.output, content: new Uint8Array(await file.arrayBuffer()) };
}

/** A transfer's documents (setup step "documents", shown on view/{id}): list, upload, download, delete. */
export const investorTransferDocumentRoutes = new Hono<AppEnv>()
  .get('/investor-transfer/:investorTransferId/documents/', requirePermission('read'), async (c) =>
    c.json<TransferDocument[]>(
      await listTransferDocuments(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'investorTransferId'),
      ),
    ),
  )
  .post(
    '/investor-transfer/:investorTransferId/documents/',
    requirePermission('write'),
    bodyLimit({
      maxSize: maxTransferDocumentBytes + multipartFramingBytes,
      onError: () => {
        throw invalid({ file: [transferDocumentTooLarge] }, transferDocumentTooLarge);
      },
    }),
    async (c) => {
      const id = uuidParam(c, 'investorTransferId');
      const upload = await readUpload(c);
      const document = await c.get('deps').handle.db.transaction(async (tx) => {
        const stored = await addTransferDocument(tx, scopeOf(c), id, {
          ...upload,
          uploadedById: c.get('user')?.id ?? null,
        });
        await recordAudit(tx, c, {
          action: 'create',
          target_type: 'investor_transfer_document',
          target_id: stored.id,
          data: {
            investor_transfer_id: id,
            filename: stored.filename,
            document_type: stored.document_type,
            mime_type: stored.mime_type,
            size: stored.size,
          },
        });
        return stored;
      });
      return c.json<TransferDocument>(document, 201);
    },
  )
  .get(
    '/investor-transfer/:investorTransferId/documents/:documentId/',
    requirePermission('read'),
    async (c) => {
      const row = await readTransferDocument(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'investorTransferId'),
        uuidParam(c, 'documentId'),
      );
      return c.body(Buffer.from(row.content), 200, {
        'Content-Type': row.mime_type,
        'Content-Length': String(row.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .delete(
    '/investor-transfer/:investorTransferId/documents/:documentId/',
    requirePermission('write'),
    async (c) => {
      const id = uuidParam(c, 'investorTransferId');
      const documentId = uuidParam(c, 'documentId');
      await c.get('deps').handle.db.transaction(async (tx) => {
        const removed = await deleteTransferDocument(tx, scopeOf(c), id, documentId);
        await recordAudit(tx, c, {
          action: 'delete',
          target_type: 'investor_transfer_document',
          target_id: documentId,
          data: { investor_transfer_id: id, ...removed },
        });
      });
      return c.body(null, 204);
    },
  );
