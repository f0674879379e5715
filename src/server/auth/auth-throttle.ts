import { getConnInfo } from '@hono/node-server/conninfo';
import { and, count, eq, gt, min, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { authErrorCodes } from '../../api/auth';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';
import { audit_log, auth_failures } from '../db/schema';

/** The client's address as the socket saw it; requests made in-process have none. */
export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const keysOf = (c: Context<AppEnv>, account: string) =>
  [
    { scope: 'account', key: account.trim().toLowerCase() },
    { scope: 'address', key: clientAddress(c) },
  ] as const;

/**
 * Refuses a sign-in attempt while its account or its address has had too many failures in
 * the sliding window: 429 with Retry-After, and an audit row saying so. Both keys are counted
 * in one query (a sign-in's queries each wait their turn under load). Answers the account's
 * failures in the window, so a sign-in with none has nothing to clear.
 */
export async function assertNotThrottled(
  c: Context<AppEnv>,
  account: string,
  method: string,
): Promise<{ accountFailures: number }> {
  const deps = c.get('deps');
  const { windowSeconds, perAccount, perAddress } = deps.config.auth.throttle;
  const now = deps.now();
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const keys = keysOf(c, account);
  const rows = await deps.handle.db
    .select({
      scope: auth_failures.scope,
      failures: count(),
      oldest: min(auth_failures.created_at),
    })
    .from(auth_failures)
    .where(
      and(
        or(
          ...keys.map(({ scope, key }) =>
            and(eq(auth_failures.scope, scope), eq(auth_failures.key, key)),
          ),
        ),
        gt(auth_failures.created_at, since),
      ),
    )
    .groupBy(auth_failures.scope);
  for (const { scope, key } of keys) {
    const row = rows.find((r) => r.scope === scope);
    const limit = scope === 'account' ? perAccount : perAddress;
    if (!row || row.failures < limit) continue;
    const oldest = row.oldest ? new Date(row.oldest) : now;
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
    );
    await deps.handle.db.insert(audit_log).values({
      request_id: c.get('requestId'),
      action: 'login_throttled',
      target_type: scope,
      target_id: key,
      data: { method, retry_after_seconds: retryAfter },
    });
    c.header('Retry-After', String(retryAfter));
    const minutes = Math.ceil(retryAfter / 60);
    throw new ApiError({
      status: 429,
      code: authErrorCodes.throttled,
      message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      devMessage: `${scope} throttled for ${retryAfter} s`,
      data: { retry_after: retryAfter },
    });
  }
  return { accountFailures: rows.find((r) => r.scope === 'account')?.failures ?? 0 };
}

/** Counts one failed attempt against the account and the address. */
export async function recordFailure(c: Context<AppEnv>, account: string): Promise<void> {
  const deps = c.get('deps');
  await deps.handle.db
    .insert(auth_failures)
    .values(keysOf(c, account).map((k) => ({ ...k, created_at: deps.now() })));
}

/** A success forgives the account's earlier failures (the address keeps its count). */
export async function clearAccountFailures(c: Context<AppEnv>, account: string): Promise<void> {
  await c
    .get('deps')
    .handle.db.delete(auth_failures)
    .where(
      and(eq(auth_failures.scope, 'account'), eq(auth_failures.key, account.trim().toLowerCase())),
    );
}
