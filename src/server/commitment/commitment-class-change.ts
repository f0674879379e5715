import { and, eq, gte, max, min } from 'drizzle-orm';
import type { ClassChangeInput } from '../../api/commitment-class-change';
import { apiErrorCodes } from '../../api/api-error';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import {
  commitment_class_changes,
  commitments,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import { classChangeFeeTrueUp } from './class-change-fee-true-up';
import { type ClassChangeRow } from './class-change-view';
import { familyClasses } from '../investor-class/family-classes';
import { loadCommitment, type LoadedCommitment } from './commitment-ledger';
import type { Scope } from '../scope';
import { formatDate } from '../../domain/date-display';
import { nextEventSequence } from '../ledger/event-sequence';

const notDraft = () =>
  new ApiError({
    status: 409,
    code: apiErrorCodes.invalidTransition,
    message: 'This class change is finalized and can no longer change.',
  });

/** The checks that need the database: the class is the family's and new, the date fits. */
async function checkInput(
  db: Database,
  scope: Scope,
  commitment: LoadedCommitment,
  input: ClassChangeInput,
  today: string,
  ownEventId: string | null,
) {
  const errors: Record<string, string[]> = {};
  const classes = await familyClasses(db, scope, commitment.fund_family_id);
  if (
    input.to_investor_class_id !== null &&
    !classes.some((c) => c.id === input.to_investor_class_id)
  )
    errors.to_investor_class_id = ['Choose a class of this fund family.'];
  else if (input.to_investor_class_id === commitment.investor_class_id)
    errors.to_investor_class_id = ['The commitment is already in this class.'];
  if (input.effective_date > today)
    errors.effective_date = ['The effective date cannot be after today.'];
  // A commitment in a draft closing has no history yet: its closing sets its class.
  const [admitted] = await db
    .select({ first: min(transactions.effective_date) })
    .from(transactions)
    .where(and(eq(transactions.commitment_id, commitment.id), eq(transactions.is_draft, false)));
  if (!admitted?.first)
    errors.non_field_errors = [
      'The commitment has no posted activity yet: choose its class on its closing instead.',
    ];
  else if (input.effective_date < admitted.first)
    errors.effective_date = [
      `The effective date cannot be before the commitment's first posting on ${admitted.first}.`,
    ];
  const [later] = await db
    .select({ last: max(commitment_class_changes.effective_date) })
    .from(commitment_class_changes)
    .where(
      and(
        eq(commitment_class_changes.commitment_id, commitment.id),
        eq(commitment_class_changes.state, 'finalized'),
        gte(commitment_class_changes.effective_date, input.effective_date),
      ),
    );
  if (later?.last)
    errors.effective_date = [
      `The commitment's last class change is effective ${formatDate(later.last)}; choose a later date.`,
    ];
  const [draft] = await db
    .select({ event: commitment_class_changes.fund_family_event_id })
    .from(commitment_class_changes)
    .where(
      and(
        eq(commitment_class_changes.commitment_id, commitment.id),
        eq(commitment_class_changes.state, 'draft'),
      ),
    );
  if (draft && draft.event !== ownEventId)
    errors.non_field_errors = [
      'This commitment already has a class change in draft: finish or discard it first.',
    ];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const eventName = (commitment: LoadedCommitment) =>
  `Class change: ${commitment.investor_entity_name}`;

/** A draft change with its draft adjustment event (spec §2 change-commitment-class). */
export async function createClassChange(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  commitmentId: string,
  input: ClassChangeInput,
  today: string,
): Promise<ClassChangeRow> {
  const commitment = await loadCommitment(tx, scope, commitmentId);
  if (commitment.fund_family_id !== fundFamilyId)
    throw invalid({ commitment_id: ['This commitment is not of this fund family.'] });
  await checkInput(tx, scope, commitment, input, today, null);
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fundFamilyId,
      event_type: 'adjustment',
      state: 'draft',
      name: eventName(commitment),
      effective_date: input.effective_date,
      sequence: await nextEventSequence(tx, fundFamilyId, input.effective_date),
    })
    .returning({ id: fund_family_events.id });
  const [row] = await tx
    .insert(commitment_class_changes)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fundFamilyId,
      fund_family_event_id: event!.id,
      commitment_id: commitment.id,
      from_investor_class_id: commitment.investor_class_id,
      to_investor_class_id: input.to_investor_class_id,
      effective_date: input.effective_date,
    })
    .returning();
  return row!;
}

