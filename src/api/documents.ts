import * as v from 'valibot';
import { documentStates, type DocumentState } from './document-states';
import { maxTransferDocumentBytes, transferDocumentTooLarge } from './investor-transfer-documents';
import { requiredText, uuidSchema } from './money-input';

/**
 * The largest document any upload takes: the same 10 MB every multipart request is limited
 * to before it is read (src/server/middleware/body-limit.ts), so the two never disagree.
 */
export const maxDocumentBytes = maxTransferDocumentBytes;
export const documentTooLarge = transferDocumentTooLarge;
export const documentEmpty = 'The file is empty.';

/** Document types the product writes itself (notices): listed, never uploaded or deleted by hand. */
export const systemDocumentTypes = ['notice'] as const;

/** A document type is a short lower-case key (upload configurations add the customer's own). */
export const documentTypeSchema = v.pipe(
  v.string('Required'),
  v.trim(),
  v.nonEmpty('This field may not be blank.'),
  v.maxLength(64, 'Length at most 64'),
  v.regex(
    /^[a-z][a-z0-9_]*$/,
    'Lower-case letters, digits and underscores, starting with a letter',
  ),
);

/** A file name as uploaded: what the download is saved as, so no path in it. */
export const filenameSchema = v.pipe(
  requiredText(255),
  v.regex(/^[^/\\]+$/, 'A file name cannot contain / or \\'),
);

/** Spec §3 "Upload creation payload"; the fund family is optional (customer-wide documents). */
export const createDocumentSchema = v.object({
  filename: filenameSchema,
  mime_type: v.optional(v.pipe(v.string(), v.maxLength(255, 'Length at most 255')), ''),
  document_type: documentTypeSchema,
  fund_family_id: v.optional(v.nullable(uuidSchema), null),
});
export type CreateDocument = v.InferInput<typeof createDocumentSchema>;

/** Spec §3 Document. `url` downloads the bytes (with the session's token). */
export type DocumentRecord = {
  id: string;
  filename: string;
  size: number | null;
  state: DocumentState;
  /** The spec §4 display name of the state. */
  state_display: string;
  created_at: string;
  error: string | null;
  document_type: string;
  fund_family_id: string | null;
  mime_type: string;
  sha256: string | null;
  /** The storage key; named as the spec names it, whichever storage holds the bytes. */
  s3_key: string;
  uploaded_by_id: string | null;
  url: string;
};

/** Where and how the browser sends the file (spec §7: form data to the returned url). */
export type UploadTarget = {
  url: string;
  method: 'POST';
  /** The form field carrying the file. */
  field: 'file';
  /** Headers to send besides the form's own; auth is added unless the url is object storage. */
  headers: Record<string, string>;
  /** True when the url is the product's API (the client adds its auth header). */
  add_auth: boolean;
};

export type CreatedDocument = { document: DocumentRecord; upload: UploadTarget };

/** Spec §3 "Download document response". */
export type DownloadDocument = { url: string; filename: string };

export const documentListQuerySchema = v.object({
  document_type: v.optional(documentTypeSchema),
  fund_family_id: v.optional(uuidSchema),
  state: v.optional(v.picklist(documentStates, 'Invalid')),
});
export type DocumentListQuery = v.InferOutput<typeof documentListQuerySchema>;

/** An extension as configured: lower case, no dot. */
export const extensionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((s) => s.replace(/^\./, '')),
  v.regex(/^[a-z0-9]{1,10}$/, 'An extension is 1 to 10 letters or digits, such as pdf'),
);

export const uploadConfigurationSchema = v.object({
  document_type: documentTypeSchema,
  display_name: requiredText(100),
  allowed_extensions: v.pipe(
    v.array(extensionSchema),
    v.minLength(1, 'At least 1 items'),
    v.maxLength(20, 'At most 20 items'),
  ),
});
export type UploadConfigurationInput = v.InferInput<typeof uploadConfigurationSchema>;
export type UploadConfiguration = v.InferOutput<typeof uploadConfigurationSchema>;

/** The bulk replace of spec §7: the whole set, each document type once. */
export const uploadConfigurationsSchema = v.pipe(
  v.object({
    configurations: v.pipe(
      v.array(uploadConfigurationSchema),
      v.maxLength(100, 'At most 100 items'),
    ),
  }),
  v.check(
    ({ configurations }) =>
      new Set(configurations.map((c) => c.document_type)).size === configurations.length,
    'Each document type can be configured once.',
  ),
);

/** "Allowed: .pdf, .docx" — the hint under every drop zone (spec §5). */
export const allowedExtensionsHint = (extensions: readonly string[]) =>
  `Allowed: ${extensions.map((e) => `.${e}`).join(', ')}`;

/** The extension of a file name, lower case without the dot; '' when it has none. */
export function extensionOf(filename: string) {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** Why a file may not be uploaded as a type, checked by name and size before any byte moves. */
export function uploadRejections(
  file: { name: string; size: number },
  allowedExtensions: readonly string[],
): string[] {
  const reasons: string[] = [];
  const extension = extensionOf(file.name);
  if (!allowedExtensions.includes(extension))
    reasons.push(
      `${file.name}: ${extension ? `.${extension} files are` : 'a file without an extension is'} not allowed. ${allowedExtensionsHint(allowedExtensions)}.`,
    );
  if (file.size === 0) reasons.push(`${file.name}: ${documentEmpty}`);
  if (file.size > maxDocumentBytes) reasons.push(`${file.name}: ${documentTooLarge}`);
  return reasons;
}
