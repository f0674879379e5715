import { and, eq } from 'drizzle-orm';
import type { StoredCapitalCallUse } from '../../api/capital-call';
import { unableToRefreshMessage, type CorrectionPreviewEvent } from '../../api/event-correction';
import { repostFundExpenseAllocation } from '../capital-call/capital-activity-fund-expense-allocation';
import { postCapitalCall } from '../capital-call/capital-call-finalize';
import { refreshClosing } from '../closing/closing-refresh';
import {
  closingEqualizationView,
  noLongerOutstanding,
  outstandingClosingEqualization,
  settlementOf,
} from '../capital-call/capital-call-closing-equalization';
import { loadCall, type LoadedCall } from '../capital-call/capital-call-service';
import {
  finishCapitalEventWorkflow,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { capital_calls, distributions, fund_family_events } from '../db/schema';
import { postDistribution } from '../distribution/distribution-finalize';
import { computeDistributionRun, storeRunResults } from '../distribution/distribution-run';
import { loadDistribution } from '../distribution/distribution-service';
import { latestRun } from '../distribution/waterfall-run-job';
import { repostClassChange } from '../commitment/class-change-correction';
import { postFeeRun, runFeeCharge } from '../fees/fee-charge-posting';
import { loadFeeCharge } from '../fees/fee-charge-load';
import { markNoticesOutOfDate } from '../notice/notice-event-change';
import type { Scope } from '../scope';
import type { FamilyEvent } from './correction-ledger';

/** An event type the refresh cannot recompute yet: the refresh stops there (spec §8). */
class NotRefreshable extends Error {}

/**
 * A call's closing equalization line names its closings and the rows of theirs it took. When a
 * closing was refreshed before the call, those rows were posted anew: the call takes the rows of
 * the same closings outstanding now, as its draft would have, and keeps them in its uses. Rows
 * still outstanding as drafted (only the call was rolled back) are kept as they are.
 */
async function retakeClosingEqualization(
  tx: Database,
  scope: Scope,
  loaded: LoadedCall,
): Promise<LoadedCall> {
  const drafted = loaded.call.uses.flatMap((use) => use.settles ?? []);
  if (drafted.length === 0) return loaded;
  if ((await noLongerOutstanding(tx, scope, drafted, (id) => id)) === null) return loaded;
  const uses: StoredCapitalCallUse[] = [];
  for (const use of loaded.call.uses) {
    if (use.kind !== 'closing_equalization') {
      uses.push(use);
      continue;
    }
    const rows = await outstandingClosingEqualization(tx, scope, loaded.fund.id, {
      closingEventIds: use.closing_event_ids,
      onOrBefore: loaded.call.due_date,
    });
    const settles = rows.map(({ closing_name: _n, closing_date: _d, ...row }) => row);
    uses.push({
      ...use,
      amount_cents: settlementOf(settles).amount,
      equalization: await closingEqualizationView(tx, scope, rows),
      settles,
    });
  }
  await tx
    .update(capital_calls)
    .set({ uses })
    .where(eq(capital_calls.fund_family_event_id, loaded.event.id));
  return { ...loaded, call: { ...loaded.call, uses } };
}

/**
 * Recomputes one out-of-date event from its stored inputs on the ledger as it stands and posts
 * its rows again, in the caller's transaction. A capital call re-runs its allocation and
 * posting from its stored uses (postCapitalCall: the same service and proofs as finalize, no
 * maker-checker: the correction was confirmed by a config user); a fee charge re-runs its fee
 * run (runFeeCharge, postFeeRun: the same proofs as publish); a distribution re-runs its
 * waterfalls and posts them (postDistribution: finalize's proofs); a class change posts its
 * true-up and moves the commitment again (repostClassChange); a fund expense allocation splits its
 * stored amount again (repostFundExpenseAllocation); a closing computes its
 * equalization again and posts finalize's plan (refreshClosing). Other types are not built.
 */
async function recompute(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  event: FamilyEvent,
): Promise<number> {
  switch (event.event_type) {
    case 'capital_activity': {
      const loaded = await retakeClosingEqualization(
        tx,
        scope,
        await loadCall(tx, scope, fundFamilyId, event.id, true),
      );
      const posted = await postCapitalCall(tx, scope, loaded);
      await tx
        .update(capital_calls)
        .set({
          finalized_checks: posted.checks,
          finalized_breakdown: posted.draft.figures.rows,
        })
        .where(eq(capital_calls.fund_family_event_id, event.id));
      return posted.rows.length + posted.settled;
    }
    case 'charge_fee': {
      // The fee run again from the charge's stored fee, period, offsets and waivers; it must
      // reconcile as at publish.
      const loaded = await loadFeeCharge(tx, scope, event.id, true);
      const computed = await runFeeCharge(tx, scope, loaded);
      const failed = computed.checks.filter((c) => !c.passed);
      if (failed.length > 0)
        throw new Error(`The fee run no longer reconciles: ${failed.map((c) => c.id).join(', ')}`);
      return postFeeRun(tx, scope, loaded.event, computed);
    }
    case 'distribution': {
      // The waterfalls again on the ledger as it stands (earlier events refreshed first), kept
      // as the run the review pages show, then posted with finalize's own proofs.
      const loaded = await loadDistribution(tx, scope, fundFamilyId, event.id, true);
      const run = await latestRun(tx, scope, event.id);
      if (!run) throw new Error('The distribution has no waterfall run to recompute');
      const results = await computeDistributionRun(tx, scope, loaded);
      await storeRunResults(tx, run, results);
      const posted = await postDistribution(tx, scope, loaded, results);
      await tx
        .update(distributions)
        .set({ finalized_checks: posted.checks })
        .where(eq(distributions.fund_family_event_id, event.id));
      return posted.rows;
    }
    case 'closing':
      // Its equalization again on the ledger as it stands (earlier events refreshed first).
      return refreshClosing(tx, scope, event.id);
    case 'adjustment': {
      // A class change posts again as at its finalize; a fund expense allocation is split again
      // from its stored inputs; other adjustments are not built.
      const rows =
        (await repostClassChange(tx, scope, event.id)) ??
        (await repostFundExpenseAllocation(tx, scope, {
          id: event.id,
          fund_family_id: fundFamilyId,
          effective_date: event.effective_date,
        }));
      if (rows === null) throw new NotRefreshable('Refresh of this adjustment is not built');
      return rows;
    }
    default:
      throw new NotRefreshable(`Refresh of ${event.event_type} events is not built`);
  }
}

/**
 * Why an event failed, for the audit and the log: an API error's message and its cause, cut
 * short (a failed query's cause carries every parameter it was sent).
 */
function failureDetail(error: unknown): string {
  const detail = (
    error instanceof ApiError && error.devMessage !== error.message
      ? `${error.message} (${error.devMessage})`
      : error instanceof Error
        ? error.message
        : String(error)
  ).replace(/\s+/g, ' ');
  return detail.length > 500 ? `${detail.slice(0, 500)}…` : detail;
}

/** The facts of an event whose running workflow is a refresh. */
const refreshing = () => ({ workflow: 'refresh' as const });

export type RefreshOutcome = {
  events: CorrectionPreviewEvent[];
  doneCount: number;
  failed: { event_id: string; message: string; detail: string } | null;
};

/** Heard inside each refreshed event's transaction, so progress commits with the event. */
export type OnRefreshed = (tx: Database, doneCount: number) => Promise<void>;

/**
 * The event as it stands, row-locked: a retried job must not post twice an event its earlier
 * attempt refreshed and committed.
 */
async function lockedState(tx: Database, scope: Scope, eventId: string) {
  const [current] = await tx
    .select({ state: fund_family_events.state })
    .from(fund_family_events)
    .where(
      and(eq(fund_family_events.customer_id, scope.customerId), eq(fund_family_events.id, eventId)),
    )
    .for('update');
  if (!current) throw new NotRefreshable('The event no longer exists');
  return current.state;
}

/**
 * Spec §4 Refresh: only out-of-date events, oldest to newest, each recomputed in a transaction of
 * its own (`db.transaction`: a real one from the job, a savepoint inside a preview's dry run) and
 * moved out_of_date → in_progress → completed by the capitalEvent machine; its notices become out
 * of date. An event already completed was refreshed by an earlier attempt of the same job: it
 * counts as done and is not posted again. The first failure stops the run with "Unable to
 * refresh event.": that event (its transaction rolled back, nothing half posted) and every later
 * one stay out of date, the earlier ones stay refreshed.
 */
export async function applyRefresh(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  outOfDate: readonly FamilyEvent[],
  onRefreshed: OnRefreshed = async () => {},
): Promise<RefreshOutcome> {
  let doneCount = 0;
  let failed: RefreshOutcome['failed'] = null;
  const posted = new Map<string, number>();
  for (const event of outOfDate) {
    try {
      await db.transaction(async (tx) => {
        const state = await lockedState(tx, scope, event.id);
        if (state === 'completed') {
          posted.set(event.id, event.ledger_rows);
        } else {
          nextCapitalEventState({ state, facts: refreshing(), actingUserId: '' }, 'refresh');
          posted.set(event.id, await recompute(tx, scope, fundFamilyId, event));
          await tx
            .update(fund_family_events)
            .set({
              state: finishCapitalEventWorkflow(refreshing(), 'done'),
              is_running: false,
              workflow_message: null,
            })
            .where(
              and(
                eq(fund_family_events.customer_id, scope.customerId),
                eq(fund_family_events.id, event.id),
              ),
            );
          await markNoticesOutOfDate(tx, event.id);
        }
        await onRefreshed(tx, doneCount + 1);
      });
    } catch (error) {
      posted.delete(event.id);
      failed = {
        event_id: event.id,
        message: unableToRefreshMessage,
        detail: failureDetail(error),
      };
      break;
    }
    doneCount += 1;
  }
  const failedAt = failed ? outOfDate.findIndex((e) => e.id === failed.event_id) : -1;
  return {
    doneCount,
    failed,
    events: outOfDate.map((e, i) => ({
      id: e.id,
      name: e.name,
      event_type: e.event_type,
      effective_date: e.effective_date,
      state_before: e.state,
      // A failed refresh leaves the event out of date (the machine's workflow_fail from refresh).
      state_after:
        failedAt >= 0 && i >= failedAt
          ? finishCapitalEventWorkflow(refreshing(), 'fail')
          : 'completed',
      // Rows it posted again; rows still set aside for an event left out of date.
      ledger_rows: posted.get(e.id) ?? e.set_aside_rows,
      refreshable: e.refreshable,
    })),
  };
}
