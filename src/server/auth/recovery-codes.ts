import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { recovery_codes } from '../db/schema';
import { keyedHash } from './auth-secrets';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalize = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Ten fresh codes replace any earlier set; only their keyed hashes are kept. */
export async function issueRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, newCode);
  const hashes = await Promise.all(codes.map((code) => keyedHash(db, normalize(code))));
  await db.delete(recovery_codes).where(eq(recovery_codes.user_id, userId));
  await db
    .insert(recovery_codes)
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
  return codes;
}

/** Uses up one unused code; false when it is not one of the user's unused codes. */
export async function consumeRecoveryCode(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const hash = await keyedHash(db, normalize(code));
  const [row] = await db
    .update(recovery_codes)
    .set({ used_at: now })
    .where(
      and(
        eq(recovery_codes.user_id, userId),
        eq(recovery_codes.code_hash, hash),
        isNull(recovery_codes.used_at),
      ),
    )
    .returning({ id: recovery_codes.id });
  return Boolean(row);
}

export async function hasRecoveryCodes(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(recovery_codes)
    .where(and(eq(recovery_codes.user_id, userId), isNull(recovery_codes.used_at)));
  return (row?.n ?? 0) > 0;
}
