import { eq } from 'drizzle-orm';
import type { CommitmentDetail, CommitmentProfile } from '../../api/commitment-detail';
import type { Database } from '../db/database';
import { closing_commitments, closings, commitments } from '../db/schema';
import { commitmentFigures } from './commitment-figures';
import { checkFamilyClass, familyClasses } from '../investor-class/family-classes';
import { commitmentLedgerRows, loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';

/** Spec §7 GET /commitment-information/{commitmentId}/: profile, closing and ledger figures. */
export async function getCommitmentDetail(
  db: Database,
  scope: Scope,
  commitmentId: string,
): Promise<CommitmentDetail> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const [rows, [closing], classes] = await Promise.all([
    commitmentLedgerRows(db, scope, commitment.id),
    db
      .select({ id: closings.id, name: closings.name, closing_date: closings.closing_date })
      .from(closing_commitments)
      .innerJoin(closings, eq(closings.id, closing_commitments.closing_id))
      .where(eq(closing_commitments.commitment_id, commitment.id))
      .limit(1),
    familyClasses(db, scope, commitment.fund_family_id),
  ]);
  return {
    id: commitment.id,
    fund_family_id: commitment.fund_family_id,
    fund_family_name: commitment.fund_family_name,
    currency: commitment.currency,
    owning_entity_id: commitment.owning_entity_id,
    owning_entity_name: commitment.owning_entity_name,
    investor_id: commitment.investor_id,
    investor_entity_id: commitment.investor_entity_id,
    investor_entity_name: commitment.investor_entity_name,
    is_gp: commitment.is_gp,
    investor_class_id: commitment.investor_class_id,
    investor_class_name: commitment.investor_class_name,
    closing: closing ?? null,
    figures: commitmentFigures(rows),
    class_options: classes.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The profile fields that may change after posting: the GP flag (it orders rounding in later
 * allocations) and the commitment class (its fee and waterfall terms from now on). The fund
 * entity and investor entity are fixed once ledger rows name them.
 */
export async function updateCommitmentProfile(
  tx: Database,
  scope: Scope,
  commitmentId: string,
  input: CommitmentProfile,
) {
  const commitment = await loadCommitment(tx, scope, commitmentId);
  if (input.investor_class_id)
    await checkFamilyClass(tx, scope, commitment.fund_family_id, input.investor_class_id);
  await tx
    .update(commitments)
    .set({ is_gp: input.is_gp, investor_class_id: input.investor_class_id })
    .where(eq(commitments.id, commitment.id));
  return {
    before: { is_gp: commitment.is_gp, investor_class_id: commitment.investor_class_id },
    after: input,
  };
}
