import * as v from 'valibot';
import {
  authFactorTypes,
  emailSignInRequestSchema,
  enrollmentCodeRequestSchema,
  enrollmentKeyRequestSchema,
  flowRequestSchema,
  loginCodeRequestSchema,
  magicLinkRequestSchema,
  mfaCodeRequestSchema,
  passwordSignInSchema,
  reauthenticationRequestSchema,
  refreshRequestSchema,
  webauthnResponseRequestSchema,
} from '../../auth';
import { newPasswordSchema } from '../../password-rules';
import { op, type Operation } from './operation';

export const authOperations: Operation[] = [
  op('POST', '/api/token/', 'Sign in with email and password', {
    body: passwordSignInSchema,
    public: true,
  }),
  op('POST', '/api/token/refresh/', 'A new access token from the refresh token', {
    body: refreshRequestSchema,
    public: true,
  }),
  op('POST', '/api/token/logout/', 'Sign out: end this session'),
  op('GET', '/api/auth/config/', 'Which sign-in methods are offered', { public: true }),
  op('POST', '/api/auth/email/', 'Send a sign-in link or code by email', {
    body: emailSignInRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/magic-link/', "Sign in with an emailed link's token", {
    body: magicLinkRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/code/', 'Sign in with an emailed code', {
    body: loginCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/totp/', 'Second factor: an authenticator code', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/recovery/', 'Second factor: a recovery code', {
    body: mfaCodeRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/webauthn/options/', "Second factor: a security key's challenge", {
    body: flowRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/webauthn/', "Second factor: a security key's answer", {
    body: webauthnResponseRequestSchema,
    public: true,
  }),
  op('POST', '/api/auth/mfa/setup/totp/', "Required setup: an authenticator's secret", {
    body: flowRequestSchema,
    public: true,
  }),
  op(
    'POST',
    '/api/auth/mfa/setup/totp/verify/',
    'Required setup: confirm the authenticator with a code',
    {
      body: mfaCodeRequestSchema,
      public: true,
    },
  ),
  op(
    'POST',
    '/api/auth/mfa/setup/webauthn/options/',
    "Required setup: a security key's registration challenge",
    {
      body: flowRequestSchema,
      public: true,
    },
  ),
  op('POST', '/api/auth/mfa/setup/webauthn/', 'Required setup: register the security key', {
    body: webauthnResponseRequestSchema,
    public: true,
  }),
  op('GET', '/api/auth/session/', "The signed-in user's session and factors"),
  op('POST', '/api/auth/password/', 'Change the password', { body: newPasswordSchema }),
  op('POST', '/api/auth/reauthenticate/', 'Confirm the password before a sensitive change', {
    body: reauthenticationRequestSchema,
  }),
  op('POST', '/api/auth/factors/totp/', 'Add an authenticator: its secret'),
  op('POST', '/api/auth/factors/totp/verify/', 'Add an authenticator: confirm with a code', {
    body: enrollmentCodeRequestSchema,
  }),
  op(
    'POST',
    '/api/auth/factors/webauthn/options/',
    'Add a security key: the registration challenge',
  ),
  op('POST', '/api/auth/factors/webauthn/', 'Add a security key: register it', {
    body: enrollmentKeyRequestSchema,
  }),
  op('DELETE', '/api/auth/factors/:type/:id/', 'Remove a second factor', {
    params: { type: v.picklist(authFactorTypes) },
  }),
  op('POST', '/api/auth/recovery-codes/', 'New recovery codes (the old ones stop working)'),
];
