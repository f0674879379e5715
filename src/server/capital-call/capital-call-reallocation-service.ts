import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { apiErrorCodes } from '../../api/api-error';
import {
  CAPITAL_CALL_REALLOCATION_EVENT_TYPE,
  reallocationEffectiveDateBeforeCall,
  type CapitalCallReallocationList,
  type CapitalCallReallocationUpdate,
  type ReallocationAmount,
} from '../../api/capital-call-reallocation';
import type { PostedContribution } from '../../domain/capital-call/capital-call-invariants';
import { reallocateCapitalCall } from '../../domain/capital-call/reallocate-capital-call';
import { ApiError, invalid } from '../api-error';
import type { Database } from '../db/database';
import {
  capital_call_reallocations,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import type { Scope } from '../scope';
import { loadCall, type LoadedCall } from './capital-call-service';
import {
  assertCapitalEventEditable,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import { nextEventSequence } from '../ledger/event-sequence';
import {
  domainInput,
  loadReallocationContext,
  type ReallocationContext,
} from './capital-call-reallocation-context';
import { type LoadedReallocation, loadReallocation } from './capital-call-reallocation-record';

/** Only a finalized call is reallocated: a draft is still changed in its own wizard. */
function assertCallFinalized(call: LoadedCall): void {
  if (call.event.state !== 'completed')
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.invalidTransition,
      message: 'Only a finalized capital call can be reallocated.',
    });
}

function assertDateNotBeforeCall(date: string, call: LoadedCall): void {
  if (date < call.call.due_date) {
    const message = reallocationEffectiveDateBeforeCall(call.call.due_date);
    throw invalid({ effective_date: [message] }, message);
  }
}

/** POST: a draft reallocation of a finalized call (its own event), drafted by `userId`. */
export async function createReallocation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  callEventId: string,
  effectiveDate: string,
  userId: string,
): Promise<string> {
  const call = await loadCall(tx, scope, fundFamilyId, callEventId);
  assertCallFinalized(call);
  assertDateNotBeforeCall(effectiveDate, call);
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: call.fund.id,
      event_type: CAPITAL_CALL_REALLOCATION_EVENT_TYPE,
      state: 'draft',
      name: `Reallocation of ${call.event.name}`,
      effective_date: effectiveDate,
      sequence: await nextEventSequence(tx, call.fund.id, effectiveDate),
    })
    .returning({ id: fund_family_events.id });
  if (!event) throw new Error('event insert returned nothing');
  await tx.insert(capital_call_reallocations).values({
    fund_family_event_id: event.id,
    customer_id: scope.customerId,
    fund_family_id: call.fund.id,
    capital_call_event_id: call.event.id,
    effective_date: effectiveDate,
    amounts: [],
    created_by: userId,
    updated_by: userId,
  });
  return event.id;
}

/** Contributions of some events summed per LP and code (the ledger checks' unit). */
export async function contributionsOf(
  db: Database,
  scope: Scope,
  eventIds: readonly string[],
): Promise<PostedContribution[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      commitment_id: transactions.commitment_id,
      code: transaction_codes.name,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        inArray(transactions.fund_family_event_id, [...eventIds]),
      ),
    )
    .groupBy(transactions.commitment_id, transaction_codes.name);
  return rows.map((r) => ({
    commitmentId: r.commitment_id ?? '',
    transactionCode: r.code,
    amount: r.amount,
  }));
}

/**
 * The amounts of a request checked against the reallocation (each a 400 naming its field): a
 * use of the call, an LP the reallocation reaches, each pair once.
 */
