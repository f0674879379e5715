import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export type Person = { user_id: string; name: string } | null;

/** Names of the users an answer mentions (drafted by, finalized by), read in one query. */
export async function peopleByIds(
  db: Database,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => Person> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
          .from(users)
          .where(inArray(users.id, wanted));
  return (id) => {
    const row = rows.find((r) => r.id === id);
    return row ? { user_id: row.id, name: `${row.first_name} ${row.last_name}`.trim() } : null;
  };
}
