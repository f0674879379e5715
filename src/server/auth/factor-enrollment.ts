import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { EnrollmentResult, TotpEnrollment } from '../../api/auth';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { audit_log, auth_flows, sessions, totps, webauthn_registrations } from '../db/schema';
import { authExpired, incorrectCode } from './auth-errors';
import { type FirstFactor, openFlow } from './auth-flow';
import { randomToken, sha256 } from './auth-secrets';
import { assertRecentAuthentication } from './password-change';
import { hasRecoveryCodes, issueRecoveryCodes } from './recovery-codes';
import { matchingStep, startTotpSetup } from './totp-factor';
import { registrationOptions, verifiedRegistration } from './webauthn-factor';

/**
 * A signed-in user adding an authenticator app or a security key (spec §5: changing factors
 * needs a recent authentication). The pending secret or challenge lives in a short-lived
 * flow of its own, bound to the user, exactly as during sign-in set-up; finishing it adds
 * the factor and starts no new session.
 */
async function openEnrollment(c: Context<AppEnv>) {
  await assertRecentAuthentication(c, { forPasswordReset: false });
  const deps = c.get('deps');
  const user = c.get('user');
  const [session] = await deps.handle.db
    .select({ methods: sessions.auth_methods })
    .from(sessions)
    .where(eq(sessions.id, user.sessionId));
  const firstFactors: FirstFactor[] = ['password', 'magic_link', 'login_code'];
  const first =
    firstFactors.find((f) => session?.methods.includes(f)) ?? ('password' as FirstFactor);
  const token = randomToken();
  const now = deps.now();
  const [flow] = await deps.handle.db
    .insert(auth_flows)
    .values({
      user_id: user.id,
      token_hash: sha256(token),
      first_factor: first,
      first_factor_at: now,
      expires_at: new Date(now.getTime() + deps.config.auth.flowSeconds * 1000),
    })
    .returning();
  return { token, flow: { ...flow!, email: user.email } };
}

/** The enrolment behind a token, only for the user who started it. */
async function ownEnrollment(c: Context<AppEnv>, flowToken: string) {
  await assertRecentAuthentication(c, { forPasswordReset: false });
  const flow = await openFlow(c, flowToken);
  if (flow.user_id !== c.get('user').id) {
    throw authExpired('token_expired', 'enrolment belongs to another user');
  }
  return flow;
}

/** Stores the new factor, closes the enrolment and audits it, all in one transaction. */
async function finishEnrollment(
  c: Context<AppEnv>,
  flowId: string,
  type: 'totp' | 'webauthn_registration',
  storeFactor: (tx: Database) => Promise<unknown>,
): Promise<EnrollmentResult> {
  const deps = c.get('deps');
  const user = c.get('user');
  return deps.handle.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(auth_flows)
      .set({ completed_at: deps.now(), pending_totp_secret: null, webauthn_challenge: null })
      .where(and(eq(auth_flows.id, flowId), isNull(auth_flows.completed_at)))
      .returning({ id: auth_flows.id });
    if (!closed) throw authExpired('token_expired', 'enrolment already finished');
    await storeFactor(tx);
    await tx.insert(audit_log).values({
      user_id: user.id,
      customer_id: c.get('customerId') ?? null,
      request_id: c.get('requestId'),
      action: 'auth_factor_added',
      target_type: 'user',
      target_id: user.id,
      data: { type },
    });
    // A first factor comes with recovery codes; later ones keep the codes the user has.
    const recovery_codes = (await hasRecoveryCodes(tx, user.id))
      ? null
      : await issueRecoveryCodes(tx, user.id);
    return { recovery_codes };
  });
}

/** POST /api/auth/factors/totp/: a new secret, shown once as a QR code and as text. */
export async function startTotpEnrollment(c: Context<AppEnv>): Promise<TotpEnrollment> {
  const { token, flow } = await openEnrollment(c);
  return { flow_token: token, ...(await startTotpSetup(c, flow)) };
}

/** POST /api/auth/factors/totp/verify/: the app proves it holds the secret. */
export async function confirmTotpEnrollment(
  c: Context<AppEnv>,
  flowToken: string,
  code: string,
): Promise<EnrollmentResult> {
  const flow = await ownEnrollment(c, flowToken);
  const secret = flow.pending_totp_secret;
  if (!secret) throw incorrectCode('no authenticator enrolment was started');
  const now = c.get('deps').now();
  const step = matchingStep(secret, code, now);
  if (step === null) throw incorrectCode('code does not match the new secret');
  return finishEnrollment(c, flow.id, 'totp', (tx) =>
    tx.insert(totps).values({
      user_id: flow.user_id,
      secret,
      verified: true,
      last_used_step: step,
      last_authenticated_at: now,
    }),
  );
}

/** POST /api/auth/factors/webauthn/options/: registration options for a new key. */
export async function startKeyEnrollment(
  c: Context<AppEnv>,
): Promise<{ flow_token: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { token, flow } = await openEnrollment(c);
  return { flow_token: token, options: await registrationOptions(c, flow) };
}

/** POST /api/auth/factors/webauthn/: the browser's attestation for the new key. */
export async function confirmKeyEnrollment(
  c: Context<AppEnv>,
  flowToken: string,
  response: RegistrationResponseJSON,
  name: string | undefined,
): Promise<EnrollmentResult> {
  const flow = await ownEnrollment(c, flowToken);
  const row = await verifiedRegistration(c, flow, response);
  return finishEnrollment(c, flow.id, 'webauthn_registration', (tx) =>
    tx.insert(webauthn_registrations).values({ ...row, ...(name ? { name } : {}) }),
  );
}
