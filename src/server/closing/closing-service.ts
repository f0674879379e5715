import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClosingAction, CreateClosing } from '../../api/fund-structure';
import type { ClosingOrderOfOperations } from '../../api/closing-order-of-operations';
import type { ClosingState } from '../../../machines/closing.machine';
import { ApiError, notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  closing_commitments,
  closings,
  commitments,
  fund_entities,
  investor_entities,
} from '../db/schema';
import { nextClosingState } from './closing-machine-check';
import { computeClosingEqualization, type EqualizationOutcome } from './closing-equalization';
import { besideComputed } from './closing-equalization-overrides';
import { closingRuleRefunds } from './closing-rule-refunds';
import { refundThroughClosingRules } from './equalization-through-closing-rules';
import { withStoredFeeTrueUp } from './closing-fee-true-up';
import { postClosing } from './closing-posting';
import { keepClosingNonCapital } from './closing-non-capital-equalization';
import { planClosing } from './closing-order-of-operations';
import { closingCommitments } from './closing-commitments';
import { configOf, loadFundFamily } from '../fund-family/fund-family-service';
import { withEqualizationInterest } from './closing-equalization-interest';
import { readCustomerSettings } from '../settings/customer-settings';
import { assertMayApprove } from '../settings/separation-of-duties';
import type { Scope } from '../scope';

/** The user taking a lifecycle action: recorded as preparer or approver, and held to maker-checker. */
export type ClosingActor = { userId: string };

/**
 * The customer's closing; `lock` holds its row until the transaction ends, so changes to it
 * never interleave (two approvers finalizing, an override saved while it posts).
 */
export async function loadClosing(db: Database, scope: Scope, closingId: string, lock = false) {
  const query = db
    .select()
    .from(closings)
    .where(and(eq(closings.id, closingId), eq(closings.customer_id, scope.customerId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('No such closing for this customer');
  return row;
}

/** The closing's capital equalization, with its fee true-up under the stored fee terms. */
export async function equalizationFor(
  db: Database,
  scope: Scope,
  closing: typeof closings.$inferSelect,
  rows: Awaited<ReturnType<typeof closingCommitments>>,
) {
  const capital = await capitalEqualizationFor(db, scope, closing, rows);
  return withStoredFeeTrueUp(db, scope, closing, rows, capital);
}

async function capitalEqualizationFor(
  db: Database,
  scope: Scope,
  closing: typeof closings.$inferSelect,
  rows: Awaited<ReturnType<typeof closingCommitments>>,
  withOverrides = true,
): Promise<EqualizationOutcome> {
  const fund = await loadFundFamily(db, scope.customerId, closing.fund_family_id);
  const outcome = await computeClosingEqualization(db, {
    customerId: scope.customerId,
    fundFamilyId: closing.fund_family_id,
    closingDate: closing.closing_date,
    admitted: rows.map((r) => ({
      id: r.commitment_id,
      owningEntityId: r.owning_entity_id,
      amount: r.amount_cents,
      isGp: r.is_gp,
      name: r.investor_entity_name,
      override: withOverrides ? r.equalization_override_cents : null,
    })),
    rounding: { rounding: fund.rounding_methodology, ordering: fund.rounding_partner_ordering },
  });
  // The closing's picked allocation rules decide which existing partners get the refunds.
  const ruleRefunds = await closingRuleRefunds(db, closing, rows);
  const ruled = await withEqualizationInterest(
    db,
    refundThroughClosingRules(outcome, ruleRefunds),
    {
      terms: configOf(fund),
      closingDate: closing.closing_date,
      rounding: { rounding: fund.rounding_methodology, ordering: fund.rounding_partner_ordering },
      ruleRefunds,
    },
  );
  if (!withOverrides || ruled.overridden.length === 0) return ruled;
  return besideComputed(ruled, await capitalEqualizationFor(db, scope, closing, rows, false));
}

export async function listClosings(db: Database, scope: Scope, fundFamilyId: string) {
  await loadFundFamily(db, scope.customerId, fundFamilyId);
  return db
    .select({
      id: closings.id,
      name: closings.name,
      closing_date: closings.closing_date,
      state: closings.state,
      total_cents: sql<number>`coalesce((select sum(${closing_commitments.amount_cents}) from ${closing_commitments} where ${closing_commitments.closing_id} = ${closings.id}), 0)::bigint`,
      commitment_count: sql<number>`(select count(*) from ${closing_commitments} where ${closing_commitments.closing_id} = ${closings.id})::int`,
    })
    .from(closings)
    .where(
      and(eq(closings.customer_id, scope.customerId), eq(closings.fund_family_id, fundFamilyId)),
    )
    .orderBy(asc(closings.closing_date), asc(closings.created_at));
}

export async function createClosing(tx: Database, scope: Scope, input: CreateClosing) {
  const fund = await loadFundFamily(tx, scope.customerId, input.fund_family_id);
  if (fund.state === 'draft') {
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: 'Complete the fund setup before adding a closing.',
    });
  }
  const [row] = await tx
    .insert(closings)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      name: input.name,
      closing_date: input.closing_date,
    })
    .returning({ id: closings.id });
  if (!row) throw new Error('closing insert returned nothing');
  return row.id;
}