export async function updateClassChange(
  tx: Database,
  scope: Scope,
  row: ClassChangeRow,
  input: ClassChangeInput,
  today: string,
): Promise<ClassChangeRow> {
  if (row.state !== 'draft') throw notDraft();
  const commitment = await loadCommitment(tx, scope, row.commitment_id);
  await checkInput(tx, scope, commitment, input, today, row.fund_family_event_id);
  if (input.effective_date !== row.effective_date)
    await tx
      .update(fund_family_events)
      .set({
        effective_date: input.effective_date,
        sequence: await nextEventSequence(tx, row.fund_family_id, input.effective_date),
      })
      .where(eq(fund_family_events.id, row.fund_family_event_id));
  const [updated] = await tx
    .update(commitment_class_changes)
    .set({ to_investor_class_id: input.to_investor_class_id, effective_date: input.effective_date })
    .where(eq(commitment_class_changes.id, row.id))
    .returning();
  return updated!;
}

/** Discarding a draft deletes its event, and the change with it (cascade). */
export async function discardClassChange(tx: Database, row: ClassChangeRow) {
  if (row.state !== 'draft') throw notDraft();
  await tx.delete(fund_family_events).where(eq(fund_family_events.id, row.fund_family_event_id));
}

/**
 * Finalizing, in the caller's transaction: posts the change (postClassChange) and completes the
 * change and its event. Returns what was posted, for the audit log.
 */
export async function finalizeClassChange(
  tx: Database,
  scope: Scope,
  row: ClassChangeRow,
  now: Date,
) {
  const [locked] = await tx
    .select()
    .from(commitment_class_changes)
    .where(eq(commitment_class_changes.id, row.id))
    .for('update');
  if (!locked || locked.state !== 'draft') throw notDraft();
  const posted = await postClassChange(tx, scope, row, now.toISOString().slice(0, 10));
  await tx
    .update(commitment_class_changes)
    .set({ state: 'finalized', finalized_at: now })
    .where(eq(commitment_class_changes.id, row.id));
  await tx
    .update(fund_family_events)
    .set({ state: 'completed' })
    .where(eq(fund_family_events.id, row.fund_family_event_id));
  return posted;
}

/**
 * Posts a class change in the caller's transaction: each fee's true-up for the fee periods
 * charged through `today`, under the management_fee_true_up code on the change's event, and
 * the commitment moved to the new class. Finalize runs it, and so does a refresh of a change a
 * rollback undid (with the day it was finalized, so the true-up covers the same periods).
 */
export async function postClassChange(
  tx: Database,
  scope: Scope,
  row: ClassChangeRow,
  today: string,
) {
  const commitment = await loadCommitment(tx, scope, row.commitment_id);
  if (commitment.investor_class_id !== row.from_investor_class_id)
    throw invalid({
      non_field_errors: [
        'The commitment changed class since this draft was made; discard it and start again.',
      ],
    });
  const trueUp = await classChangeFeeTrueUp(tx, scope, row, today);
  if (trueUp.problem) throw invalid({ fee_true_up: [trueUp.problem] }, trueUp.problem);
  const [code] = await tx
    .select({ id: transaction_codes.id })
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.fund_family_id, row.fund_family_id),
        eq(transaction_codes.name, 'management_fee_true_up'),
      ),
    );
  const postings = trueUp.fees.filter((f) => f.total_cents !== 0);
  if (postings.length > 0 && !code)
    throw invalid({
      fee_true_up: ['The fund family has no management_fee_true_up transaction code.'],
    });
  if (postings.length > 0)
    await tx.insert(transactions).values(
      postings.map((f) => ({
        customer_id: scope.customerId,
        fund_family_id: row.fund_family_id,
        fund_family_event_id: row.fund_family_event_id,
        fund_entity_id: commitment.owning_entity_id,
        investor_entity_id: commitment.investor_entity_id,
        commitment_id: commitment.id,
        transaction_code_id: code!.id,
        amount_cents: f.total_cents,
        effective_date: row.effective_date,
      })),
    );
  await tx
    .update(commitments)
    .set({ investor_class_id: row.to_investor_class_id })
    .where(eq(commitments.id, commitment.id));
  return {
    fee_true_up_cents: trueUp.total_cents,
    postings: postings.map((f) => ({ fee_id: f.fee_id, amount_cents: f.total_cents })),
  };
}
