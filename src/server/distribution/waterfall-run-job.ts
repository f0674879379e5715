import { and, desc, eq } from 'drizzle-orm';
import {
  waterfallRunFailedMessage,
  waterfallRunRunningMessage,
  type WaterfallRun,
} from '../../api/waterfall-run';
import { ApiError } from '../api-error';
import { assertCapitalEventEditable } from '../capital-event/capital-event-machine-check';
import type { Database } from '../db/database';
import { fund_family_events, waterfall_runs } from '../db/schema';
import type { JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { Scope } from '../scope';
import { computeDistributionRun, RunProblem, storeRunResults } from './distribution-run';
import { assertNotRunning, loadDistribution } from './distribution-service';
import { assertWaterfallRunPath, waterfallRunPath } from './waterfall-run-machine-check';

export const WATERFALL_RUN_QUEUE = 'waterfall-run';
type WaterfallRunJob = { run_id: string };

type RunRow = typeof waterfall_runs.$inferSelect;

export const toApiRun = (run: RunRow): WaterfallRun => ({
  id: run.id,
  event_id: run.fund_family_event_id,
  status: run.status,
  message: run.message,
  detail: run.detail,
  attempts: run.attempts,
  queued_at: run.queued_at.toISOString(),
  started_at: run.started_at?.toISOString() ?? null,
  finished_at: run.finished_at?.toISOString() ?? null,
});

/** The event's latest run (one select; the polling page reads it). */
export async function latestRun(
  db: Database,
  scope: Scope,
  eventId: string,
): Promise<RunRow | null> {
  const [run] = await db
    .select()
    .from(waterfall_runs)
    .where(
      and(
        eq(waterfall_runs.customer_id, scope.customerId),
        eq(waterfall_runs.fund_family_event_id, eventId),
      ),
    )
    .orderBy(desc(waterfall_runs.queued_at))
    .limit(1);
  return run ?? null;
}

/**
 * POST waterfall-run/create-and-run/ (a new run; earlier ones stay as history) and
 * upsert-and-run/ (the latest run is queued again): in the caller's transaction, the run is
 * queued, the event shows it is running, and the job is sent, so all three commit together. Only
 * a draft that is not already running can run (409).
 */
export async function queueWaterfallRun(
  tx: Database,
  scope: Scope,
  queue: JobQueue,
  request: { fundFamilyId: string; eventId: string; userId: string; mode: 'create' | 'upsert' },
): Promise<string> {
  const loaded = await loadDistribution(tx, scope, request.fundFamilyId, request.eventId, true);
  assertCapitalEventEditable(loaded.event.state);
  assertNotRunning(loaded.event);
  const values = {
    status: 'queued' as const,
    message: null,
    detail: null,
    attempts: 0,
    revision: loaded.distribution.revision,
    queued_by: request.userId,
    queued_at: new Date(),
    started_at: null,
    finished_at: null,
  };
  const latest = await latestRun(tx, scope, loaded.event.id);
  assertWaterfallRunPath(latest?.status ?? 'idle', 'queued');
  const existing = request.mode === 'upsert' ? latest : null;
  const [run] = existing
    ? await tx
        .update(waterfall_runs)
        .set(values)
        .where(eq(waterfall_runs.id, existing.id))
        .returning({ id: waterfall_runs.id })
    : await tx
        .insert(waterfall_runs)
        .values({
          customer_id: scope.customerId,
          fund_family_id: loaded.fund.id,
          fund_family_event_id: loaded.event.id,
          ...values,
        })
        .returning({ id: waterfall_runs.id });
  await tx
    .update(fund_family_events)
    .set({ is_running: true, workflow_message: waterfallRunRunningMessage })
    .where(eq(fund_family_events.id, loaded.event.id));
  await queue.send<WaterfallRunJob>(tx, WATERFALL_RUN_QUEUE, { run_id: run!.id });
  return run!.id;
}

/** Where a run ends: its row and its event's workflow status, in one transaction. */
async function finishRun(
  db: Database,
  run: RunRow,
  outcome: { status: 'succeeded' } | { status: 'failed'; detail: string },
  store?: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The event may have been deleted meanwhile (its runs go with it): nothing to finish then.
    const [current] = await tx
      .select({ status: waterfall_runs.status })
      .from(waterfall_runs)
      .where(eq(waterfall_runs.id, run.id))
      .for('update');
    if (!current || !waterfallRunPath(current.status, outcome.status)) return;
    await store?.(tx);
    await tx
      .update(waterfall_runs)
      .set({
        status: outcome.status,
        message: outcome.status === 'failed' ? waterfallRunFailedMessage : null,
        detail: outcome.status === 'failed' ? outcome.detail : null,
        finished_at: new Date(),
      })
      .where(eq(waterfall_runs.id, run.id));
    await tx
      .update(fund_family_events)
      .set({
        is_running: false,
        workflow_message: outcome.status === 'failed' ? waterfallRunFailedMessage : null,
      })
      .where(eq(fund_family_events.id, run.fund_family_event_id));
  });
}

/**
 * The job: runs the distribution's waterfalls and stores them. Idempotent by run id: a run
 * already finished is left alone, and a run re-started after a crash computes again from the
 * same stored inputs and replaces whatever it had not committed. A failure is recorded (the
 * event stays a draft, editable) and logged with its cause; it is not retried, as the same inputs
 * would fail again. Only a crash (the process gone mid-run) retries, through pg-boss.
 */
export function waterfallRunQueue(db: Database, log: Logger): QueueDefinition<object> {
  return {
    name: WATERFALL_RUN_QUEUE,
    retryLimit: 3,
    handler: async ({ data, attempt }) => {
      const { run_id } = data as WaterfallRunJob;
      const [queued] = await db.select().from(waterfall_runs).where(eq(waterfall_runs.id, run_id));
      // Finished already, or deleted: nothing to do. A crash re-run finds its run still running.
      if (!queued || !waterfallRunPath(queued.status, 'running')) return;
      const [run] = await db
        .update(waterfall_runs)
        .set({ status: 'running', attempts: attempt, started_at: new Date() })
        .where(eq(waterfall_runs.id, run_id))
        .returning();
      const scope: Scope = { customerId: run!.customer_id };
      try {
        const loaded = await loadDistribution(
          db,
          scope,
          run!.fund_family_id,
          run!.fund_family_event_id,
        );
        const results = await computeDistributionRun(db, scope, loaded);
        await finishRun(db, run!, { status: 'succeeded' }, (tx) =>
          storeRunResults(tx, run!, results),
        );
        log({ level: 'info', msg: 'waterfall run succeeded', run_id, attempt });
      } catch (error) {
        const detail =
          error instanceof RunProblem || error instanceof ApiError
            ? error.message
            : error instanceof Error
              ? `${error.name}: ${error.message}`
              : String(error);
        log({
          level: 'error',
          msg: 'waterfall run failed',
          run_id,
          attempt,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        await finishRun(db, run!, { status: 'failed', detail });
      }
    },
  };
}
