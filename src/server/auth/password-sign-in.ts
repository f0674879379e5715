import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { SignInResult } from '../../api/auth';
import type { AppEnv } from '../app-env';
import { audit_log, users } from '../db/schema';
import { incorrectCredentials } from './auth-errors';
import { challengeColumns, challengeFactsFrom } from './auth-factors';
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
  const { accountFailures } = await assertNotThrottled(c, email, 'password');
  const [found] = await db
    .select({ user: users, ...challengeColumns })
    .from(users)
    .where(eq(users.email, email));
  const user = found?.user;
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
  // Failures older than the window count for nothing, so only recent ones need clearing.
  if (accountFailures > 0) await clearAccountFailures(c, email);
  return completeFirstFactor(
    c,
    { id: user.id, ...challengeFactsFrom(found) },
    'password',
    input.next ?? null,
  );
}
