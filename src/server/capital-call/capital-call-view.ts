import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CAPITAL_CALL_USE_KINDS,
  capitalCallUseKindLabels,
  type CapitalCallCreateData,
  type CapitalCallEvent,
} from '../../api/capital-call';
import { type CapitalActivityList } from '../../api/capital-activity-list';
import {
  type CapitalCallBreakdown,
  type CapitalCallBreakdownRow,
} from '../../api/capital-call-breakdown';
import { percentOfCommitment } from '../../domain/capital-call';
import { classificationDirection } from '../../domain/ledger-figures';
import type { Database } from '../db/database';
import {
  capital_call_reallocations,
  capital_calls,
  distributions,
  fund_family_events,
  transaction_codes,
  transactions,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { publicUse } from './capital-call-allocation';
import { callCodes, defaultCodeFor, loadCallContext } from './capital-call-context';
import { computedCallFigures, type CallFiguresOf } from './capital-call-figures';
import { finalizeRefusal } from './capital-call-finalize';
import { defaultCallName, loadCall, type LoadedCall } from './capital-call-service';
import {
  closingEqualizationView,
  noLongerOutstanding,
  outstandingClosingEqualization,
} from './capital-call-closing-equalization';
import { peopleByIds } from '../users/people';
import { noticesBlockFinalizeReason } from '../notice/notice-event-change';

/** GET fund-family-event/{eventId}: the call as `viewerId` sees it (may they finalize it?). */
export async function getCapitalCallEvent(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  viewer: { id: string; mayApprove: boolean },
  figuresOf: CallFiguresOf = computedCallFigures,
): Promise<CapitalCallEvent> {
  const loaded = await loadCall(db, scope, fundFamilyId, eventId);
  const { event, call } = loaded;
  const figures = await figuresOf(db, scope, loaded);
  const person = await peopleByIds(db, [call.created_by, call.finalized_by]);
  let blocked: string | null = null;
  if (event.state !== 'draft') blocked = 'A finalized event is no longer editable.';
  else if (!viewer.mayApprove) blocked = 'Finalizing a capital call needs the approve permission.';
  else if (figures.refusals.length > 0) blocked = figures.refusals[0]!.message;
  else if (figures.checks.some((c) => c.status === 'failed'))
    blocked = figures.checks.flatMap((c) => c.failures)[0]!.message;
  else if (await noticesBlockFinalizeReason(db, event.id))
    blocked = await noticesBlockFinalizeReason(db, event.id);
  else
    blocked =
      (await settledElsewhere(db, scope, call)) ??
      (await finalizeRefusal(db, scope, call, viewer.id));
  return {
    id: event.id,
    fund_family_id: event.fund_family_id,
    event_type: 'capital_activity',
    name: event.name,
    state: event.state,
    is_running: event.is_running,
    workflow_message: event.workflow_message,
    notice_date: call.notice_date,
    due_date: call.due_date,
    effective_date: event.effective_date,
    allocation_rule_graph_id: call.allocation_rule_graph_id,
    uses: call.uses.map(publicUse),
    total_cents: call.uses.reduce((sum, use) => sum + use.amount_cents, 0),
    created_by: person(call.created_by),
    created_at: event.created_at.toISOString(),
    finalized_by: person(call.finalized_by),
    finalized_at: call.finalized_at?.toISOString() ?? null,
    refusals: figures.refusals,
    checks: figures.checks,
    can_finalize: blocked === null,
    finalize_blocked_reason: blocked,
  };
}

/** A draft whose closing equalization another call settled (or that changed): why, by LP. */
async function settledElsewhere(db: Database, scope: Scope, call: LoadedCall['call']) {
  const settles = call.uses.flatMap((use) => use.settles ?? []);
  const names = new Map(
    call.uses.flatMap((use) => use.equalization?.lines.map((l) => [l.commitment_id, l.lp]) ?? []),
  );
  return noLongerOutstanding(db, scope, settles, (id) => names.get(id) ?? id);
}

/** Totals of like rows (the breakdown's total line), by the domain's one percent function. */
function totalOf(
  rows: readonly CapitalCallBreakdownRow[],
  useIds: readonly string[],
): CapitalCallBreakdown['total'] {
  const sum = (pick: (row: CapitalCallBreakdownRow) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const committed = sum((r) => r.committed_cents);
  const called = sum((r) => r.called_cents);
  const after = sum((r) => r.contributed_after_cents);
  return {
    committed_cents: committed,
    by_use: Object.fromEntries(useIds.map((id) => [id, sum((r) => r.by_use[id] ?? 0)])),
    called_cents: called,
    contributed_before_cents: sum((r) => r.contributed_before_cents),
    contributed_after_cents: after,
    unfunded_before_cents: sum((r) => r.unfunded_before_cents),
    unfunded_after_cents: sum((r) => r.unfunded_after_cents),
    percent_called: percentOfCommitment(called, committed),
    percent_contributed_after: percentOfCommitment(after, committed),
  };
}

/** GET capital-call/{eventId}/breakdown (and drawdown-table, unfunded-breakdown): per LP and use. */
export async function getCapitalCallBreakdown(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  fundEntityId: string | undefined,
  figuresOf: CallFiguresOf = computedCallFigures,
): Promise<CapitalCallBreakdown> {
  const loaded = await loadCall(db, scope, fundFamilyId, eventId);
  const figures = await figuresOf(db, scope, loaded);
  const rows = fundEntityId
    ? figures.rows.filter((r) => r.fund_entity_id === fundEntityId)
    : figures.rows;
  const kept = new Set(rows.map((r) => r.commitment_id));
  return {
    event_id: loaded.event.id,
    state: loaded.event.state,
    uses: loaded.call.uses.map(publicUse),
    rows,
    total: totalOf(
      rows,
      loaded.call.uses.map((u) => u.id),
    ),
    refusals: figures.refusals.filter((r) => kept.has(r.commitment_id)),
  };
}

/**
 * GET /fund-family/{id}/capital-activity: the fund family's events, newest first, with what each
 * called and distributed (a draft call: its uses; a posted event: its rows, by docs/figures.md's
 * kinds) and who drafted it.
 */
export async function listCapitalActivity(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<CapitalActivityList> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const events = await db
    .select({
      event: fund_family_events,
      call: capital_calls,
      // Who drafted a reallocation or a distribution: their own tables keep it, not the call's.
      drafter: sql<
        string | null
      >`coalesce(${capital_calls.created_by}, ${capital_call_reallocations.created_by}, ${distributions.created_by})`,
    })
    .from(fund_family_events)
    .leftJoin(capital_calls, eq(capital_calls.fund_family_event_id, fund_family_events.id))
    .leftJoin(
      capital_call_reallocations,
      eq(capital_call_reallocations.fund_family_event_id, fund_family_events.id),
    )
    .leftJoin(distributions, eq(distributions.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    )
    .orderBy(desc(fund_family_events.effective_date), desc(fund_family_events.sequence));
  const sums = await db
    .select({
      event_id: transactions.fund_family_event_id,
      classification: transaction_codes.classification,
      called: transaction_codes.should_get_equalized,
      amount: sql<number>`sum(${transactions.amount_cents})::bigint`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fund.id),
        eq(transactions.is_draft, false),
      ),
    )
    .groupBy(
      transactions.fund_family_event_id,
      transaction_codes.classification,
      transaction_codes.should_get_equalized,
    );
  const called = new Map<string, number>();
  const distributed = new Map<string, number>();
  for (const s of sums) {
    const direction = classificationDirection(s.classification);
    if (direction === 'into_fund' && s.called)
      called.set(s.event_id, (called.get(s.event_id) ?? 0) + s.amount);
    if (direction === 'to_partner')
      distributed.set(s.event_id, (distributed.get(s.event_id) ?? 0) + s.amount);
  }
  const person = await peopleByIds(
    db,
    events.map((e) => e.drafter),
  );
  return {
    events: events.map(({ event, call, drafter }) => ({
      id: event.id,
      event_type: event.event_type,
      name: event.name,
      effective_date: event.effective_date,
      state: event.state,
      is_running: event.is_running,
      called_cents:
        call && event.state === 'draft'
          ? call.uses.reduce((sum, use) => sum + use.amount_cents, 0)
          : (called.get(event.id) ?? 0),
      distributed_cents: distributed.get(event.id) ?? 0,
      created_by: person(drafter),
      created_at: event.created_at.toISOString(),
    })),
  };
}

/** GET capital-call/create-data: the use kinds, the call codes and the commitments reached today. */
export async function getCapitalCallCreateData(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
): Promise<CapitalCallCreateData> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const codes = await callCodes(db, scope, fund);
  const context = await loadCallContext(db, scope, fund, today, null);
  return {
    use_kinds: CAPITAL_CALL_USE_KINDS.map((kind) => ({
      kind,
      label: capitalCallUseKindLabels[kind],
      default_transaction_code: defaultCodeFor(kind, codes),
    })),
    transaction_codes: codes.map(({ id: _, ...code }) => code),
    commitments: context.commitments.map((c) => ({
      commitment_id: c.id,
      investor_entity_id: c.investorEntityId,
      lp: c.name,
      fund_entity_id: c.fundEntityId,
      fund_entity_name: c.fundEntityName,
      committed_cents: c.committed,
      unfunded_cents: c.unfunded,
      fee_exempt: c.feeExempt,
    })),
    default_name: await defaultCallName(db, scope, fund.id),
    outstanding_equalization: await closingEqualizationView(
      db,
      scope,
      await outstandingClosingEqualization(db, scope, fund.id, {}),
    ),
  };
}
