import type { CreateInvestor } from '../../api/fund-structure';
import type { InvestorBulkRow } from '../../api/investors';
import type { Database } from '../db/database';
import { investor_entities, investors } from '../db/schema';

type Scope = { customerId: string };

/** Creates an investor with the entity it commits through, in the caller's transaction. */
export async function createInvestor(tx: Database, scope: Scope, input: CreateInvestor) {
  const [investor] = await tx
    .insert(investors)
    .values({
      customer_id: scope.customerId,
      name: input.name,
      external_id: input.external_id,
      primary_contact_email: input.primary_contact_email,
    })
    .returning({ id: investors.id });
  if (!investor) throw new Error('investor insert returned nothing');
  await tx.insert(investor_entities).values({
    customer_id: scope.customerId,
    investor_id: investor.id,
    full_name: input.entity.full_name,
    legal_type: input.entity.legal_type,
  });
  return investor.id;
}

/** A bulk-create row as the single-investor create takes it. */
export const fromBulkRow = (row: InvestorBulkRow): CreateInvestor => ({
  name: row.name,
  external_id: row.external_id,
  primary_contact_email: row.primary_contact_email,
  entity: { full_name: row.entity_full_name, legal_type: row.entity_legal_type },
});
