import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { apiErrorCodes } from '../../api/api-error';
import {
  CAPITAL_CALL_REALLOCATION_EVENT_TYPE,
  reallocationEffectiveDateBeforeCall,
  type BeforeAfter,
  type CapitalCallReallocation,
  type CapitalCallReallocationList,
  type CapitalCallReallocationUpdate,
  type ReallocationAmount,
  type ReallocationCheck,
} from '../../api/capital-call-reallocation';
import type { StoredCapitalCallUse } from '../../api/capital-call';
import type { PostedContribution } from '../../domain/capital-call/capital-call-invariants';
import {
  reallocateCapitalCall,
  type BeforeAfter as DomainBeforeAfter,
  type CapitalCallReallocation as DomainReallocation,
  type CentsByUse,
  type ReallocateCapitalCallInput,
} from '../../domain/capital-call/reallocate-capital-call';
import { commitmentLedgerFigures } from '../../domain/ledger-figures';
import { ApiError, invalid, notFound } from '../api-error';
import { figureTotalsByCommitment } from '../commitment/commitment-information';
import type { Database } from '../db/database';
import {
  capital_call_reallocations,
  fund_family_events,
  transaction_codes,
  transactions,
  type fund_families,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { loadCallContext, type CallCode, type CallCommitment } from './capital-call-context';
import { loadCall, type LoadedCall } from './capital-call-service';
import {
  assertCapitalEventEditable,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import { nextEventSequence } from '../ledger/event-sequence';

type Fund = typeof fund_families.$inferSelect;

export type LoadedReallocation = {
  fund: Fund;
  event: typeof fund_family_events.$inferSelect;
  reallocation: typeof capital_call_reallocations.$inferSelect;
};

/**
 * A reallocation of the customer's fund family, by its own event id. Another customer's, another
 * fund family's, or an event that is not a reallocation: 404. `forUpdate` locks its event row.
 */
export async function loadReallocation(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  forUpdate = false,
): Promise<LoadedReallocation> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const query = db
    .select({ event: fund_family_events, reallocation: capital_call_reallocations })
    .from(fund_family_events)
    .innerJoin(
      capital_call_reallocations,
      eq(capital_call_reallocations.fund_family_event_id, fund_family_events.id),
    )
    .where(
      and(
        eq(fund_family_events.id, eventId),
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  if (!row) throw notFound('No such capital call reallocation in this fund family');
  return { fund, ...row };
}

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

/** The other reallocations of the same call that have posted (their differences are "before"). */
async function postedReallocations(db: Database, scope: Scope, loaded: LoadedReallocation) {
  return db
    .select({ event_id: fund_family_events.id, view: capital_call_reallocations.finalized_view })
    .from(capital_call_reallocations)
    .innerJoin(
      fund_family_events,
      eq(fund_family_events.id, capital_call_reallocations.fund_family_event_id),
    )
    .where(
      and(
        eq(capital_call_reallocations.customer_id, scope.customerId),
        eq(
          capital_call_reallocations.capital_call_event_id,
          loaded.reallocation.capital_call_event_id,
        ),
        inArray(fund_family_events.state, ['completed', 'out_of_date']),
        sql`${fund_family_events.id} <> ${loaded.event.id}`,
      ),
    )
    .orderBy(asc(fund_family_events.effective_date), asc(fund_family_events.sequence));
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

/** What a reallocation computes over, as the domain reads it, and the names around it. */
export type ReallocationContext = {
  call: LoadedCall;
  uses: StoredCapitalCallUse[];
  codes: Map<string, CallCode>;
  /** The call's LPs and every LP admitted by the effective date (a late admission). */
  commitments: Pick<
    CallCommitment,
    | 'id'
    | 'name'
    | 'fundEntityId'
    | 'fundEntityName'
    | 'investorEntityId'
    | 'committed'
    | 'contributed'
    | 'recallable'
    | 'unfunded'
  >[];
  before: CentsByUse;
  /** The events whose rows hold the amounts before: the call and its posted reallocations. */
  beforeEventIds: string[];
};

export async function loadReallocationContext(
  db: Database,
  scope: Scope,
  loaded: LoadedReallocation,
  effectiveDate: string,
  lockCall = false,
): Promise<ReallocationContext> {
  const call = await loadCall(
    db,
    scope,
    loaded.fund.id,
    loaded.reallocation.capital_call_event_id,
    lockCall,
  );
  const context = await loadCallContext(db, scope, loaded.fund, effectiveDate, null);
  const breakdown = call.call.finalized_breakdown ?? [];
  const commitments: ReallocationContext['commitments'] = [...context.commitments];
  const known = new Set(commitments.map((c) => c.id));
  const missing = breakdown.filter((row) => !known.has(row.commitment_id));
  if (missing.length > 0) {
    // An LP of the call no longer reached on the effective date keeps its row (and its amounts).
    const ledger = await figureTotalsByCommitment(
      db,
      scope,
      missing.map((row) => row.commitment_id),
    );
    for (const row of missing) {
      const f = commitmentLedgerFigures(ledger.get(row.commitment_id) ?? []);
      commitments.push({
        id: row.commitment_id,
        name: row.lp,
        fundEntityId: row.fund_entity_id,
        fundEntityName: row.fund_entity_name,
        investorEntityId: row.investor_entity_id,
        committed: f.committed.cents,
        contributed: f.contributed.cents,
        recallable: f.recallable.cents,
        unfunded: f.unfunded,
      });
    }
  }
  const before: Record<string, Record<string, number>> = {};
  for (const use of call.call.uses) before[use.id] = {};
  for (const row of breakdown)
    for (const [useId, cents] of Object.entries(row.by_use))
      (before[useId] ??= {})[row.commitment_id] = cents;
  const earlier = await postedReallocations(db, scope, loaded);
  for (const { view } of earlier)
    for (const row of view?.rows ?? [])
      for (const [useId, line] of Object.entries(row.by_use)) {
        const forUse = (before[useId] ??= {});
        forUse[row.commitment_id] = (forUse[row.commitment_id] ?? 0) + line.difference_cents;
      }
  return {
    call,
    // A closing equalization line settles the closings' own rows: it is not a contribution
    // split among LPs, so a reallocation leaves it out.
    uses: call.call.uses.filter((use) => use.kind !== 'closing_equalization'),
    codes: context.codes,
    commitments,
    before,
    beforeEventIds: [call.event.id, ...earlier.map((e) => e.event_id)],
  };
}

export const amountsByUse = (amounts: readonly ReallocationAmount[]): CentsByUse => {
  const byUse: Record<string, Record<string, number>> = {};
  for (const a of amounts) (byUse[a.use_id] ??= {})[a.commitment_id] = a.amount_cents;
  return byUse;
};

/** The domain's input for a reallocation's new amounts over its context. */
export function domainInput(
  context: ReallocationContext,
  amounts: readonly ReallocationAmount[],
  extra: Pick<ReallocateCapitalCallInput, 'ledgerBefore' | 'posted'> = {},
): ReallocateCapitalCallInput {
  return {
    uses: context.uses.map((use) => ({
      id: use.id,
      description: use.description,
      transactionCode: use.transaction_code,
      isRecallable: context.codes.get(use.transaction_code)?.is_recallable ?? false,
    })),
    commitments: context.commitments,
    before: context.before,
    amounts: amountsByUse(amounts),
    ...extra,
  };
}

export function apiChecks(result: DomainReallocation): ReallocationCheck[] {
  return result.checks.map((check) => ({
    id: check.id,
    label: check.label,
    status: check.status,
    failures: check.failures.map((f) => ({
      check: f.check,
      use_id: f.useId,
      commitment_id: f.commitmentId,
      lp: f.lp,
      figure: f.figure,
      expected_cents: f.expectedCents,
      actual_cents: f.actualCents,
      difference_cents: f.differenceCents,
      message: f.message,
    })),
  }));
}

const apiBa = (line: DomainBeforeAfter): BeforeAfter => ({
  before_cents: line.before,
  after_cents: line.after,
  difference_cents: line.difference,
});
const apiByUse = (byUse: Record<string, DomainBeforeAfter>) =>
  Object.fromEntries(Object.entries(byUse).map(([id, line]) => [id, apiBa(line)]));

/** The figures as the API answers them: uses with their totals, rows per LP, totals. */
export function apiView(
  context: ReallocationContext,
  result: DomainReallocation,
): Pick<CapitalCallReallocation, 'uses' | 'rows' | 'total'> {
  const byId = new Map(context.commitments.map((c) => [c.id, c]));
  return {
    uses: context.uses.map((use, u) => ({
      id: use.id,
      kind: use.kind,
      description: use.description,
      transaction_code: use.transaction_code,
      is_recallable: context.codes.get(use.transaction_code)?.is_recallable ?? false,
      amount_cents: result.uses[u]!.before,
      new_total_cents: result.uses[u]!.after,
    })),
    rows: result.rows.map((row) => ({
      commitment_id: row.commitmentId,
      lp: row.lp,
      fund_entity_name: byId.get(row.commitmentId)?.fundEntityName ?? '',
      committed_cents: row.committed,
      by_use: apiByUse(row.byUse),
      called: apiBa(row.called),
      paid_in: apiBa(row.paidIn),
      unfunded: apiBa(row.unfunded),
    })),
    total: {
      by_use: apiByUse(result.total.byUse),
      called: apiBa(result.total.called),
      paid_in: apiBa(result.total.paidIn),
      unfunded: apiBa(result.total.unfunded),
    },
  };
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
