import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AddClosingCommitment,
  Closing,
  ClosingAction,
  CreateClosing,
} from '../../api/fund-structure';
import type { ClosingOrderOfOperations } from '../../api/closing-order-of-operations';
import type { ClosingState } from '../../../machines/closing.machine';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  closing_commitments,
  closings,
  commitments,
  fund_entities,
  investor_classes,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import {
  availableClosingActions,
  isClosingEditable,
  nextClosingState,
} from './closing-machine-check';
import { computeClosingEqualization } from './closing-equalization';
import { postClosing } from './closing-posting';
import { keepClosingNonCapital } from './closing-non-capital-equalization';
import { planClosing } from './closing-order-of-operations';
import { loadFundFamily } from './fund-family-service';

export type Scope = { customerId: string };

async function loadClosing(db: Database, scope: Scope, closingId: string) {
  const [row] = await db
    .select()
    .from(closings)
    .where(and(eq(closings.id, closingId), eq(closings.customer_id, scope.customerId)));
  if (!row) throw notFound('No such closing for this customer');
  return row;
}

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
    })
    .from(closing_commitments)
    .innerJoin(commitments, eq(commitments.id, closing_commitments.commitment_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .leftJoin(investor_classes, eq(investor_classes.id, commitments.investor_class_id))
    .where(eq(closing_commitments.closing_id, closingId))
    .orderBy(asc(investor_entities.full_name));
}

async function isFirstClose(db: Database, closing: typeof closings.$inferSelect) {
  const [earlier] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(closings)
    .where(
      and(
        eq(closings.fund_family_id, closing.fund_family_id),
        eq(closings.state, 'finalized'),
        sql`${closings.closing_date} <= ${closing.closing_date}`,
        sql`${closings.id} <> ${closing.id}`,
      ),
    );
  return (earlier?.count ?? 0) === 0;
}

async function equalizationFor(
  db: Database,
  scope: Scope,
  closing: typeof closings.$inferSelect,
  rows: Awaited<ReturnType<typeof closingCommitments>>,
) {
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
    })),
    rounding: { rounding: fund.rounding_methodology, ordering: fund.rounding_partner_ordering },
  });
  return outcome;
}

export async function getClosing(db: Database, scope: Scope, closingId: string): Promise<Closing> {
  const closing = await loadClosing(db, scope, closingId);
  const rows = await closingCommitments(db, closing.id);
  const names = new Map<string, string>();
  rows.forEach((r) => names.set(r.commitment_id, r.investor_entity_name));
  let equalization: Closing['equalization'] = [];
  let feeTrueUps: Closing['fee_true_ups'] = [];
  let audit: Closing['equalization_audit'] = closing.equalization_audit ?? [];
  let outstanding = false;
  if (closing.state === 'finalized' && closing.fund_family_event_id) {
    const posted = await db
      .select({
        commitment_id: transactions.commitment_id,
        name: investor_entities.full_name,
        code: transaction_codes.name,
        amount: transactions.amount_cents,
        is_draft: transactions.is_draft,
      })
      .from(transactions)
      .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
      .innerJoin(investor_entities, eq(investor_entities.id, transactions.investor_entity_id))
      .where(
        and(
          eq(transactions.fund_family_event_id, closing.fund_family_event_id),
          inArray(transaction_codes.name, [
            'equalization_contribution',
            'equalization_distribution',
            'management_fee_true_up',
          ]),
        ),
      )
      .orderBy(asc(investor_entities.full_name));
    const equalized = posted.filter((p) => p.code !== 'management_fee_true_up');
    equalization = equalized.map((p) => ({
      commitment_id: p.commitment_id ?? '',
      investor_entity_name: p.name,
      role: p.code === 'equalization_contribution' ? 'admitted' : 'existing',
      amount_cents: p.amount,
    }));
    feeTrueUps = posted
      .filter((p) => p.code === 'management_fee_true_up')
      .map((p) => ({
        commitment_id: p.commitment_id ?? '',
        investor_entity_name: p.name,
        amount_cents: p.amount,
      }));
    outstanding = equalized.some((p) => p.is_draft);
  } else if (closing.state !== 'discarded') {
    const outcome = await equalizationFor(db, scope, closing, rows);
    const existingNames = await entityNames(db, Object.keys(outcome.existing));
    equalization = [
      ...Object.entries(outcome.admitted)
        .filter(([, amount]) => amount !== 0)
        .map(([id, amount]) => ({
          commitment_id: id,
          investor_entity_name: names.get(id) ?? id,
          role: 'admitted' as const,
          amount_cents: amount,
        })),
      ...Object.entries(outcome.existing).map(([id, amount]) => ({
        commitment_id: id,
        investor_entity_name: existingNames.get(id) ?? id,
        role: 'existing' as const,
        amount_cents: amount,
      })),
    ];
    audit = outcome.audit;
    feeTrueUps = Object.entries(outcome.feeTrueUp)
      .filter(([, amount]) => amount !== 0)
      .map(([id, amount]) => ({
        commitment_id: id,
        investor_entity_name: names.get(id) ?? id,
        amount_cents: amount,
      }));
  }
  return {
    id: closing.id,
    fund_family_id: closing.fund_family_id,
    name: closing.name,
    closing_date: closing.closing_date,
    state: closing.state,
    is_first_close: await isFirstClose(db, closing),
    commitments: rows,
    total_cents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
    equalization,
    equalization_outstanding: outstanding,
    fee_true_ups: feeTrueUps,
    equalization_audit: audit,
    available_actions: availableClosingActions(closing.state as ClosingState, rows.length),
  };
}

