import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono, type Context } from 'hono';
import {
  emailSignInRequestSchema,
  enrollmentCodeRequestSchema,
  enrollmentKeyRequestSchema,
  reauthenticationRequestSchema,
  flowRequestSchema,
  loginCodeRequestSchema,
  magicLinkRequestSchema,
  mfaCodeRequestSchema,
  webauthnResponseRequestSchema,
  authFactorTypes,
  type AuthFactorType,
  type AuthPublicConfig,
  type MfaSetupResult,
} from '../../api/auth';
import { newPasswordSchema } from '../../api/password-rules';
import { forbidden, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { incorrectCode, incorrectRecoveryCode } from './auth-errors';
import { challengeTypesOf } from './auth-factors';
import { finishFlow, openFlow } from './auth-flow';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './auth-throttle';
import { requestEmailSignIn, signInWithLoginCode, signInWithMagicLink } from './email-sign-in';
import { regenerateRecoveryCodes, removeFactor } from './factor-changes';
import {
  confirmKeyEnrollment,
  confirmTotpEnrollment,
  startKeyEnrollment,
  startTotpEnrollment,
} from './factor-enrollment';
import { setPassword } from './password-change';
import { reauthenticate } from './reauthentication';
import { consumeRecoveryCode, issueRecoveryCodes } from './recovery-codes';
import { sessionState } from './session-state';
import { confirmTotpSetup, startTotpSetup, verifyTotp } from './totp-factor';
import {
  authenticationOptions,
  confirmAuthentication,
  confirmRegistration,
  registrationOptions,
} from './webauthn-factor';
import { readJson, uuidParam } from '../validate';

/** The calls of auth that answer before anyone is signed in (app.ts lists them as public). */
export const publicAuthCalls = [
  'GET /api/auth/config/',
  'POST /api/auth/email/',
  'POST /api/auth/magic-link/',
  'POST /api/auth/code/',
  'POST /api/auth/mfa/totp/',
  'POST /api/auth/mfa/recovery/',
  'POST /api/auth/mfa/webauthn/options/',
  'POST /api/auth/mfa/webauthn/',
  'POST /api/auth/mfa/setup/totp/',
  'POST /api/auth/mfa/setup/totp/verify/',
  'POST /api/auth/mfa/setup/webauthn/options/',
  'POST /api/auth/mfa/setup/webauthn/',
] as const;

/**
 * Set-up is only for a user with no verified factor yet: otherwise someone holding just the
 * password could add their own authenticator and walk past the real one.
 */
async function openSetupFlow(c: Context<AppEnv>, flowToken: string) {
  const flow = await openFlow(c, flowToken);
  if ((await challengeTypesOf(c.get('deps').handle.db, flow.user_id)).length > 0) {
    throw forbidden('MFA is already set up: sign in with the existing factor');
  }
  return flow;
}

async function finishSetup(
  c: Context<AppEnv>,
  flow: Awaited<ReturnType<typeof openFlow>>,
  method: 'totp' | 'webauthn',
  remember: boolean,
): Promise<MfaSetupResult> {
  const recovery_codes = await issueRecoveryCodes(c.get('deps').handle.db, flow.user_id);
  return { recovery_codes, token: await finishFlow(c, flow, method, remember) };
}

const factorTypes: readonly AuthFactorType[] = authFactorTypes;

export const authRoutes = new Hono<AppEnv>()
  .get('/auth/config/', (c) => {
    const { auth } = c.get('deps').config;
    return c.json<AuthPublicConfig>({
      allowed_domains: auth.allowedDomains,
      identity_provider_url: auth.identityProviderUrl,
      remember_device_days: auth.rememberDeviceDays,
    });
  })
  .post('/auth/email/', async (c) => {
    await requestEmailSignIn(c, await readJson(c, emailSignInRequestSchema));
    return c.json({ sent: true }, 202);
  })
  .post('/auth/magic-link/', async (c) => {
    const { token } = await readJson(c, magicLinkRequestSchema);
    return c.json(await signInWithMagicLink(c, token));
  })
  .post('/auth/code/', async (c) =>
    c.json(await signInWithLoginCode(c, await readJson(c, loginCodeRequestSchema))),
  )
  .post('/auth/mfa/totp/', async (c) => {
    const body = await readJson(c, mfaCodeRequestSchema);
    const flow = await openFlow(c, body.flow_token);
    await assertNotThrottled(c, flow.email, 'totp');
    if (!(await verifyTotp(c, flow.user_id, body.code))) {
      await recordFailure(c, flow.email);
      throw incorrectCode('totp failure');
    }
    await clearAccountFailures(c, flow.email);
    return c.json(await finishFlow(c, flow, 'totp', body.remember_device));
  })
  .post('/auth/mfa/recovery/', async (c) => {
    const body = await readJson(c, mfaCodeRequestSchema);
    const flow = await openFlow(c, body.flow_token);
    const deps = c.get('deps');
    await assertNotThrottled(c, flow.email, 'recovery_code');
    if (!(await consumeRecoveryCode(deps.handle.db, flow.user_id, body.code, deps.now()))) {
      await recordFailure(c, flow.email);
      throw incorrectRecoveryCode();
    }
    await clearAccountFailures(c, flow.email);
    return c.json(await finishFlow(c, flow, 'recovery_code', body.remember_device));
  })
  .post('/auth/mfa/webauthn/options/', async (c) => {
    const { flow_token } = await readJson(c, flowRequestSchema);
    return c.json(await authenticationOptions(c, await openFlow(c, flow_token)));
  })
  .post('/auth/mfa/webauthn/', async (c) => {
    const body = await readJson(c, webauthnResponseRequestSchema);
    const flow = await openFlow(c, body.flow_token);
    await assertNotThrottled(c, flow.email, 'webauthn');
    try {
      await confirmAuthentication(c, flow, body.response as unknown as AuthenticationResponseJSON);
    } catch (error) {
      await recordFailure(c, flow.email);
      throw error;
    }
    return c.json(await finishFlow(c, flow, 'webauthn', body.remember_device));
  })
  .post('/auth/mfa/setup/totp/', async (c) => {
    const { flow_token } = await readJson(c, flowRequestSchema);
    return c.json(await startTotpSetup(c, await openSetupFlow(c, flow_token)));
  })
  .post('/auth/mfa/setup/totp/verify/', async (c) => {
    const body = await readJson(c, mfaCodeRequestSchema);
    const flow = await openSetupFlow(c, body.flow_token);
    await assertNotThrottled(c, flow.email, 'totp_setup');
    try {
      await confirmTotpSetup(c, flow, body.code);
    } catch (error) {
      await recordFailure(c, flow.email);
      throw error;
    }
    return c.json(await finishSetup(c, flow, 'totp', body.remember_device));
  })
  .post('/auth/mfa/setup/webauthn/options/', async (c) => {
    const { flow_token } = await readJson(c, flowRequestSchema);
    return c.json(await registrationOptions(c, await openSetupFlow(c, flow_token)));
  })
  .post('/auth/mfa/setup/webauthn/', async (c) => {
    const body = await readJson(c, webauthnResponseRequestSchema);
    const flow = await openSetupFlow(c, body.flow_token);
    await confirmRegistration(c, flow, body.response as unknown as RegistrationResponseJSON);
    return c.json(await finishSetup(c, flow, 'webauthn', body.remember_device));
  })
  .get('/auth/session/', async (c) => c.json(await sessionState(c)))
  .post('/auth/password/', async (c) => {
    await setPassword(c, await readJson(c, newPasswordSchema));
    return c.body(null, 204);
  })
  .post('/auth/reauthenticate/', async (c) => {
    await reauthenticate(c, await readJson(c, reauthenticationRequestSchema));
    return c.json(await sessionState(c));
  })
  .post('/auth/factors/totp/', async (c) => c.json(await startTotpEnrollment(c)))
  .post('/auth/factors/totp/verify/', async (c) => {
    const body = await readJson(c, enrollmentCodeRequestSchema);
    return c.json(await confirmTotpEnrollment(c, body.flow_token, body.code));
  })
  .post('/auth/factors/webauthn/options/', async (c) => c.json(await startKeyEnrollment(c)))
  .post('/auth/factors/webauthn/', async (c) => {
    const body = await readJson(c, enrollmentKeyRequestSchema);
    const response = body.response as unknown as RegistrationResponseJSON;
    return c.json(await confirmKeyEnrollment(c, body.flow_token, response, body.name));
  })
  .delete('/auth/factors/:type/:id/', async (c) => {
    const type = c.req.param('type');
    if (!factorTypes.includes(type as AuthFactorType)) throw notFound(`No factor type ${type}`);
    await removeFactor(c, type as AuthFactorType, uuidParam(c, 'id'));
    return c.body(null, 204);
  })
  .post('/auth/recovery-codes/', async (c) =>
    c.json({ recovery_codes: await regenerateRecoveryCodes(c) }),
  );
