import { eq, sql } from 'drizzle-orm';
import type { AuthFactor, AuthFactorType } from '../../api/auth';
import type { Database } from '../db/database';
import { phone_numbers, totps, users, webauthn_registrations } from '../db/schema';

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
 * What a sign-in's second step needs of a user, as columns of a query on `users`: a sign-in
 * reads them with the user's row, in one query rather than four, because under load each
 * query waits its turn for the embedded database (issue 16: sign-in answers in < 100 ms).
 * Phone numbers are kept (spec §3) but no SMS is sent, so they never count as a challenge
 * the user could answer.
 */
// Drizzle leaves columns unqualified in a one-table select, which inside these subqueries
// would name the subquery's own table: hence the written-out aliases.
export const challengeColumns = {
  has_totp: sql<boolean>`exists (select 1 from totps f where f.user_id = "users"."id" and f.verified)`,
  has_webauthn: sql<boolean>`exists (select 1 from webauthn_registrations f where f.user_id = "users"."id" and f.verified)`,
  has_recovery_codes: sql<boolean>`exists (select 1 from recovery_codes f where f.user_id = "users"."id" and f.used_at is null)`,
};

export type ChallengeFacts = {
  /** The kinds of verified factor the user can be challenged with. */
  challengeTypes: AuthFactorType[];
  hasRecoveryCodes: boolean;
};

export const challengeFactsFrom = (row: {
  has_totp: boolean;
  has_webauthn: boolean;
  has_recovery_codes: boolean;
}): ChallengeFacts => ({
  challengeTypes: [
    ...(row.has_totp ? (['totp'] as const) : []),
    ...(row.has_webauthn ? (['webauthn_registration'] as const) : []),
  ],
  hasRecoveryCodes: row.has_recovery_codes,
});

export async function challengeFactsOf(db: Database, userId: string): Promise<ChallengeFacts> {
  const [row] = await db.select(challengeColumns).from(users).where(eq(users.id, userId));
  return row ? challengeFactsFrom(row) : { challengeTypes: [], hasRecoveryCodes: false };
}

export async function challengeTypesOf(db: Database, userId: string): Promise<AuthFactorType[]> {
  return (await challengeFactsOf(db, userId)).challengeTypes;
}
