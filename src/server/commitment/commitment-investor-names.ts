import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { commitments, investor_entities } from '../db/schema';

/** The investor entity name of each commitment, for lines and audit steps a person reads. */
export async function investorNamesOf(
  db: Database,
  commitmentIds: readonly string[],
): Promise<Map<string, string>> {
  if (commitmentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: commitments.id, name: investor_entities.full_name })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(inArray(commitments.id, [...commitmentIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
