import { and, eq } from 'drizzle-orm';
import type { AddClosingCommitment } from '../../api/fund-structure';
import type { ClosingState } from '../../../machines/closing.machine';
import { invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { closing_commitments, commitments, fund_entities, investor_entities } from '../db/schema';
import { assertClosingEditable } from './closing-machine-check';
import { loadClosing } from './closing-service';
import type { Scope } from '../scope';
import { checkFamilyClass } from '../investor-class/family-classes';

export async function addClosingCommitment(
  tx: Database,
  scope: Scope,
  closingId: string,
  input: Omit<AddClosingCommitment, 'investor_class_id'> & { investor_class_id?: string | null },
) {
  const closing = await loadClosing(tx, scope, closingId);
  assertClosingEditable(closing.state as ClosingState);
  const [entity] = await tx
    .select({ id: fund_entities.id })
    .from(fund_entities)
    .where(
      and(
        eq(fund_entities.id, input.owning_entity_id),
        eq(fund_entities.customer_id, scope.customerId),
        eq(fund_entities.fund_family_id, closing.fund_family_id),
      ),
    );
  if (!entity) throw invalid({ owning_entity_id: ['Invalid'] });
  const [investorEntity] = await tx
    .select({ id: investor_entities.id })
    .from(investor_entities)
    .where(
      and(
        eq(investor_entities.id, input.investor_entity_id),
        eq(investor_entities.customer_id, scope.customerId),
      ),
    );
  if (!investorEntity) throw invalid({ investor_entity_id: ['Invalid'] });
  if (input.investor_class_id)
    await checkFamilyClass(tx, scope, closing.fund_family_id, input.investor_class_id);
  const [commitment] = await tx
    .insert(commitments)
    .values({
      customer_id: scope.customerId,
      fund_family_id: closing.fund_family_id,
      owning_entity_id: input.owning_entity_id,
      investor_entity_id: input.investor_entity_id,
      is_gp: input.is_gp,
      investor_class_id: input.investor_class_id ?? null,
    })
    .returning({ id: commitments.id });
  if (!commitment) throw new Error('commitment insert returned nothing');
  await tx.insert(closing_commitments).values({
    closing_id: closing.id,
    commitment_id: commitment.id,
    amount_cents: input.amount_cents,
  });
  return commitment.id;
}

export async function removeClosingCommitment(
  tx: Database,
  scope: Scope,
  closingId: string,
  commitmentId: string,
) {
  const closing = await loadClosing(tx, scope, closingId);
  assertClosingEditable(closing.state as ClosingState);
  const removed = await tx
    .delete(closing_commitments)
    .where(
      and(
        eq(closing_commitments.closing_id, closing.id),
        eq(closing_commitments.commitment_id, commitmentId),
      ),
    )
    .returning({ id: closing_commitments.commitment_id });
  if (removed.length === 0) throw notFound('That commitment is not in this closing');
  await tx.delete(commitments).where(eq(commitments.id, commitmentId));
}
