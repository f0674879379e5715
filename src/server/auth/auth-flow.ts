import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SignedInResult, SignInResult } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { auth_flows, users } from '../db/schema';
import { authExpired } from './auth-errors';
import type { ChallengeFacts } from './auth-factors';
import { randomToken, sha256 } from './auth-secrets';
import { type SignInMethod, startSession } from './session-service';
import { isTrustedDevice, rememberDevice } from './trusted-device';

export type AuthFlow = typeof auth_flows.$inferSelect;
export type FirstFactor = AuthFlow['first_factor'];

/** Only paths of this app: "//evil.example" or "https://…" would send the user away. */
export const safeNextPath = (next: string | null | undefined): string | null =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : null;

/**
 * After the first factor: a remembered device signs in at once; a user with a verified
 * factor is challenged; a user with none is sent to MFA setup (spec §5).
 */
export async function completeFirstFactor(
  c: Context<AppEnv>,
  user: { id: string } & ChallengeFacts,
  factor: FirstFactor,
  next: string | null,
): Promise<SignInResult> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const userId = user.id;
  const safeNext = safeNextPath(next);
  const factors = user.challengeTypes;
  if (factors.length > 0 && (await isTrustedDevice(c, userId))) {
    return startSession(deps, {
      userId,
      methods: [factor, 'remembered_device'],
      requestId: c.get('requestId'),
      next: safeNext,
    });
  }
  const token = randomToken();
  const now = deps.now();
  await db.insert(auth_flows).values({
    user_id: userId,
    token_hash: sha256(token),
    first_factor: factor,
    first_factor_at: now,
    next_path: safeNext,
    expires_at: new Date(now.getTime() + deps.config.auth.flowSeconds * 1000),
  });
  return {
    status: factors.length > 0 ? 'mfa_required' : 'mfa_setup_required',
    flow_token: token,
    factors,
    has_recovery_codes: factors.length > 0 && user.hasRecoveryCodes,
    next: safeNext,
  };
}

/** The open flow behind a flow token, with its user; an unknown or stale one has expired. */
export async function openFlow(c: Context<AppEnv>, flowToken: string) {
  const deps = c.get('deps');
  const [row] = await deps.handle.db
    .select({ flow: auth_flows, email: users.email })
    .from(auth_flows)
    .innerJoin(users, eq(users.id, auth_flows.user_id))
    .where(
      and(
        eq(auth_flows.token_hash, sha256(flowToken)),
        isNull(auth_flows.completed_at),
        gt(auth_flows.expires_at, deps.now()),
      ),
    );
  if (!row) throw authExpired('token_expired', 'sign-in flow unknown, finished or expired');
  return { ...row.flow, email: row.email };
}

export async function updateFlow(
  c: Context<AppEnv>,
  flowId: string,
  values: Partial<Pick<AuthFlow, 'webauthn_challenge' | 'pending_totp_secret'>>,
): Promise<void> {
  await c.get('deps').handle.db.update(auth_flows).set(values).where(eq(auth_flows.id, flowId));
}

/** Ends a flow with its second factor: single use, then a session. */
export async function finishFlow(
  c: Context<AppEnv>,
  flow: AuthFlow,
  secondFactor: SignInMethod,
  remember: boolean,
): Promise<SignedInResult> {
  const deps = c.get('deps');
  const [closed] = await deps.handle.db
    .update(auth_flows)
    .set({ completed_at: deps.now() })
    .where(and(eq(auth_flows.id, flow.id), isNull(auth_flows.completed_at)))
    .returning({ id: auth_flows.id });
  if (!closed) throw authExpired('token_expired', 'sign-in flow already finished');
  if (remember) await rememberDevice(c, flow.user_id);
  return startSession(deps, {
    userId: flow.user_id,
    methods: [flow.first_factor, secondFactor],
    requestId: c.get('requestId'),
    next: flow.next_path,
  });
}
