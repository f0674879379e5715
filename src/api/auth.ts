import * as v from 'valibot';

export const tokenRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Required'), v.email('Must be valid email')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
});
export type TokenRequest = v.InferOutput<typeof tokenRequestSchema>;

export const refreshRequestSchema = v.object({
  refresh: v.pipe(v.string(), v.nonEmpty('Required')),
});
export type RefreshRequest = v.InferOutput<typeof refreshRequestSchema>;

/** Login token data (spec §3). */
export type TokenResponse = {
  access: string;
  refresh: string;
  clients: { id: string }[];
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  intercom_user_hash: string | null;
};

export type RefreshResponse = { access: string; refresh: string };

export const loginMessages = {
  sessionExpired: 'Session has expired. Login again to continue.',
  incorrectCode: 'Incorrect code.',
  incorrectCredentials: 'Incorrect email or password.',
  incorrectRecoveryCode: 'Incorrect recovery code.',
  loginRequired: 'Login required.',
} as const;

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('Required'), v.email('Must be valid email'));
const code = v.pipe(v.string(), v.trim(), v.nonEmpty('Required'));
const nextPath = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))));

/** POST /api/token/ also takes the remember-device choice with the password. */
export const passwordSignInSchema = v.object({
  ...tokenRequestSchema.entries,
  next: nextPath,
});

/** POST /api/auth/email/: mail a magic link or a one-time code. */
export const emailSignInRequestSchema = v.object({
  email,
  kind: v.picklist(['magic_link', 'login_code']),
  next: nextPath,
});
export type EmailSignInRequest = v.InferOutput<typeof emailSignInRequestSchema>;

export const magicLinkRequestSchema = v.object({ token: code });
export const loginCodeRequestSchema = v.object({ email, code });

const flow = { flow_token: code, remember_device: v.optional(v.boolean(), false) };
export const flowRequestSchema = v.object({ flow_token: code });
export const mfaCodeRequestSchema = v.object({ ...flow, code });
export const webauthnResponseRequestSchema = v.object({
  ...flow,
  response: v.looseObject({ id: v.string(), type: v.string() }),
});

/** POST /api/auth/reauthenticate/: the password, or a code from an authenticator app. */
export const reauthenticationRequestSchema = v.pipe(
  v.object({
    password: v.optional(v.pipe(v.string(), v.nonEmpty('Password is required'))),
    code: v.optional(code),
  }),
  v.check(
    (input) => (input.password === undefined) !== (input.code === undefined),
    'Give either the password or an authenticator code',
  ),
);
export type ReauthenticationRequest = v.InferOutput<typeof reauthenticationRequestSchema>;

/** A factor being added by a signed-in user: the enrolment's own short-lived token. */
export type TotpEnrollment = TotpSetup & { flow_token: string };
export const enrollmentCodeRequestSchema = v.object({ flow_token: code, code });
export const enrollmentKeyRequestSchema = v.object({
  flow_token: code,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  response: v.looseObject({ id: v.string(), type: v.string() }),
});
/** What adding a factor answers: new recovery codes when the user had none yet. */
export type EnrollmentResult = { recovery_codes: string[] | null };

export const authFactorTypes = ['totp', 'phone_number', 'webauthn_registration'] as const;
export type AuthFactorType = (typeof authFactorTypes)[number];

/** Spec §3 auth factor. */
export type AuthFactor = {
  type: AuthFactorType;
  id: string;
  verified: boolean;
  last_authenticated_at: string | null;
  name?: string;
  phone_number?: string;
};

/** What a first factor leads to: a session, or the second step of a flow. */
export type SignInResult =
  | ({ status: 'signed_in'; next: string | null } & TokenResponse)
  | {
      status: 'mfa_required' | 'mfa_setup_required';
      flow_token: string;
      factors: AuthFactorType[];
      has_recovery_codes: boolean;
      next: string | null;
    };

export type SignedInResult = Extract<SignInResult, { status: 'signed_in' }>;

export type TotpSetup = { secret: string; otpauth_uri: string; qr_data_url: string };
export type MfaSetupResult = { recovery_codes: string[]; token: SignedInResult };

/** GET /api/auth/config/: what the sign-in pages need before anyone signs in. */
export type AuthPublicConfig = {
  allowed_domains: string[];
  identity_provider_url: string | null;
  remember_device_days: number;
};

/** GET /api/auth/session/: spec §3 session plus what the security pages show. */
export type SessionState = {
  started_at: string;
  expires_at: string;
  last_authenticated_at: string | null;
  recent_auth_until: string | null;
  auth_methods: string[];
  has_password: boolean;
  factors: AuthFactor[];
  flags: ('no_password' | 'password_without_mfa' | 'needs_mfa_setup')[];
};

export type MailboxMessage = {
  id: string;
  to_email: string;
  subject: string;
  text_body: string;
  kind: string;
  transport: 'smtp' | 'log' | null;
  sent_at: string | null;
  created_at: string;
};

/** Error codes of the auth calls, mapped to spec §8's messages by the auth machine. */
export const authErrorCodes = {
  incorrectCredentials: 'incorrect_credentials',
  incorrectCode: 'invalid_code',
  incorrectRecoveryCode: 'invalid_recovery_code',
  expiredCode: 'expired_code',
  magicLinkFailed: 'magic_link_failed',
  tokenExpired: 'token_expired',
  sessionTooOld: 'session_too_old',
  throttled: 'throttled',
} as const;

/** Spec §8: these all mean "sign in again". */
export const expiredAuthErrorCodes: readonly string[] = [
  authErrorCodes.expiredCode,
  authErrorCodes.magicLinkFailed,
  authErrorCodes.tokenExpired,
  authErrorCodes.sessionTooOld,
];

/**
 * How long a just-rotated refresh token still refreshes. Two tabs of one browser share the
 * token and refresh together when their access tokens expire: the second must not sign the
 * user out. Presented after this window, it is a replay and the session is revoked. The
 * default of the server's AUTH_REFRESH_REUSE_GRACE_SECONDS.
 */
export const refreshReuseGraceSeconds = 30;
