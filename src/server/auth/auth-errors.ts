import { authErrorCodes, loginMessages } from '../../api/auth';
import { ApiError } from '../api-error';

/** Spec §8: unknown email and wrong password answer the same, so no email can be enumerated. */
export const incorrectCredentials = () =>
  new ApiError({
    status: 401,
    code: authErrorCodes.incorrectCredentials,
    message: loginMessages.incorrectCredentials,
  });

/** Spec §8 "expired" group: the client resets the form and signs out after 100 ms. */
export const authExpired = (
  code: (typeof authErrorCodes)[
    'expiredCode' | 'magicLinkFailed' | 'tokenExpired' | 'sessionTooOld'],
  devMessage: string,
) =>
  new ApiError({
    status: code === authErrorCodes.sessionTooOld ? 403 : 401,
    code,
    message: loginMessages.sessionExpired,
    devMessage,
  });

/** Spec §8 "incorrect code", on the code field. */
export const incorrectCode = (devMessage = 'Incorrect code') =>
  new ApiError({
    status: 400,
    code: authErrorCodes.incorrectCode,
    message: loginMessages.incorrectCode,
    devMessage,
    data: { code: [loginMessages.incorrectCode] },
  });

export const incorrectRecoveryCode = () =>
  new ApiError({
    status: 400,
    code: authErrorCodes.incorrectRecoveryCode,
    message: loginMessages.incorrectRecoveryCode,
    data: { code: [loginMessages.incorrectRecoveryCode] },
  });
