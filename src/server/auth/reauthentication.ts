import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ReauthenticationRequest } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { audit_log, sessions, users } from '../db/schema';
import { incorrectCode, incorrectCredentials } from './auth-errors';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './auth-throttle';
import { verifyPassword } from './password';
import { verifyTotp } from './totp-factor';

/**
 * POST /api/auth/reauthenticate/: a signed-in user proves again who they are (password or
 * authenticator code) so that changing the password or the factors counts as "recent"
 * (spec §5, 5 minutes). Failures are throttled like sign-in attempts.
 */
export async function reauthenticate(
  c: Context<AppEnv>,
  input: ReauthenticationRequest,
): Promise<void> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const user = c.get('user');
  await assertNotThrottled(c, user.email, 'reauthentication');
  const method = input.password !== undefined ? 'password' : 'totp';
  let proven: boolean;
  if (input.password !== undefined) {
    const [row] = await db
      .select({ hash: users.password_hash })
      .from(users)
      .where(eq(users.id, user.id));
    proven = await verifyPassword(row?.hash, input.password);
  } else {
    proven = await verifyTotp(c, user.id, input.code ?? '');
  }
  if (!proven) {
    await recordFailure(c, user.email);
    throw method === 'password' ? incorrectCredentials() : incorrectCode();
  }
  await clearAccountFailures(c, user.email);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({
        last_authenticated_at: now,
        ...(method === 'password' ? { last_password_authenticated_at: now } : {}),
      })
      .where(eq(sessions.id, user.sessionId));
    await tx.insert(audit_log).values({
      user_id: user.id,
      customer_id: c.get('customerId') ?? null,
      request_id: c.get('requestId'),
      action: 'reauthenticated',
      target_type: 'user',
      target_id: user.id,
      data: { method },
    });
  });
}
