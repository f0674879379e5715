import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  closing_commitments,
  commitments,
  fund_entities,
  investor_classes,
  investor_entities,
} from '../db/schema';

/** The closing's commitments with the names and entities its pages and posting need. */
export async function closingCommitments(db: Database, closingId: string) {
  return db
    .select({
      commitment_id: commitments.id,
      investor_entity_id: commitments.investor_entity_id,
      investor_entity_name: investor_entities.full_name,
      owning_entity_id: commitments.owning_entity_id,
      owning_entity_name: fund_entities.name,
      amount_cents: closing_commitments.amount_cents,
      is_gp: commitments.is_gp,
      investor_class_name: investor_classes.name,
      equalization_override_cents: closing_commitments.equalization_override_cents,
    })
    .from(closing_commitments)
    .innerJoin(commitments, eq(commitments.id, closing_commitments.commitment_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .leftJoin(investor_classes, eq(investor_classes.id, commitments.investor_class_id))
    .where(eq(closing_commitments.closing_id, closingId))
    .orderBy(asc(investor_entities.full_name));
}

export type ClosingCommitmentRows = Awaited<ReturnType<typeof closingCommitments>>;
