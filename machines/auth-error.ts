/** The API's error answer as the auth machines see it (the view's actors throw it). */
export type AuthError = { code: string; message: string; status: number };

const expiredCodes = ['expired_code', 'magic_link_failed', 'token_expired', 'session_too_old'];

/** Spec §8: session too old, magic link failure, expired code, token expired. */
export const isExpiredError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  expiredCodes.includes(String((error as AuthError).code));

export const errorMessage = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as AuthError).message)
    : 'Something went wrong';

/** Spec §8: wrong codes belong on the code field, everything else above the form. */
export const isCodeError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['invalid_code', 'invalid_recovery_code'].includes(String((error as AuthError).code));
