import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fund_entities } from '../db/schema';
import type { Scope } from '../scope';

/** The fund family's entity names by id (the notices table shows where each LP pays). */
export async function getNoticeConfigEntityNames(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<(id: string) => string> {
  const rows = await db
    .select({ id: fund_entities.id, name: fund_entities.name })
    .from(fund_entities)
    .where(
      and(
        eq(fund_entities.customer_id, scope.customerId),
        eq(fund_entities.fund_family_id, fundFamilyId),
      ),
    );
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return (id) => names.get(id) ?? '';
}
