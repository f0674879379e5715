import * as v from 'valibot';

/** The kinds of document a transfer carries (same list as the database's). */
export const transferDocumentTypes = [
  'transfer_agreement',
  'subscription_documents',
  'other',
] as const;
export type TransferDocumentType = (typeof transferDocumentTypes)[number];

export const transferDocumentTypeLabels: Record<TransferDocumentType, string> = {
  transfer_agreement: 'Transfer agreement',
  subscription_documents: 'Subscription documents',
  other: 'Other',
};

/**
 * The largest document a transfer takes: 10 MB. Transfer agreements and subscription packs are
 * scanned PDFs of a few MB; the bytes live in the database, so larger files belong elsewhere.
 */
export const maxTransferDocumentBytes = 10 * 1024 * 1024;
export const transferDocumentTooLarge = 'The file is larger than 10 MB.';

/** The form fields of an upload (multipart/form-data) besides the file itself. */
export const transferDocumentUploadSchema = v.object({
  document_type: v.picklist(transferDocumentTypes, 'Invalid'),
  filename: v.pipe(
    v.string('Required'),
    v.trim(),
    v.minLength(1, 'Required'),
    v.maxLength(255, 'Length at most 255'),
  ),
  mime_type: v.pipe(v.string(), v.maxLength(255, 'Length at most 255')),
  size: v.pipe(
    v.number(),
    v.minValue(1, 'The file is empty.'),
    v.maxValue(maxTransferDocumentBytes, transferDocumentTooLarge),
  ),
});
export type TransferDocumentUpload = v.InferOutput<typeof transferDocumentUploadSchema>;

/** A transfer document as listed (spec §3 Document; the bytes are a separate download). */
export type TransferDocument = {
  id: string;
  investor_transfer_id: string;
  filename: string;
  mime_type: string;
  document_type: TransferDocumentType;
  size: number;
  /** Stored in one request: always upload_succeeded (spec §4 Document state). */
  state: 'upload_succeeded';
  uploaded_by_id: string | null;
  created_at: string;
  /** Where its bytes download from (with the session's token). */
  url: string;
  /** Never set: a document is stored in the request that uploads it, or not at all. */
  error: null;
  /** Never set: the bytes live in the database, not in a bucket. */
  s3_key: null;
};
