import { Readable } from 'node:stream';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  createDocumentSchema,
  documentListQuerySchema,
  systemDocumentTypes,
  uploadConfigurationsSchema,
  uploadRejections,
  type CreatedDocument,
  type DocumentRecord,
  type UploadConfiguration,
} from '../../api/documents';
import type { Table } from '../../api/table-data';
import { ApiError, invalid, invalidTransition } from '../api-error';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import { documents } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { readJson, readQuery, uuidParam, uuidQuery } from '../validate';
import {
  asDocumentRecord,
  createDocument,
  deleteDocument,
  documentStorage,
  loadDocument,
  markUploadSucceeded,
  openDocument,
  receiveDocumentBytes,
} from './document-store';
import {
  replaceUploadConfigurations,
  uploadConfigurationTable,
  uploadConfigurations,
  uploadSchemaFields,
} from './upload-configurations';

const isSystemType = (type: string) => (systemDocumentTypes as readonly string[]).includes(type);

const storageOf = (c: Context<AppEnv>) => documentStorage(c.get('deps').config);

/** The file of a multipart upload (field "file"); anything else is a 400. */
async function readFile(c: Context<AppEnv>) {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid({ file: ['Required'] }, 'Send the document as multipart/form-data.');
  }
  const file = form.file;
  if (!(file instanceof File)) throw invalid({ file: ['Required'] }, 'Choose a file to upload.');
  return new Uint8Array(await file.arrayBuffer());
}

