import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AuthFactorType } from '../../api/auth';
import { ApiError, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { audit_log, phone_numbers, totps, webauthn_registrations } from '../db/schema';
import { challengeTypesOf } from './auth-factors';
import { assertRecentAuthentication } from './password-change';
import { issueRecoveryCodes } from './recovery-codes';

const tables = {
  totp: totps,
  phone_number: phone_numbers,
  webauthn_registration: webauthn_registrations,
} as const;

const audit = (db: Database, c: Context<AppEnv>, action: string, data: Record<string, unknown>) =>
  db.insert(audit_log).values({
    user_id: c.get('user').id,
    customer_id: c.get('customerId') ?? null,
    request_id: c.get('requestId'),
    action,
    target_type: 'user',
    target_id: c.get('user').id,
    data,
  });

/**
 * DELETE /api/auth/factors/{type}/{id}/: needs a recent authentication (spec §5), and never
 * removes the last verified factor a sign-in could be challenged with.
 */
export async function removeFactor(
  c: Context<AppEnv>,
  type: AuthFactorType,
  id: string,
): Promise<void> {
  await assertRecentAuthentication(c, { forPasswordReset: false });
  const { db } = c.get('deps').handle;
  const user = c.get('user');
  const table = tables[type];
  const [factor] = await db
    .select({ id: table.id, verified: table.verified })
    .from(table)
    .where(and(eq(table.id, id), eq(table.user_id, user.id)));
  if (!factor) throw notFound(`No ${type} ${id} for this user`);
  const challengeable = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.user_id, user.id), eq(table.verified, true)));
  const kinds = await challengeTypesOf(db, user.id);
  const last =
    factor.verified && type !== 'phone_number' && challengeable.length === 1 && kinds.length === 1;
  if (last) {
    throw new ApiError({
      status: 409,
      code: 'last_factor',
      message: 'Add another way to sign in before removing the last one.',
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, c, 'auth_factor_removed', { type, id });
  });
}

/** POST /api/auth/recovery-codes/: a fresh set replaces the old one (recent auth needed). */
export async function regenerateRecoveryCodes(c: Context<AppEnv>): Promise<string[]> {
  await assertRecentAuthentication(c, { forPasswordReset: false });
  return c.get('deps').handle.db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(tx, c.get('user').id);
    await audit(tx, c, 'recovery_codes_regenerated', {});
    return codes;
  });
}
