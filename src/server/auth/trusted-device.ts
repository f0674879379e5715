import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { trusted_devices } from '../db/schema';
import { randomToken, sha256 } from './auth-secrets';

// One cookie per user, so two people sharing a browser do not forget each other's device.
const cookieName = (userId: string) => `fundline_device_${userId.replace(/-/g, '')}`;

/** True when this browser was remembered by this user and the promise has not expired. */
export async function isTrustedDevice(c: Context<AppEnv>, userId: string): Promise<boolean> {
  const token = getCookie(c, cookieName(userId));
  if (!token) return false;
  const deps = c.get('deps');
  const [row] = await deps.handle.db
    .update(trusted_devices)
    .set({ last_used_at: deps.now() })
    .where(
      and(
        eq(trusted_devices.token_hash, sha256(token)),
        eq(trusted_devices.user_id, userId),
        gt(trusted_devices.expires_at, deps.now()),
      ),
    )
    .returning({ id: trusted_devices.id });
  return Boolean(row);
}

/** Remembers this browser for the configured number of days (an HttpOnly cookie). */
export async function rememberDevice(c: Context<AppEnv>, userId: string): Promise<void> {
  const deps = c.get('deps');
  const days = deps.config.auth.rememberDeviceDays;
  if (days <= 0) return;
  const token = randomToken();
  const expires = new Date(deps.now().getTime() + days * 86_400_000);
  await deps.handle.db
    .insert(trusted_devices)
    .values({ user_id: userId, token_hash: sha256(token), expires_at: expires });
  setCookie(c, cookieName(userId), token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.auth.appUrl.startsWith('https:'),
    expires,
  });
}
