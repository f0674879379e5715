import {
  createDocumentSchema,
  documentListQuerySchema,
  uploadConfigurationsSchema,
} from '../../documents';
import { idQuery, op, type Operation } from './operation';

/** Spec §7 Documents: the documents service (src/server/documents). */
export const documentsOperations: Operation[] = [
  op('GET', '/api/documents/', "The customer's documents", { query: documentListQuerySchema }),
  op('POST', '/api/documents/', 'Create a document: answers where to upload its file', {
    body: createDocumentSchema,
  }),
  op('GET', '/api/documents/download', "Download a document's file", {
    query: idQuery('document_id'),
  }),
  op('GET', '/api/documents/upload-configurations/', 'The upload configurations'),
  op('POST', '/api/documents/upload-configurations/', 'Replace the upload configurations', {
    body: uploadConfigurationsSchema,
  }),
  op('GET', '/api/documents/upload-configuration-table/', 'The upload configurations as a table'),
  op('GET', '/api/documents/upload-schema-fields/', 'The fields of an upload configuration'),
  op('GET', '/api/documents/:documentId/', 'One document'),
  op('POST', '/api/documents/:documentId/upload/', "Upload a document's file", {
    upload: true,
    note: 'The url POST /api/documents/ answers: multipart/form-data, the file in field "file". Its content is sniffed, not trusted.',
  }),
  op(
    'PATCH',
    '/api/documents/:documentId/status/successful-upload/',
    "Confirm a document's upload succeeded",
  ),
  op('DELETE', '/api/documents/:documentId/', 'Delete a document'),
];
