import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { apiErrorCodes } from '../../api/api-error';
import { maxTransferDocumentBytes } from '../../api/investor-transfer-documents';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';

/** The largest JSON body any call takes; the biggest real one (a pasted grid) is far below. */
export const jsonBodyLimitBytes = 1024 * 1024;

/** What multipart framing adds around a file: an upload's limit is the file's, not the request's. */
export const multipartFramingBytes = 64 * 1024;

/** The largest upload any route takes; each upload route narrows it to its own stated limit. */
const multipartBodyLimitBytes = maxTransferDocumentBytes + multipartFramingBytes;

export const tooLarge = (message: string, data?: unknown) =>
  new ApiError({ status: 413, code: apiErrorCodes.tooLarge, message, data });

const jsonLimit = bodyLimit({
  maxSize: jsonBodyLimitBytes,
  onError: () => {
    throw tooLarge('The request is larger than 1 MB.');
  },
});
const multipartLimit = bodyLimit({
  maxSize: multipartBodyLimitBytes,
  onError: () => {
    throw tooLarge('The upload is larger than 10 MB.');
  },
});

/**
 * Every request body is limited before anyone reads it, signed in or not: a declared
 * Content-Length over the limit is refused unread, and a streamed body is counted while it
 * arrives and refused as soon as it passes the limit (a 100 MB body to POST /api/token/ was
 * read and hashed whole).
 */
export const requestBodyLimit = createMiddleware<AppEnv>((c, next) =>
  c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')
    ? multipartLimit(c, next)
    : jsonLimit(c, next),
);
