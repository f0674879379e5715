import type { ApiErrorBody } from '../../../api/api-error';
import type { CreatedDocument, UploadTarget } from '../../../api/documents';
import { api, apiErrorOf, apiRequestHeaders, reportUnauthenticated } from '../../lib/api-client';

/** What one upload needs besides the file: the kind of document and whose it is. */
export type UploadDestination = { documentType: string; fundFamilyId: string | null };

/**
 * The three requests of an upload (spec §7 Documents), apart from the widget so a test can
 * answer them by hand: create the record, send the bytes (with progress) and confirm, and
 * discard the record of an attempt that will not finish.
 */
export type UploadTransport = {
  createDocument: (
    input: { file: File; destination: UploadDestination },
    signal: AbortSignal,
  ) => Promise<CreatedDocument>;
  sendFile: (
    input: { file: File; created: CreatedDocument; onProgress: (percent: number) => void },
    signal: AbortSignal,
  ) => Promise<void>;
  discardDocument: (documentId: string) => Promise<void>;
};

const asError = async (error: unknown) => new Error((await apiErrorOf(error)).message);

const lostConnection = 'The upload failed: the connection to the server was lost.';

/** The server's reason for refusing the bytes (a 400 names it), else the status. */
function refusalOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as Partial<ApiErrorBody>;
    if (body.message) return body.message;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return `The upload failed (HTTP ${request.status}).`;
}

/**
 * Form data to the url POST /documents/ answered, by XMLHttpRequest because only it reports
 * upload progress (ky and fetch do not). Auth headers are added unless the target is object
 * storage (spec §7 "with auth headers added unless the target is cloud object storage").
 */
async function sendForm(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) {
  const headers = {
    ...(target.add_auth ? await apiRequestHeaders({ auth: true }) : {}),
    ...target.headers,
  };
  const body = new FormData();
  body.append(target.field, file, file.name);
  await new Promise<void>((resolve, reject) => {
    // Aborted while the headers were made (a token refresh): nothing is sent.
    if (signal.aborted) return reject(new DOMException('The upload was aborted.', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((100 * event.loaded) / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      if (request.status === 401 && target.add_auth) reportUnauthenticated();
      reject(new Error(refusalOf(request)));
    };
    request.onerror = () => reject(new Error(lostConnection));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/** The product's own documents service. */
export const apiUploadTransport: UploadTransport = {
  createDocument: async ({ file, destination }, signal) => {
    try {
      return await api
        .post('documents/', {
          json: {
            filename: file.name,
            mime_type: file.type,
            document_type: destination.documentType,
            fund_family_id: destination.fundFamilyId,
          },
          signal,
        })
        .json<CreatedDocument>();
    } catch (error) {
      throw await asError(error);
    }
  },
  sendFile: async ({ file, created, onProgress }, signal) => {
    await sendForm(created.upload, file, onProgress, signal);
    try {
      await api.patch(`documents/${created.document.id}/status/successful-upload/`, { signal });
    } catch (error) {
      throw await asError(error);
    }
  },
  discardDocument: async (documentId) => {
    await api.delete(`documents/${documentId}/`);
  },
};