async function entityNames(db: Database, commitmentIds: string[]) {
  if (commitmentIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: commitments.id, name: investor_entities.full_name })
    .from(commitments)
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .where(inArray(commitments.id, commitmentIds));
  return new Map(rows.map((r) => [r.id, r.name]));
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

export async function addClosingCommitment(
  tx: Database,
  scope: Scope,
  closingId: string,
  input: Omit<AddClosingCommitment, 'investor_class_id'> & { investor_class_id?: string | null },
) {
  const closing = await loadClosing(tx, scope, closingId);
  if (!isClosingEditable(closing.state as ClosingState)) {
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: 'Only a draft closing can change its commitments.',
    });
  }
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
  if (input.investor_class_id) {
    const [investorClass] = await tx
      .select({ id: investor_classes.id })
      .from(investor_classes)
      .where(
        and(
          eq(investor_classes.id, input.investor_class_id),
          eq(investor_classes.customer_id, scope.customerId),
          eq(investor_classes.fund_family_id, closing.fund_family_id),
        ),
      );
    if (!investorClass) throw invalid({ investor_class_id: ['Invalid'] });
  }
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
  if (!isClosingEditable(closing.state as ClosingState)) {
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: 'Only a draft closing can change its commitments.',
    });
  }
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

/** Runs a lifecycle action; finalizing posts the closing to the ledger in the same transaction. */
export async function transitionClosing(
  tx: Database,
  scope: Scope,
  closingId: string,
  action: ClosingAction,
) {
  const closing = await loadClosing(tx, scope, closingId);
  // Locks the row so two approvers cannot finalize the same closing twice.
  await tx.execute(sql`select 1 from ${closings} where ${closings.id} = ${closing.id} for update`);
  const rows = await closingCommitments(tx, closing.id);
  const next = nextClosingState(closing.state as ClosingState, rows.length, action);
  let eventId: string | null = closing.fund_family_event_id;
  let audit = closing.equalization_audit;
  if (next === 'finalized') {
    const outcome = await equalizationFor(tx, scope, closing, rows);
    const plan = await planClosing(tx, closing, rows, outcome);
    eventId = await postClosing(tx, scope, closing, plan);
    audit = outcome.audit;
    await keepClosingNonCapital(tx, closing, plan.nonCapital);
  }
  await tx
    .update(closings)
    .set({ state: next, fund_family_event_id: eventId, equalization_audit: audit })
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
      })),
      total_cents: step.postings.reduce((sum, p) => sum + p.amount_cents, 0),
    })),
  };
}
