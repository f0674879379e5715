import { and, eq, inArray, sql } from 'drizzle-orm';
import { unableToRefreshMessage } from '../../api/event-correction';
import type { Database } from '../db/database';
import { audit_log, event_corrections, fund_family_events, transactions } from '../db/schema';
import type { QueueDefinition } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { Scope } from '../scope';
import { familyEvents } from './correction-ledger';
import { correctionRunEnd } from './event-correction-machine-check';
import { applyRefresh } from './refresh';

export const EVENT_REFRESH_QUEUE = 'event-refresh';
export type EventRefreshJob = { correction_id: string };

/** Tries after a crash or an unexpected error; a failing event is not one (it would fail again). */
const retryLimit = 3;

/** The fund family's posted ledger summed (draft rows excluded), as the preview's totals are. */
export async function postedLedgerTotal(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${transactions.amount_cents}), 0)::bigint` })
    .from(transactions)
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fundFamilyId),
        eq(transactions.is_draft, false),
      ),
    );
  return Number(row?.cents ?? 0);
}

type Stopped = { event_id: string | null; detail: string } | null;

/**
 * Where a refresh ends, in one transaction: the correction done or failed (the eventCorrection
 * machine), its totals as posted (before, recorded at the confirmation; after, the ledger now),
 * the events it still held released, and the audit entry of the outcome in its author's name.
 * A correction already finished is left alone (a job delivered twice).
 */
async function finishRefresh(db: Database, correctionId: string, stopped: Stopped) {
  await db.transaction(async (tx) => {
    const [correction] = await tx
      .select()
      .from(event_corrections)
      .where(eq(event_corrections.id, correctionId))
      .for('update');
    if (!correction || correction.state !== 'running') return;
    const scope: Scope = { customerId: correction.customer_id };
    const fundFamilyId = correction.fund_family_id;
    const after = await postedLedgerTotal(tx, scope, fundFamilyId);
    const before = correction.preview?.before_cents ?? after;
    const totals = { before_cents: before, change_cents: after - before, after_cents: after };
    const state = correctionRunEnd(stopped !== null);
    const message = stopped ? unableToRefreshMessage : null;
    await tx
      .update(event_corrections)
      .set({
        state,
        message,
        failed_event_id: stopped?.event_id ?? null,
        preview: { token: correction.preview?.token ?? '', ...totals },
        finished_at: new Date(),
      })
      .where(eq(event_corrections.id, correction.id));
    const ids = correction.event_ids;
    if (ids.length > 0)
      await tx
        .update(fund_family_events)
        .set({ is_running: false, workflow_message: null })
        .where(
          and(
            eq(fund_family_events.customer_id, scope.customerId),
            inArray(fund_family_events.id, ids),
          ),
        );
    const byId = new Map((await familyEvents(tx, scope, fundFamilyId)).map((e) => [e.id, e]));
    await tx.insert(audit_log).values({
      customer_id: scope.customerId,
      user_id: correction.created_by,
      request_id: null,
      action: 'refresh_finished',
      target_type: 'event_correction',
      target_id: correction.id,
      data: {
        fund_family_id: fundFamilyId,
        state,
        done_count: correction.done_count,
        totals,
        events: ids.map((id) => ({
          id,
          name: byId.get(id)?.name ?? null,
          state_before: 'out_of_date',
          state_after: byId.get(id)?.state ?? 'deleted',
          ledger_rows: byId.get(id)?.ledger_rows ?? 0,
        })),
        ...(stopped ? { message, failed_event_id: stopped.event_id, detail: stopped.detail } : {}),
      },
    });
  });
}

/**
 * One attempt of the job: the correction's events oldest to newest, each refreshed and its
 * progress (done_count) committed in one transaction, so a process killed mid-refresh leaves each
 * event refreshed or out of date and the next attempt takes up where it stopped.
 */
async function runRefresh(db: Database, correctionId: string) {
  const [correction] = await db
    .select()
    .from(event_corrections)
    .where(eq(event_corrections.id, correctionId));
  if (!correction || correction.kind !== 'refresh' || correction.state !== 'running') return null;
  const scope: Scope = { customerId: correction.customer_id };
  const byId = new Map(
    (await familyEvents(db, scope, correction.fund_family_id)).map((e) => [e.id, e]),
  );
  const outcome = await applyRefresh(
    db,
    scope,
    correction.fund_family_id,
    correction.event_ids.flatMap((id) => byId.get(id) ?? []),
    async (tx, doneCount) => {
      await tx
        .update(event_corrections)
        .set({ done_count: doneCount })
        .where(eq(event_corrections.id, correction.id));
    },
  );
  await finishRefresh(db, correction.id, outcome.failed);
  return outcome;
}

/**
 * The refresh job (spec §4 Refresh, issue 21). A failing event ends the run failed with "Unable to
 * refresh event." and is not retried. Anything else (the database gone, the process killed) is
 * retried by pg-boss; the last try that still cannot finish ends the run failed, so the fund
 * family is not held by a correction nobody will finish.
 */
export function eventRefreshQueue(db: Database, log: Logger): QueueDefinition<object> {
  return {
    name: EVENT_REFRESH_QUEUE,
    retryLimit,
    handler: async ({ data, attempt }) => {
      const { correction_id } = data as EventRefreshJob;
      try {
        const outcome = await runRefresh(db, correction_id);
        if (!outcome) return;
        log({
          level: outcome.failed ? 'error' : 'info',
          msg: outcome.failed ? 'refresh stopped' : 'refresh done',
          correction_id,
          attempt,
          done_count: outcome.doneCount,
          ...(outcome.failed
            ? { event_id: outcome.failed.event_id, detail: outcome.failed.detail }
            : {}),
        });
      } catch (error) {
        const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
        log({
          level: 'error',
          msg: 'refresh attempt failed',
          correction_id,
          attempt,
          error: detail,
        });
        if (attempt <= retryLimit) throw error;
        await finishRefresh(db, correction_id, { event_id: null, detail });
      }
    },
  };
}
