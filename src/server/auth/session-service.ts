import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { loginMessages, type SignedInResult } from '../../api/auth';
import type { PermissionType } from '../../api/permissions';
import { ApiError, unauthenticated } from '../api-error';
import type { Deps } from '../app-env';
import { audit_log, refresh_tokens, sessions, user_customer_relations, users } from '../db/schema';
import type { AuthenticatedUser } from './authenticated-user';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

const sessionExpired = (devMessage: string) =>
  new ApiError({
    status: 401,
    code: 'token_expired',
    message: loginMessages.sessionExpired,
    devMessage,
  });

export type SignInMethod =
  | 'password'
  | 'magic_link'
  | 'login_code'
  | 'totp'
  | 'recovery_code'
  | 'webauthn'
  | 'remembered_device';

/**
 * A new session (at most 30 days) with its first token pair, once every factor the sign-in
 * needs has been given. Which ones were given is kept: a password reset later depends on it.
 */
export async function startSession(
  deps: Deps,
  input: { userId: string; methods: SignInMethod[]; requestId: string; next: string | null },
): Promise<SignedInResult> {
  const { db } = deps.handle;
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw sessionExpired('user vanished during sign-in');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.sessionMaxSeconds * 1000);
  const refresh = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        user_id: user.id,
        started_at: now,
        expires_at: expiresAt,
        last_password_authenticated_at: input.methods.includes('password') ? now : null,
        last_magic_link_authenticated_at: input.methods.includes('magic_link') ? now : null,
        last_authenticated_at: now,
        auth_methods: input.methods,
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    await tx
      .insert(refresh_tokens)
      .values({ session_id: session.id, token_hash: hashToken(refresh) });
    await tx.insert(audit_log).values({
      user_id: user.id,
      request_id: input.requestId,
      action: 'login',
      target_type: 'session',
      target_id: session.id,
      data: { methods: input.methods },
    });
    return session.id;
  });
  const clients = await db
    .select({ id: user_customer_relations.customer_id })
    .from(user_customer_relations)
    .where(eq(user_customer_relations.user_id, user.id));
  return {
    status: 'signed_in',
    next: input.next,
    access: await deps.signer.sign(
      { userId: user.id, sessionId },
      now,
      deps.config.accessTokenSeconds,
    ),
    refresh,
    clients,
    user_id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    intercom_user_hash: null,
  };
}

/**
 * POST /api/token/refresh/: rotates the refresh token. Presenting a token that was rotated
 * longer ago than the grace window (config.auth.refreshReuseGraceSeconds) means it leaked or was replayed, so the whole
 * session is revoked.
 */
export async function rotateRefreshToken(
  deps: Deps,
  refresh: string,
): Promise<{ access: string; refresh: string }> {
  const now = deps.now();
  const next = newRefreshToken();
  const outcome = await deps.handle.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: refresh_tokens.id,
        rotatedAt: refresh_tokens.rotated_at,
        sessionId: sessions.id,
        userId: sessions.user_id,
        expiresAt: sessions.expires_at,
        revokedAt: sessions.revoked_at,
      })
      .from(refresh_tokens)
      .innerJoin(sessions, eq(sessions.id, refresh_tokens.session_id))
      .where(eq(refresh_tokens.token_hash, hashToken(refresh)))
      .for('update');
    if (!row) return { kind: 'unknown' } as const;
    if (row.revokedAt || row.expiresAt <= now) return { kind: 'expired' } as const;
    const withinGrace =
      row.rotatedAt !== null &&
      now.getTime() - row.rotatedAt.getTime() <= deps.config.auth.refreshReuseGraceSeconds * 1000;
    if (row.rotatedAt && !withinGrace) {
      await tx
        .update(sessions)
        .set({ revoked_at: now, revoked_reason: 'refresh_token_reuse' })
        .where(eq(sessions.id, row.sessionId));
      await tx.insert(audit_log).values({
        user_id: row.userId,
        action: 'refresh_token_reuse',
        target_type: 'session',
        target_id: row.sessionId,
      });
      return { kind: 'reused', sessionId: row.sessionId } as const;
    }
    // Within the grace window the token keeps its first rotation time, so the window never
    // slides: the second tab gets a sibling token of its own.
    if (!row.rotatedAt)
      await tx
        .update(refresh_tokens)
        .set({ rotated_at: now })
        .where(eq(refresh_tokens.id, row.tokenId));
    await tx
      .insert(refresh_tokens)
      .values({ session_id: row.sessionId, token_hash: hashToken(next) });
    return { kind: 'rotated', sessionId: row.sessionId, userId: row.userId } as const;
  });
  if (outcome.kind === 'reused') deps.sessions.forget(outcome.sessionId);
  if (outcome.kind !== 'rotated') throw sessionExpired(`refresh token ${outcome.kind}`);
  return {
    access: await deps.signer.sign(
      { userId: outcome.userId, sessionId: outcome.sessionId },
      now,
      deps.config.accessTokenSeconds,
    ),
    refresh: next,
  };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  deps.sessions.forget(sessionId);
  await deps.handle.db
    .update(sessions)
    .set({ revoked_at: deps.now(), revoked_reason: 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** The user behind a bearer token, in one query, or a 401. */
export async function authenticate(
  deps: Deps,
  bearer: string | undefined,
): Promise<AuthenticatedUser> {
  if (!bearer) throw unauthenticated();
  const claims = await deps.signer.verify(bearer, deps.now());
  if (!claims) throw unauthenticated('Access token invalid or expired');
  const nowMs = deps.now().getTime();
  const cached = deps.sessions.get(claims.sessionId, nowMs);
  if (cached && cached.id === claims.userId) return cached;
  const [row] = await deps.handle.db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      permission_types: users.permission_types,
      role_types: users.role_types,
      default_customer_id: users.default_customer_id,
      session_expires_at: sessions.expires_at,
      customer_ids: sql<string[]>`array(select ${user_customer_relations.customer_id}::text
        from ${user_customer_relations} where ${user_customer_relations.user_id} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.user_id, claims.userId),
        isNull(sessions.revoked_at),
        sql`${sessions.expires_at} > ${deps.now().toISOString()}`,
      ),
    );
  if (!row) throw unauthenticated('Session revoked or expired');
  const { session_expires_at, ...fields } = row;
  const user: AuthenticatedUser = {
    ...fields,
    sessionId: claims.sessionId,
    permission_types: fields.permission_types as PermissionType[],
  };
  deps.sessions.set(user, session_expires_at, nowMs);
  return user;
}