/**
 * Runs a lifecycle action; finalizing posts the closing to the ledger in the same transaction.
 * Sending for approval records the actor as preparer; approving (complete) refuses the preparer
 * unless the customer lets preparers approve (maker-checker), and records the approver.
 */
export async function transitionClosing(
  tx: Database,
  scope: Scope,
  closingId: string,
  action: ClosingAction,
  actor: ClosingActor,
) {
  const closing = await loadClosing(tx, scope, closingId, true);
  const rows = await closingCommitments(tx, closing.id);
  const next = nextClosingState(closing.state as ClosingState, rows.length, action);
  let preparedBy = closing.sent_for_approval_by;
  let approvedBy = closing.approved_by;
  if (next === 'sent_for_approval') {
    preparedBy = actor.userId;
    approvedBy = null;
  } else if (next === 'draft') {
    // Returned to draft: whoever sends it again is its preparer.
    preparedBy = null;
  } else if (next === 'complete') {
    const settings = await readCustomerSettings(tx, scope.customerId);
    assertMayApprove({
      eventNoun: 'closing',
      preparedBy,
      actingUserId: actor.userId,
      preparerMayApprove: settings.preparer_may_approve,
    });
    approvedBy = actor.userId;
  }
  let eventId: string | null = closing.fund_family_event_id;
  let audit = closing.equalization_audit;
  let feeTrueUpAudit = closing.fee_true_up_audit;
  let interestAudit = closing.equalization_interest_audit;
  if (next === 'finalized') {
    const outcome = await equalizationFor(tx, scope, closing, rows);
    const plan = await planClosing(tx, closing, rows, outcome);
    eventId = await postClosing(tx, scope, closing, plan);
    audit = outcome.audit;
    feeTrueUpAudit = outcome.feeTrueUpAudit;
    interestAudit = outcome.interest.audit;
    await keepClosingNonCapital(tx, closing, plan.nonCapital);
  }
  await tx
    .update(closings)
    .set({
      state: next,
      sent_for_approval_by: preparedBy,
      approved_by: approvedBy,
      fund_family_event_id: eventId,
      equalization_audit: audit,
      fee_true_up_audit: feeTrueUpAudit,
      equalization_interest_audit: interestAudit,
    })
    .where(eq(closings.id, closing.id));
  return { from: closing.state, to: next };
}

/**
 * What finalizing would post now, step by step, from the same plan finalize posts. A finalized
 * or discarded closing has nothing left to post: its ledger event shows what it posted.
 */
export async function getClosingOrderOfOperations(
  db: Database,
  scope: Scope,
  closingId: string,
): Promise<ClosingOrderOfOperations> {
  const closing = await loadClosing(db, scope, closingId);
  if (closing.state === 'finalized' || closing.state === 'discarded') {
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: `A closing that is ${closing.state} has nothing left to post.`,
    });
  }
  const rows = await closingCommitments(db, closing.id);
  const plan = await planClosing(
    db,
    closing,
    rows,
    await equalizationFor(db, scope, closing, rows),
  );
  const ids = [...new Set(plan.steps.flatMap((s) => s.postings.map((p) => p.commitment_id)))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({
              id: commitments.id,
              investor: investor_entities.full_name,
              fund: fund_entities.name,
            })
            .from(commitments)
            .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
            .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
            .where(inArray(commitments.id, ids))
        ).map((r) => [r.id, r]),
  );
  return {
    closing_id: closing.id,
    steps: plan.steps.map((step) => ({
      operation: step.operation,
      postings: step.postings.map((p) => ({
        commitment_id: p.commitment_id,
        investor_entity_name: names.get(p.commitment_id)?.investor ?? '',
        fund_entity_name: names.get(p.commitment_id)?.fund ?? '',
        transaction_code: p.code,
        amount_cents: p.amount_cents,
        is_draft: p.is_draft,
        overridden: p.overridden === true,
      })),
      total_cents: step.postings.reduce((sum, p) => sum + p.amount_cents, 0),
    })),
  };
}
