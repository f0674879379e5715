import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { passwordProblem, type NewPasswordRequest } from '../../api/password-rules';
import { zxcvbnScore } from '../../api/password-strength';
import { invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { audit_log, sessions, users } from '../db/schema';
import { authExpired } from './auth-errors';
import { hashPassword } from './password';

/**
 * Changing a password (spec §5) needs a recent authentication (5 minutes) and, for a
 * reset, a password or magic-link authentication less than 30 days old; otherwise the
 * session is "too old" and the user signs in again.
 */
export async function assertRecentAuthentication(
  c: Context<AppEnv>,
  options: { forPasswordReset: boolean },
): Promise<void> {
  const deps = c.get('deps');
  const { auth } = deps.config;
  const now = deps.now().getTime();
  const [session] = await deps.handle.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, c.get('user').sessionId));
  if (!session) throw authExpired('session_too_old', 'session not found');
  const recent = session.last_authenticated_at?.getTime() ?? 0;
  if (now - recent > auth.recentAuthSeconds * 1000) {
    throw authExpired('session_too_old', 'last authentication is older than 5 minutes');
  }
  if (options.forPasswordReset) {
    const strong = Math.max(
      session.last_password_authenticated_at?.getTime() ?? 0,
      session.last_magic_link_authenticated_at?.getTime() ?? 0,
    );
    if (now - strong >= auth.passwordResetMaxAgeSeconds * 1000) {
      throw authExpired(
        'session_too_old',
        'last password or magic-link authentication is 30 days old or more',
      );
    }
  }
}

/** POST /api/auth/password/: sets a first password or replaces the current one. */
export async function setPassword(c: Context<AppEnv>, input: NewPasswordRequest): Promise<void> {
  const deps = c.get('deps');
  const user = c.get('user');
  await assertRecentAuthentication(c, { forPasswordReset: true });
  const problem = passwordProblem(input.password, input.password_confirm, zxcvbnScore, [
    user.email,
    ...user.email.split(/[@.]/),
    user.first_name,
    user.last_name,
    'fundline',
  ]);
  if (problem) throw invalid({ [problem.field]: [problem.message] }, problem.message);
  const passwordHash = await hashPassword(input.password);
  await deps.handle.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, user.id));
    await tx.insert(audit_log).values({
      user_id: user.id,
      customer_id: c.get('customerId') ?? null,
      request_id: c.get('requestId'),
      action: 'password_changed',
      target_type: 'user',
      target_id: user.id,
    });
  });
}
