import { eq } from 'drizzle-orm';
import type { AuthFactor, AuthFactorType } from '../../api/auth';
import type { Database } from '../db/database';
import { phone_numbers, totps, webauthn_registrations } from '../db/schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Spec §3 auth factors of one user, every kind. */
export async function factorsOf(db: Database, userId: string): Promise<AuthFactor[]> {
  const [t, p, w] = await Promise.all([
    db.select().from(totps).where(eq(totps.user_id, userId)),
    db.select().from(phone_numbers).where(eq(phone_numbers.user_id, userId)),
    db.select().from(webauthn_registrations).where(eq(webauthn_registrations.user_id, userId)),
  ]);
  return [
    ...t.map((row) => ({
      type: 'totp' as const,
      id: row.id,
      verified: row.verified,
      last_authenticated_at: iso(row.last_authenticated_at),
    })),
    ...p.map((row) => ({
      type: 'phone_number' as const,
      id: row.id,
      verified: row.verified,
      phone_number: row.phone_number,
      last_authenticated_at: iso(row.last_authenticated_at),
    })),
    ...w.map((row) => ({
      type: 'webauthn_registration' as const,
      id: row.id,
      verified: row.verified,
      name: row.name,
      last_authenticated_at: iso(row.last_authenticated_at),
    })),
  ];
}

/**
 * The kinds of verified factor a user can be challenged with. Phone numbers are kept (spec
 * §3) but no SMS is sent, so they never count as a challenge the user could answer.
 */
export async function challengeTypesOf(db: Database, userId: string): Promise<AuthFactorType[]> {
  const factors = await factorsOf(db, userId);
  const types = factors.filter((f) => f.verified && f.type !== 'phone_number').map((f) => f.type);
  return [...new Set(types)];
}
