import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { app_settings } from '../db/schema';

/** A random, URL-safe token with 256 bits of entropy. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Enough for tokens that are themselves random and long (refresh, flow, device tokens). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const secrets = new WeakMap<Database, Promise<Buffer>>();

function hashingSecret(db: Database): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const key = 'one_time_token_secret';
      await db
        .insert(app_settings)
        .values({ key, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await db.select().from(app_settings).where(eq(app_settings.key, key));
      return Buffer.from(String(row?.value), 'base64');
    })();
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * A keyed hash for short secrets (six-digit codes, recovery codes): a copy of the table
 * alone cannot be brute-forced back to the codes without the key kept in app_settings.
 */
export async function keyedHash(db: Database, value: string): Promise<string> {
  return createHmac('sha256', await hashingSecret(db))
    .update(value)
    .digest('hex');
}
