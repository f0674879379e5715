import { and, eq, sql } from 'drizzle-orm';
import {
  noOutstandingEqualization,
  oneEqualizationLine,
  type CapitalCallInput,
  type StoredCapitalCallUse,
} from '../../api/capital-call';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { capital_calls, fund_family_events, type fund_families } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { checkedUses, computeCall, type DraftedEqualization } from './capital-call-allocation';
import {
  closingEqualizationView,
  outstandingClosingEqualization,
} from './capital-call-closing-equalization';
import { loadCallContext } from './capital-call-context';
import {
  computeManagementFeeLine,
  FeeLineProblem,
  type ComputedFeeLine,
} from './capital-call-fees';
import {
  assertCapitalEventEditable,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import { nextEventSequence } from '../ledger/event-sequence';
import { feeBreakProblems } from '../distribution/fee-break';

type Fund = typeof fund_families.$inferSelect;
export type LoadedCall = {
  fund: Fund;
  event: typeof fund_family_events.$inferSelect;
  call: typeof capital_calls.$inferSelect;
};

/**
 * A capital call of the customer's fund family, by its event id. Another customer's, another
 * fund family's, or an event that is not a call: 404. `forUpdate` locks the event row (two
 * finalizes of one call run one after the other).
 */
export async function loadCall(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  forUpdate = false,
): Promise<LoadedCall> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const query = db
    .select({ event: fund_family_events, call: capital_calls })
    .from(fund_family_events)
    .innerJoin(capital_calls, eq(capital_calls.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.id, eventId),
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  if (!row) throw notFound('No such capital call in this fund family');
  return { fund, ...row };
}

/** "Capital call N": one more than the fund family's calls so far. */
export async function defaultCallName(db: Database, scope: Scope, fundFamilyId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fundFamilyId),
        eq(fund_family_events.event_type, 'capital_activity'),
      ),
    );
  return `Capital call ${(row?.count ?? 0) + 1}`;
}

/**
 * Checks a draft's contents against the fund on its due date: the codes, the overrides and the
 * allocation (a domain refusal is a 400). Lines refused for an LP are kept: the draft shows them
 * and finalize refuses them. `kept`: lines by position taken as given, not computed again (a
 * cancel-correct's lines the user did not edit, with their posted cents).
 */
export async function checkedDraft(
  db: Database,
  scope: Scope,
  fund: Fund,
  input: CapitalCallInput,
  kept: ReadonlyMap<number, StoredCapitalCallUse> = new Map(),
) {
  const context = await loadCallContext(
    db,
    scope,
    fund,
    input.due_date,
    input.allocation_rule_graph_id,
  );
  const computed = new Map<number, ComputedFeeLine>();
  const problems: Record<string, string[]> = {};
  for (const [u, use] of input.uses.entries()) {
    if (!use.fee_period || use.kind !== 'management_fees' || kept.has(u)) continue;
    try {
      computed.set(u, await computeManagementFeeLine(db, scope, fund, context, use.fee_period));
    } catch (error) {
      if (!(error instanceof FeeLineProblem)) throw error;
      problems[`uses.${u}.fee_period`] = [error.message];
    }
  }
  await feeBreakProblems(db, scope, fund.id, input.uses, problems);
  const equalization = await draftedEqualization(db, scope, fund, input, problems);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const uses = checkedUses(input, context, computed, equalization, kept);
  computeCall(uses, context);
  return uses;
}

/**
 * A closing equalization line takes the equalization outstanding now: of the closings it names,
 * or of every closing dated on or before the due date. One such line per call; a closing named
 * with nothing outstanding by then, or nothing outstanding at all, is a 400 on the line.
 */