function checkedAmounts(
  amounts: readonly ReallocationAmount[],
  context: ReallocationContext,
): ReallocationAmount[] {
  const uses = new Set(context.uses.map((u) => u.id));
  const reachable = new Set(context.commitments.map((c) => c.id));
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  amounts.forEach((a, i) => {
    if (!uses.has(a.use_id)) errors[`amounts.${i}.use_id`] = ['Not a use of this capital call'];
    else if (!reachable.has(a.commitment_id))
      errors[`amounts.${i}.commitment_id`] = ['Not an LP this reallocation reaches'];
    else if (seen.has(`${a.use_id}|${a.commitment_id}`))
      errors[`amounts.${i}.commitment_id`] = ['Named twice for this use'];
    seen.add(`${a.use_id}|${a.commitment_id}`);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return amounts.map((a) => ({
    use_id: a.use_id,
    commitment_id: a.commitment_id,
    amount_cents: a.amount_cents,
  }));
}

/**
 * PUT: a draft's effective date and new amounts replaced. Sums that do not balance and LPs past
 * their unfunded commitment are kept (the overview and review show them; finalize refuses them).
 */
export async function updateReallocation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  input: CapitalCallReallocationUpdate,
  userId: string,
): Promise<void> {
  const loaded = await loadReallocation(tx, scope, fundFamilyId, eventId, true);
  assertCapitalEventEditable(loaded.event.state);
  const context = await loadReallocationContext(tx, scope, loaded, input.effective_date);
  assertDateNotBeforeCall(input.effective_date, context.call);
  const amounts = checkedAmounts(input.amounts, context);
  if (input.effective_date !== loaded.event.effective_date)
    await tx
      .update(fund_family_events)
      .set({
        effective_date: input.effective_date,
        sequence: await nextEventSequence(tx, loaded.fund.id, input.effective_date),
      })
      .where(eq(fund_family_events.id, loaded.event.id));
  await tx
    .update(capital_call_reallocations)
    .set({
      effective_date: input.effective_date,
      amounts,
      updated_by: userId,
      updated_at: new Date(),
    })
    .where(eq(capital_call_reallocations.fund_family_event_id, loaded.event.id));
}

/** DELETE: a draft reallocation goes (event and draft); anything past draft is a 409. */
export async function deleteReallocation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  userId: string,
): Promise<{ name: string }> {
  const { event } = await loadReallocation(tx, scope, fundFamilyId, eventId, true);
  // The capitalEvent machine: draft → deleted; anything else is a 409 invalid_transition.
  nextCapitalEventState({ state: event.state, facts: {}, actingUserId: userId }, 'delete');
  await tx.delete(fund_family_events).where(eq(fund_family_events.id, event.id));
  return { name: event.name };
}

/** The live figures of a draft: computed over today's ledger with the ledger check run. */
export async function draftFigures(db: Database, scope: Scope, loaded: LoadedReallocation) {
  const context = await loadReallocationContext(
    db,
    scope,
    loaded,
    loaded.reallocation.effective_date,
  );
  const result = reallocateCapitalCall(
    domainInput(context, loaded.reallocation.amounts, {
      ledgerBefore: await contributionsOf(db, scope, context.beforeEventIds),
    }),
  );
  return { context, result };
}

/** A call's reallocations (drafts too), oldest first: the call's page links each. */
export async function listReallocationsOfCall(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  callEventId: string,
): Promise<CapitalCallReallocationList> {
  const call = await loadCall(db, scope, fundFamilyId, callEventId);
  const rows = await db
    .select({ event: fund_family_events, reallocation: capital_call_reallocations })
    .from(capital_call_reallocations)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, capital_call_reallocations.fund_family_event_id),
    )
    .where(
      and(
        eq(capital_call_reallocations.customer_id, scope.customerId),
        eq(capital_call_reallocations.capital_call_event_id, call.event.id),
      ),
    )
    .orderBy(asc(fund_family_events.effective_date), asc(fund_family_events.sequence));
  return {
    reallocations: rows.map(({ event, reallocation }) => ({
      id: event.id,
      name: event.name,
      state: event.state,
      effective_date: reallocation.effective_date,
      finalized_at: reallocation.finalized_at?.toISOString() ?? null,
    })),
  };
}
