import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SessionState } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { sessions, users } from '../db/schema';
import { authExpired } from './auth-errors';
import { factorsOf } from './auth-factors';

/** GET /api/auth/session/: the session's times, the user's factors and the spec §5 flags. */
export async function sessionState(c: Context<AppEnv>): Promise<SessionState> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const user = c.get('user');
  const [row] = await db
    .select({ session: sessions, password_hash: users.password_hash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, user.sessionId));
  if (!row) throw authExpired('token_expired', 'session not found');
  const factors = await factorsOf(db, user.id);
  const hasPassword = Boolean(row.password_hash);
  const verified = factors.some((f) => f.verified);
  const flags: SessionState['flags'] = [];
  if (!hasPassword) flags.push('no_password');
  if (hasPassword && !verified) flags.push('password_without_mfa');
  if (!verified) flags.push('needs_mfa_setup');
  const last = row.session.last_authenticated_at;
  return {
    started_at: row.session.started_at.toISOString(),
    expires_at: row.session.expires_at.toISOString(),
    last_authenticated_at: last?.toISOString() ?? null,
    recent_auth_until: last
      ? new Date(last.getTime() + deps.config.auth.recentAuthSeconds * 1000).toISOString()
      : null,
    auth_methods: row.session.auth_methods,
    has_password: hasPassword,
    factors,
    flags,
  };
}
