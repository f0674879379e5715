/** Events with data for the auth machines' generated paths (machines/index.ts uses them). */

const signedIn = { status: 'signed_in', next: null, access: 'a', refresh: 'r', clients: [] };
const routed = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: signedIn },
  {
    type: `xstate.done.actor.${id}`,
    output: {
      status: 'mfa_required',
      flow_token: 'f',
      factors: ['totp', 'webauthn_registration'],
      has_recovery_codes: true,
      next: null,
    },
  },
  {
    type: `xstate.done.actor.${id}`,
    output: {
      status: 'mfa_setup_required',
      flow_token: 'f',
      factors: [],
      has_recovery_codes: false,
      next: null,
    },
  },
];
const failures = (id: string, wrong: { code: string; message: string }) => [
  { type: `xstate.error.actor.${id}`, error: { ...wrong, status: 400 } },
  {
    type: `xstate.error.actor.${id}`,
    error: {
      code: 'token_expired',
      message: 'Session has expired. Login again to continue.',
      status: 401,
    },
  },
];
const wrongCode = { code: 'invalid_code', message: 'Incorrect code.' };

export const authSampleEvents = [
  { type: 'identity.submit', email: 'admin@demo.test' },
  { type: 'password.submit', password: 'demo-admin-2026' },
  { type: 'link.open', token: 'magic-token' },
  { type: 'code.submit', code: '123456' },
  { type: 'mfa.totp', code: '123456', remember: true },
  { type: 'mfa.recovery', code: 'abcde-fghjk', remember: false },
  { type: 'mfa.webauthn', remember: false },
  ...routed('signInPassword'),
  ...failures('signInPassword', {
    code: 'incorrect_credentials',
    message: 'Incorrect email or password.',
  }),
  ...routed('signInCode'),
  ...failures('signInCode', wrongCode),
  ...routed('openMagicLink'),
  ...failures('openMagicLink', wrongCode).slice(1),
  ...['verifyTotp', 'verifyRecoveryCode', 'verifySecurityKey'].flatMap((id) => [
    // Every answer the machine routes (signed in, another challenge, set-up required), so
    // each guarded branch is taken on some path.
    ...routed(id),
    ...failures(
      id,
      id === 'verifyRecoveryCode'
        ? { code: 'invalid_recovery_code', message: 'Incorrect recovery code.' }
        : wrongCode,
    ),
  ]),
  { type: 'xstate.done.actor.mfaSetup', output: { token: signedIn } },
  { type: 'xstate.done.actor.mfaSetup', output: { expired: true } },
  {
    type: 'xstate.error.actor.sendLink',
    error: { code: 'throttled', message: 'Too many attempts.', status: 429 },
  },
  {
    type: 'xstate.error.actor.sendCode',
    error: { code: 'throttled', message: 'Too many attempts.', status: 429 },
  },
];

const setupDone = { recovery_codes: ['abcde-fghjk'], token: signedIn };
const expiredError = {
  code: 'token_expired',
  message: 'Session has expired. Login again to continue.',
  status: 401,
};
export const mfaSetupSampleEvents = [
  { type: 'method.webauthn', remember: false },
  { type: 'code.submit', code: '123456', remember: true },
  {
    type: 'xstate.done.actor.startTotp',
    output: {
      secret: 'ABC',
      otpauth_uri: 'otpauth://totp/x',
      qr_data_url: 'data:image/png;base64,',
    },
  },
  { type: 'xstate.done.actor.confirmTotp', output: setupDone },
  { type: 'xstate.done.actor.registerKey', output: setupDone },
  ...['startTotp', 'confirmTotp', 'registerKey'].flatMap((id) => [
    {
      type: `xstate.error.actor.${id}`,
      error:
        id === 'confirmTotp'
          ? { code: 'invalid_code', message: 'Incorrect code.', status: 400 }
          : { code: 'webauthn_failed', message: 'The security key was not accepted.', status: 400 },
    },
    { type: `xstate.error.actor.${id}`, error: expiredError },
  ]),
];

export const sessionSampleEvents = [
  { type: 'xstate.error.actor.refreshTokens', error: { status: 401 } },
  { type: 'xstate.error.actor.checkUser', error: { status: 401 } },
  { type: 'xstate.error.actor.checkUser', error: { status: 0 } },
];

/** A clock fixed at 1,000 for the paths: recent until 2,000 means "recent". */
export const recentAuthenticationSampleEvents = [
  { type: 'session.update', recentUntil: 2_000 },
  { type: 'change.request', change: { kind: 'recovery_codes' }, now: 1_000 },
  { type: 'credentials.submit', credentials: { password: 'correct horse battery' } },
  { type: 'xstate.done.actor.reauthenticate', output: { recentUntil: 2_000 } },
  {
    type: 'xstate.error.actor.reauthenticate',
    error: { code: 'incorrect_credentials', message: 'Incorrect email or password.', status: 401 },
  },
  { type: 'xstate.done.actor.performChange', output: { recovery_codes: ['abcde-fghjk'] } },
  {
    type: 'xstate.error.actor.performChange',
    error: {
      code: 'session_too_old',
      message: 'Session has expired. Login again to continue.',
      status: 403,
    },
  },
  {
    type: 'xstate.error.actor.performChange',
    error: { code: 'last_factor', message: 'Add another way to sign in first.', status: 409 },
  },
];
