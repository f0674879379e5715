import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { isInternalStaff, type PermissionType } from '../../api/permissions';
import { permissionLevelOf, type TeamUser } from '../../api/users';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { sessions, user_customer_relations, users } from '../db/schema';

/** A customer's team: its users with a relation, the provider's staff left out. */
const teamSelection = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  permission_types: users.permission_types,
  role_types: users.role_types,
  last_sign_in_at: sql<string | null>`(select max(${sessions.started_at}) from ${sessions}
    where ${sessions.user_id} = ${users.id})`,
};

export type TeamRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_types: string[];
  role_types: string[];
  last_sign_in_at: string | Date | null;
};

function toTeamUser(row: TeamRow): TeamUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    permission_level: permissionLevelOf(row.permission_types),
    permission_types: row.permission_types as PermissionType[],
    // The raw subquery comes back as text on one driver and a Date on the other.
    last_sign_in_at:
      row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
  };
}

/** The customer's users with a relation, staff left out, optionally one of them. */
export async function teamRows(
  db: Database,
  customerId: string,
  userId?: string,
): Promise<TeamRow[]> {
  const rows = await db
    .select(teamSelection)
    .from(users)
    .innerJoin(user_customer_relations, eq(user_customer_relations.user_id, users.id))
    .where(
      and(
        eq(user_customer_relations.customer_id, customerId),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.email));
  return rows.filter((row) => !isInternalStaff(row));
}

/** GET /api/users/admin/ */
export async function listTeamUsers(c: Context<AppEnv>): Promise<TeamUser[]> {
  return (await teamRows(c.get('deps').handle.db, c.get('customerId'))).map(toTeamUser);
}

/** GET /api/users/user/{id}/: a member of this customer's team, else nothing (404). */
export async function teamUser(c: Context<AppEnv>, userId: string): Promise<TeamUser> {
  const [row] = await teamRows(c.get('deps').handle.db, c.get('customerId'), userId);
  if (!row) throw notFound(`No user ${userId} for this customer`);
  return toTeamUser(row);
}