async function draftedEqualization(
  db: Database,
  scope: Scope,
  fund: Fund,
  input: CapitalCallInput,
  problems: Record<string, string[]>,
): Promise<Map<number, DraftedEqualization>> {
  const drafted = new Map<number, DraftedEqualization>();
  const lines = [...input.uses.entries()].filter(([, use]) => use.kind === 'closing_equalization');
  for (const [u] of lines.slice(1)) problems[`uses.${u}.kind`] = [oneEqualizationLine];
  const [first] = lines;
  if (!first) return drafted;
  const [u, use] = first;
  const rows = await outstandingClosingEqualization(db, scope, fund.id, {
    closingEventIds: use.closing_event_ids,
    onOrBefore: input.due_date,
  });
  const found = new Set(rows.map((r) => r.closing_event_id));
  (use.closing_event_ids ?? []).forEach((id, i) => {
    if (!found.has(id))
      problems[`uses.${u}.closing_event_ids.${i}`] = [
        'No closing equalization of this closing is outstanding on or before the due date.',
      ];
  });
  if (rows.length === 0) {
    problems[`uses.${u}.kind`] = [noOutstandingEqualization];
    return drafted;
  }
  drafted.set(u, {
    settles: rows.map(({ closing_name: _n, closing_date: _d, ...row }) => row),
    view: await closingEqualizationView(db, scope, rows),
  });
  return drafted;
}

/** POST: a draft call (a capital_activity event in state draft), drafted by `userId`. */
export async function createCapitalCall(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  input: CapitalCallInput,
  userId: string,
): Promise<string> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  const uses = await checkedDraft(tx, scope, fund, input);
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      event_type: 'capital_activity',
      state: 'draft',
      name: input.name ?? (await defaultCallName(tx, scope, fund.id)),
      effective_date: input.due_date,
      sequence: await nextEventSequence(tx, fund.id, input.due_date),
    })
    .returning({ id: fund_family_events.id });
  if (!event) throw new Error('event insert returned nothing');
  await tx.insert(capital_calls).values({
    fund_family_event_id: event.id,
    customer_id: scope.customerId,
    fund_family_id: fund.id,
    notice_date: input.notice_date,
    due_date: input.due_date,
    allocation_rule_graph_id: input.allocation_rule_graph_id,
    uses,
    created_by: userId,
    updated_by: userId,
  });
  return event.id;
}

/** PUT: a draft's fields and uses replaced; a call past draft is a 409 (not editable). */
export async function updateCapitalCall(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  input: CapitalCallInput,
  userId: string,
): Promise<void> {
  const { fund, event } = await loadCall(tx, scope, fundFamilyId, eventId, true);
  assertCapitalEventEditable(event.state);
  const uses = await checkedDraft(tx, scope, fund, input);
  await tx
    .update(fund_family_events)
    .set({
      name: input.name ?? event.name,
      ...(input.due_date === event.effective_date
        ? {}
        : {
            effective_date: input.due_date,
            sequence: await nextEventSequence(tx, fund.id, input.due_date),
          }),
    })
    .where(eq(fund_family_events.id, event.id));
  await tx
    .update(capital_calls)
    .set({
      notice_date: input.notice_date,
      due_date: input.due_date,
      allocation_rule_graph_id: input.allocation_rule_graph_id,
      uses,
      updated_by: userId,
      updated_at: new Date(),
    })
    .where(eq(capital_calls.fund_family_event_id, event.id));
}

/** DELETE: a draft call goes (its event and call rows); anything past draft is a 409. */
export async function deleteCapitalCall(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  userId: string,
): Promise<{ name: string }> {
  const { event } = await loadCall(tx, scope, fundFamilyId, eventId, true);
  // The capitalEvent machine: draft → deleted; anything else is a 409 invalid_transition.
  nextCapitalEventState({ state: event.state, facts: {}, actingUserId: userId }, 'delete');
  // The call row goes with its event (on delete cascade); a draft has no ledger rows.
  await tx.delete(fund_family_events).where(eq(fund_family_events.id, event.id));
  return { name: event.name };
}

/** Refuses with the error contract when the call is being finalized by a workflow. */
export function assertNotRunning(event: LoadedCall['event']): void {
  if (event.is_running)
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: event.workflow_message ?? 'The capital call is being finalized.',
    });
}
