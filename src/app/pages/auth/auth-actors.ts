import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { fromPromise } from 'xstate';
import type { MfaSetupResult, SignInResult, TotpSetup } from '../../../api/auth';
import type { AuthError } from '../../../../machines/auth-error';
import { api, apiErrorOf } from '../../lib/api-client';
import { signOut } from '../../lib/sign-out';

/** Every failure reaches the machines as the API's error body with its status. */
export async function callAuthApi<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // The browser's own WebAuthn refusals (cancelled, timed out) are not API errors.
    if (error instanceof Error && error.name !== 'HTTPError' && error.name !== 'TimeoutError') {
      const refused: AuthError = {
        code: 'webauthn_failed',
        message: 'The security key was not accepted.',
        status: 0,
      };
      throw refused;
    }
    const body = await apiErrorOf(error);
    throw { code: body.code, message: body.message, status: body.status } satisfies AuthError;
  }
}

const post = <T>(path: string, json: unknown) =>
  callAuthApi(() => api.post(path, { json }).json<T>());

/** The auth machine's I/O, against the real API and the browser's WebAuthn. */
export const authActors = {
  signInPassword: fromPromise<
    SignInResult,
    { email: string; password: string; next: string | null }
  >(({ input }) => post('token/', input)),
  requestEmail: fromPromise<
    void,
    { email: string; kind: 'magic_link' | 'login_code'; next: string | null }
  >(async ({ input }) => {
    await post('auth/email/', input);
  }),
  signInCode: fromPromise<SignInResult, { email: string; code: string }>(({ input }) =>
    post('auth/code/', input),
  ),
  openMagicLink: fromPromise<SignInResult, { token: string }>(({ input }) =>
    post('auth/magic-link/', input),
  ),
  verifyTotp: fromPromise<SignInResult, { flowToken: string; code: string; remember: boolean }>(
    ({ input }) =>
      post('auth/mfa/totp/', {
        flow_token: input.flowToken,
        code: input.code,
        remember_device: input.remember,
      }),
  ),
  verifyRecoveryCode: fromPromise<
    SignInResult,
    { flowToken: string; code: string; remember: boolean }
  >(({ input }) =>
    post('auth/mfa/recovery/', {
      flow_token: input.flowToken,
      code: input.code,
      remember_device: input.remember,
    }),
  ),
  verifySecurityKey: fromPromise<SignInResult, { flowToken: string; remember: boolean }>(
    ({ input }) =>
      callAuthApi(async () => {
        const optionsJSON = await api
          .post('auth/mfa/webauthn/options/', { json: { flow_token: input.flowToken } })
          .json<Parameters<typeof startAuthentication>[0]['optionsJSON']>();
        const response = await startAuthentication({ optionsJSON });
        return api
          .post('auth/mfa/webauthn/', {
            json: { flow_token: input.flowToken, response, remember_device: input.remember },
          })
          .json<SignInResult>();
      }),
  ),
  signOut: fromPromise<void>(() => signOut({ navigate: false })),
};

/** The MFA set-up machine's I/O. */
export const mfaSetupActors = {
  startTotp: fromPromise<TotpSetup, { flowToken: string }>(({ input }) =>
    post('auth/mfa/setup/totp/', { flow_token: input.flowToken }),
  ),
  confirmTotp: fromPromise<MfaSetupResult, { flowToken: string; code: string; remember: boolean }>(
    ({ input }) =>
      post('auth/mfa/setup/totp/verify/', {
        flow_token: input.flowToken,
        code: input.code,
        remember_device: input.remember,
      }),
  ),
  registerKey: fromPromise<MfaSetupResult, { flowToken: string; remember: boolean }>(({ input }) =>
    callAuthApi(async () => {
      const optionsJSON = await api
        .post('auth/mfa/setup/webauthn/options/', { json: { flow_token: input.flowToken } })
        .json<Parameters<typeof startRegistration>[0]['optionsJSON']>();
      const response = await startRegistration({ optionsJSON });
      return api
        .post('auth/mfa/setup/webauthn/', {
          json: { flow_token: input.flowToken, response, remember_device: input.remember },
        })
        .json<MfaSetupResult>();
    }),
  ),
};
