import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { closing_non_capital_equalizations, closings } from '../db/schema';
import type { Scope } from '../scope';
import { closingCommitments } from './closing-commitments';
import { keepClosingNonCapital } from './closing-non-capital-equalization';
import { planClosing } from './closing-order-of-operations';
import { postClosingRows } from './closing-posting';
import { equalizationFor, loadClosing } from './closing-service';

/**
 * Spec §4 Refresh of an out-of-date closing: its equalization computed again from its stored
 * inputs (its commitments and their overrides, its allocation rules, its fee terms) on the ledger
 * as it stands, and posted again into its event with the plan finalize posts. What finalize kept
 * beside the rows (the non-capital equalization, the audits) is replaced by what this run
 * computed. Answers how many rows it posted.
 */
export async function refreshClosing(tx: Database, scope: Scope, eventId: string) {
  const [row] = await tx
    .select({ id: closings.id })
    .from(closings)
    .where(
      and(eq(closings.customer_id, scope.customerId), eq(closings.fund_family_event_id, eventId)),
    );
  if (!row) throw new Error('The closing event has no closing');
  const closing = await loadClosing(tx, scope, row.id, true);
  const commitments = await closingCommitments(tx, closing.id);
  const outcome = await equalizationFor(tx, scope, closing, commitments);
  const plan = await planClosing(tx, closing, commitments, outcome);
  const posted = await postClosingRows(tx, scope, closing, eventId, plan);
  await tx
    .delete(closing_non_capital_equalizations)
    .where(eq(closing_non_capital_equalizations.closing_id, closing.id));
  await keepClosingNonCapital(tx, closing, plan.nonCapital);
  await tx
    .update(closings)
    .set({
      equalization_audit: outcome.audit,
      fee_true_up_audit: outcome.feeTrueUpAudit,
      equalization_interest_audit: outcome.interest.audit,
    })
    .where(eq(closings.id, closing.id));
  return posted;
}