/** Spec §7 Documents: list, create (an upload url), upload, confirm, read, download, delete, configure. */
export const documentRoutes = new Hono<AppEnv>()
  .get('/documents/', requirePermission('read'), async (c) => {
    const query = readQuery(c, documentListQuerySchema);
    const where: SQL[] = [eq(documents.customer_id, scopeOf(c).customerId)];
    if (query.document_type) where.push(eq(documents.document_type, query.document_type));
    if (query.fund_family_id) where.push(eq(documents.fund_family_id, query.fund_family_id));
    where.push(query.state ? eq(documents.state, query.state) : ne(documents.state, 'deleted'));
    const rows = await c
      .get('deps')
      .handle.db.select()
      .from(documents)
      .where(and(...where))
      .orderBy(desc(documents.created_at), desc(documents.id));
    return c.json<DocumentRecord[]>(rows.map(asDocumentRecord));
  })
  .post('/documents/', requirePermission('write'), async (c) => {
    const input = await readJson(c, createDocumentSchema);
    if (isSystemType(input.document_type))
      throw invalid({ document_type: ['The product writes these documents itself.'] });
    const scope = scopeOf(c);
    const db = c.get('deps').handle.db;
    const configuration = (await uploadConfigurations(db, scope)).find(
      (u) => u.document_type === input.document_type,
    );
    if (!configuration) throw invalid({ document_type: ['Invalid'] });
    // The size is not known yet: only the name is checked here; the bytes are on upload.
    const [reason] = uploadRejections(
      { name: input.filename, size: 1 },
      configuration.allowed_extensions,
    );
    if (reason) throw invalid({ filename: [reason] }, reason);
    const row = await db.transaction(async (tx) => {
      const created = await createDocument(tx, scope, {
        ...input,
        uploaded_by_id: c.get('user')?.id ?? null,
      });
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'document',
        target_id: created.id,
        data: { filename: created.filename, document_type: created.document_type },
      });
      return created;
    });
    return c.json<CreatedDocument>(
      {
        document: asDocumentRecord(row),
        upload: {
          url: `/api/documents/${row.id}/upload/`,
          method: 'POST',
          field: 'file',
          headers: {},
          add_auth: true,
        },
      },
      201,
    );
  })
  .get('/documents/download', requirePermission('read'), async (c) => {
    const { row, stream } = await openDocument(
      c.get('deps').handle.db,
      storageOf(c),
      scopeOf(c),
      uuidQuery(c, 'document_id'),
    );
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': row.mime_type,
      'Content-Length': String(row.size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .get('/documents/upload-configurations/', requirePermission('read'), async (c) =>
    c.json<UploadConfiguration[]>(await uploadConfigurations(c.get('deps').handle.db, scopeOf(c))),
  )
  .post('/documents/upload-configurations/', requirePermission('config'), async (c) => {
    const { configurations } = await readJson(c, uploadConfigurationsSchema);
    const reserved = configurations.findIndex((u) => isSystemType(u.document_type));
    if (reserved >= 0)
      throw invalid({
        [`configurations.${reserved}.document_type`]: [
          'The product writes these documents itself.',
        ],
      });
    const scope = scopeOf(c);
    const saved = await c.get('deps').handle.db.transaction(async (tx) => {
      await replaceUploadConfigurations(tx, scope, configurations);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'upload_configurations',
        data: { configurations },
      });
      return uploadConfigurations(tx, scope);
    });
    return c.json<UploadConfiguration[]>(saved);
  })
  .get('/documents/upload-configuration-table/', requirePermission('read'), async (c) =>
    c.json<Table>(
      uploadConfigurationTable(await uploadConfigurations(c.get('deps').handle.db, scopeOf(c))),
    ),
  )
  .get('/documents/upload-schema-fields/', requirePermission('read'), (c) =>
    c.json(uploadSchemaFields),
  )
  .get('/documents/:documentId/', requirePermission('read'), async (c) =>
    c.json<DocumentRecord>(
      asDocumentRecord(
        await loadDocument(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'documentId')),
      ),
    ),
  )
  .post('/documents/:documentId/upload/', requirePermission('write'), async (c) => {
    const scope = scopeOf(c);
    const db = c.get('deps').handle.db;
    const id = uuidParam(c, 'documentId');
    const existing = await loadDocument(db, scope, id);
    if (existing.state !== 'no_upload' && existing.state !== 'upload_failed')
      throw invalidTransition("The document's file has already been uploaded.");
    const bytes = await readFile(c);
    // The failure is kept (state upload_failed, with its reason) before the 400 is answered.
    const received = await db.transaction(async (tx) =>
      receiveDocumentBytes(tx, storageOf(c), await loadDocument(tx, scope, id), bytes),
    );
    if (received.problem) throw invalid({ file: [received.problem] }, received.problem);
    return c.json<DocumentRecord>(asDocumentRecord(received.row));
  })
  .patch(
    '/documents/:documentId/status/successful-upload/',
    requirePermission('write'),
    async (c) => {
      const scope = scopeOf(c);
      const id = uuidParam(c, 'documentId');
      const row = await c.get('deps').handle.db.transaction(async (tx) => {
        const existing = await loadDocument(tx, scope, id);
        if (existing.state === 'upload_succeeded') return existing;
        if (existing.state !== 'no_upload' || existing.size === null)
          throw invalidTransition("The document's file has not arrived: upload it first.");
        const updated = await markUploadSucceeded(tx, existing);
        await recordAudit(tx, c, {
          action: 'edit',
          target_type: 'document',
          target_id: id,
          data: { state: 'upload_succeeded', sha256: updated.sha256, size: updated.size },
        });
        return updated;
      });
      return c.json<DocumentRecord>(asDocumentRecord(row));
    },
  )
  .delete('/documents/:documentId/', requirePermission('write'), async (c) => {
    const scope = scopeOf(c);
    const id = uuidParam(c, 'documentId');
    const storage = storageOf(c);
    const { purge } = await c.get('deps').handle.db.transaction(async (tx) => {
      const existing = await loadDocument(tx, scope, id);
      if (isSystemType(existing.document_type))
        throw invalidTransition('Notices are deleted from their capital event.');
      const removed = await deleteDocument(tx, storage, scope, id);
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'document',
        target_id: id,
        data: { filename: existing.filename, document_type: existing.document_type },
      });
      return removed;
    });
    await purge();
    return c.body(null, 204);
  });
