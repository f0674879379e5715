import { and, eq } from 'drizzle-orm';
import { entityHasCommitmentsMessage, ownEntityMessage } from '../../api/investors';
import { ApiError, notFound } from '../api-error';
import type { Database } from '../db/database';
import { investor_entity_relationships } from '../db/schema';
import {
  commitmentCount,
  entitiesOfInvestor,
  loadInvestorEntity,
  loadInvestorRow,
} from './investor-service';

type Scope = { customerId: string };

const conflict = (message: string, devMessage: string) =>
  new ApiError({ status: 409, code: 'conflict', message, devMessage });

/** POST /investor/{id}/investor-entity-relationships/: links an existing entity to the investor. */
export async function linkInvestorEntity(
  tx: Database,
  scope: Scope,
  investorId: string,
  investorEntityId: string,
) {
  const investor = await loadInvestorRow(tx, scope, investorId);
  const entity = await loadInvestorEntity(tx, scope, investorEntityId);
  const { rows } = await entitiesOfInvestor(tx, scope, investor.id);
  if (rows.some((r) => r.id === entity.id))
    throw conflict(
      `${entity.full_name} is already linked to ${investor.name}.`,
      `Entity ${entity.id} already belongs to investor ${investor.id}`,
    );
  await tx.insert(investor_entity_relationships).values({
    customer_id: scope.customerId,
    investor_id: investor.id,
    investor_entity_id: entity.id,
  });
  return { investor: investor.name, investor_entity: entity.full_name };
}

/**
 * DELETE /investor/{id}/investor-entity-relationships/: unlinks an entity, refused for the
 * investor's own entity and while the entity holds commitments (they would lose the investor).
 */
export async function unlinkInvestorEntity(
  tx: Database,
  scope: Scope,
  investorId: string,
  investorEntityId: string,
) {
  const investor = await loadInvestorRow(tx, scope, investorId);
  const entity = await loadInvestorEntity(tx, scope, investorEntityId);
  if (entity.investor_id === investor.id)
    throw conflict(
      ownEntityMessage(entity.full_name),
      `Entity ${entity.id} is owned by the investor`,
    );
  const { linkedIds } = await entitiesOfInvestor(tx, scope, investor.id);
  if (!linkedIds.includes(entity.id))
    throw notFound(`Entity ${entity.id} is not linked to investor ${investor.id}`);
  const held = await commitmentCount(tx, scope, [entity.id]);
  if (held > 0)
    throw conflict(
      entityHasCommitmentsMessage(entity.full_name, held),
      `Entity ${entity.id} has ${held} commitment(s)`,
    );
  await tx
    .delete(investor_entity_relationships)
    .where(
      and(
        eq(investor_entity_relationships.investor_id, investor.id),
        eq(investor_entity_relationships.investor_entity_id, entity.id),
      ),
    );
  return { investor: investor.name, investor_entity: entity.full_name };
}
