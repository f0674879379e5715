import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiErrorCodes, type ApiErrorBody, type FieldErrors } from '../api/api-error';

/** An error that becomes the API's `{code, message, dev_message, data}` answer. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly devMessage: string;
  readonly data: unknown;

  constructor(options: {
    status: ContentfulStatusCode;
    code: string;
    message: string;
    devMessage?: string;
    data?: unknown;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.devMessage = options.devMessage ?? options.message;
    this.data = options.data;
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      dev_message: this.devMessage,
      ...(this.data === undefined ? {} : { data: this.data }),
    };
  }
}

export const invalid = (fields: FieldErrors, message = 'Invalid input') =>
  new ApiError({ status: 400, code: apiErrorCodes.invalid, message, data: fields });

export const unauthenticated = (devMessage = 'Missing or invalid access token') =>
  new ApiError({
    status: 401,
    code: apiErrorCodes.unauthenticated,
    message: 'Login required.',
    devMessage,
  });

export const forbidden = (devMessage = 'Forbidden') =>
  new ApiError({ status: 403, code: apiErrorCodes.forbidden, message: 'Forbidden', devMessage });

export const notFound = (devMessage = 'Not found') =>
  new ApiError({ status: 404, code: apiErrorCodes.notFound, message: 'Not found', devMessage });

/** 409: the record's state does not allow this step now (the message says why, in words). */
export const invalidTransition = (message: string) =>
  new ApiError({ status: 409, code: apiErrorCodes.invalidTransition, message });
