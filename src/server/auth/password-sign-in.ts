import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SignInResult } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { audit_log, users } from '../db/schema';
import { incorrectCredentials } from './auth-errors';
import { completeFirstFactor } from './auth-flow';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './auth-throttle';
import { verifyPassword } from './password';

/** POST /api/token/: email and password, the first factor. */
export async function signInWithPassword(
  c: Context<AppEnv>,
  input: { email: string; password: string; next?: string | null },
): Promise<SignInResult> {
  const deps = c.get('deps');
  const { db } = deps.handle;
  const email = input.email.toLowerCase();
  await assertNotThrottled(c, email, 'password');
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    await recordFailure(c, email);
    await db.insert(audit_log).values({
      user_id: user?.id ?? null,
      request_id: c.get('requestId'),
      action: 'login_failed',
      target_type: 'user',
      target_id: user?.id ?? null,
      data: { method: 'password' },
    });
    throw incorrectCredentials();
  }
  await clearAccountFailures(c, email);
  return completeFirstFactor(c, user.id, 'password', input.next ?? null);
}
