/** Spec §4 Document state, in the order a document passes through them. */
export const documentStates = [
  'no_upload',
  'upload_succeeded',
  'upload_failed',
  'queued_for_ingestion',
  'ingesting',
  'failed_ingestion',
  'out_of_date',
  'successful_ingestion',
  'deleted',
] as const;
export type DocumentState = (typeof documentStates)[number];

/**
 * What a user reads for each state (spec §4 Display). The spec names five; the rest say
 * what happened in the same words: no_upload is a document whose bytes have not arrived.
 */
export const documentStateLabels: Record<DocumentState, string> = {
  no_upload: 'Waiting for upload',
  upload_succeeded: 'Uploading complete',
  upload_failed: 'Upload failed',
  queued_for_ingestion: 'Queued',
  ingesting: 'Processing',
  failed_ingestion: 'Processing failed',
  out_of_date: 'Processing complete',
  successful_ingestion: 'Processing complete',
  deleted: 'Deleted',
};

/** How a state is shown: finished ones green, failed or deleted red (spec §4), else neutral. */
export const documentStateTones: Record<DocumentState, 'success' | 'error' | 'neutral'> = {
  no_upload: 'neutral',
  upload_succeeded: 'success',
  upload_failed: 'error',
  queued_for_ingestion: 'neutral',
  ingesting: 'neutral',
  failed_ingestion: 'error',
  out_of_date: 'success',
  successful_ingestion: 'success',
  deleted: 'error',
};
