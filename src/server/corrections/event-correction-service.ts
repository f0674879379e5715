import { and, eq, inArray } from 'drizzle-orm';
import type { EventCorrectionFacts } from '../../../machines/event-correction.machine';
import { apiErrorCodes } from '../../api/api-error';
import {
  correctionRunningMessage,
  eventRefreshingMessage,
  type CorrectionPreview,
  type CorrectionPreviewEvent,
  type EventCorrectionKind,
  type RollbackKind,
} from '../../api/event-correction';
import { ApiError, notFound } from '../api-error';
import type { Database } from '../db/database';
import { event_corrections, fund_families, fund_family_events } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import {
  configurationEventType,
  familyEvents,
  ledgerByLpAndCode,
  ledgerFingerprint,
  previewLines,
  previewTotals,
  rowsSettledBy,
} from './correction-ledger';
import { dryRun } from './dry-run';
import {
  assertConfirmAllowed,
  assertPreviewAllowed,
  correctionRunEnd,
} from './event-correction-machine-check';
import { applyRefresh } from './refresh';
import { EVENT_REFRESH_QUEUE, postedLedgerTotal, type EventRefreshJob } from './refresh-job';
import { applyRollback, noticeHolders, noticeLpsChanged, rollbackRange } from './rollback';

/** Who asks: the correction's author, and whether soft rollback and refresh are open to them. */
export type Corrector = { userId: string; softAllowed: boolean };

export type RollbackAsk = { fundFamilyId: string; fromEventId: string | null; kind: RollbackKind };

/** The outcome of a run, what the preview shows and what the confirmation records. */
type RunResult = {
  preview: CorrectionPreview;
  correctionId: string;
  doneCount: number;
  failedDetail: string | null;
};

/**
 * A refresh job holds its fund family until it ends: another correction now would preview or
 * post against a ledger the job is still changing (409).
 */
async function assertNoCorrectionRunning(db: Database, scope: Scope, fundFamilyId: string) {
  const [running] = await db
    .select({ id: event_corrections.id })
    .from(event_corrections)
    .where(
      and(
        eq(event_corrections.customer_id, scope.customerId),
        eq(event_corrections.fund_family_id, fundFamilyId),
        eq(event_corrections.state, 'running'),
      ),
    )
    .limit(1);
  if (running)
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: correctionRunningMessage,
      data: { event_correction_id: running.id },
    });
}

/**
 * The fund family (404 for another customer's), locked so corrections are confirmed one at a
 * time, and free of a running refresh.
 */
async function lockFamily(tx: Database, scope: Scope, fundFamilyId: string) {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(eq(fund_families.id, fund.id))
    .for('update');
  await assertNoCorrectionRunning(tx, scope, fund.id);
  return fund;
}

type Planned = {
  kind: EventCorrectionKind;
  facts: EventCorrectionFacts;
  token: string;
  events: CorrectionPreviewEvent[];
  apply: (tx: Database, correctionId: string) => Promise<Applied>;
};
type Applied = {
  rowCount: number;
  doneCount: number;
  failed: Failed;
  /** The events as the run left them, when that differs from the plan (a refresh that stopped). */
  events?: CorrectionPreviewEvent[];
};
type Failed = { event_id: string; message: string; detail: string } | null;

/** What a rollback from an event would touch, with the machine's facts for it. */
async function planRollback(tx: Database, scope: Scope, who: Corrector, ask: RollbackAsk) {
  const kind: EventCorrectionKind = ask.kind === 'soft' ? 'soft_rollback' : 'hard_rollback';
  const all = await familyEvents(tx, scope, ask.fundFamilyId);
  const from = ask.fromEventId ? all.find((e) => e.id === ask.fromEventId) : null;
  if (ask.fromEventId && !from) throw notFound('No such event in this fund family');
  const facts: EventCorrectionFacts = {
    kind,
    fromEventId: from?.id ?? null,
    fromEventMayRollBack: from?.event_type !== configurationEventType,
    softAllowed: who.softAllowed,
  };
  assertPreviewAllowed(facts);
  const events = rollbackRange(all, from!, ask.kind);
  const planned: Planned = {
    kind,
    facts,
    token: await ledgerFingerprint(tx, scope, ask.fundFamilyId),
    events,
    apply: async (t, correctionId) => ({
      ...(await applyRollback(t, scope, {
        kind: ask.kind,
        eventIds: events.map((e) => e.id),
        correctionId,
      })),
      doneCount: events.length,
      failed: null,
    }),
  };
  return planned;
}

/** The out-of-date events a refresh takes, oldest first. */
async function planRefresh(tx: Database, scope: Scope, who: Corrector, fundFamilyId: string) {
  const all = await familyEvents(tx, scope, fundFamilyId);
  const outOfDate = all.filter((e) => e.state === 'out_of_date');
  const facts: EventCorrectionFacts = { kind: 'refresh', softAllowed: who.softAllowed };
  assertPreviewAllowed(facts);
  const planned: Planned = {
    kind: 'refresh',
    facts,
    token: await ledgerFingerprint(tx, scope, fundFamilyId),
    events: outOfDate.map((e) => ({
      id: e.id,
      name: e.name,
      event_type: e.event_type,
      effective_date: e.effective_date,
      state_before: e.state,
      state_after: 'completed',
      ledger_rows: e.set_aside_rows,
      refreshable: e.refreshable,
    })),
    apply: async (t, correctionId) => {
      const outcome = await applyRefresh(
        t,
        scope,
        fundFamilyId,
        outOfDate,
        async (sp, doneCount) => {
          await sp
            .update(event_corrections)
            .set({ done_count: doneCount })
            .where(eq(event_corrections.id, correctionId));
        },
      );
      const rowCount = outcome.events
        .filter((e) => e.state_after === 'completed')
        .reduce((n, e) => n + e.ledger_rows, 0);
      return { ...outcome, rowCount };
    },
  };
  return planned;
}

/**
 * Runs a planned correction in `tx`: records it (running), reads the ledger per LP and code
 * before and after, and answers the preview of what it did.
 */
async function run(
  tx: Database,
  scope: Scope,
  who: Corrector,
  fundFamilyId: string,
  fromEventId: string | null,
  planned: Planned,
): Promise<RunResult> {
  const before = await ledgerByLpAndCode(tx, scope, fundFamilyId);
  const holders = await noticeHolders(
    tx,
    scope,
    planned.events.map((e) => e.id),
  );
  const [correction] = await tx
    .insert(event_corrections)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fundFamilyId,
      kind: planned.kind,
      from_event_id: fromEventId,
      state: 'running',
      event_ids: planned.events.map((e) => e.id),
      created_by: who.userId,
    })
    .returning({ id: event_corrections.id });
  const eventIds = planned.events.map((e) => e.id);
  const settledBefore = await rowsSettledBy(tx, scope, eventIds);
  const applied = await planned.apply(tx, correction!.id);
  const after = await ledgerByLpAndCode(tx, scope, fundFamilyId);
  const settledAfter = await rowsSettledBy(tx, scope, eventIds);
  const lines = previewLines(before, after);
  const { failed } = applied;
  return {
    correctionId: correction!.id,
    doneCount: applied.doneCount,
    failedDetail: failed?.detail ?? null,
    preview: {
      kind: planned.kind,
      fund_family_id: fundFamilyId,
      from_event_id: fromEventId,
      token: planned.token,
      events: applied.events ?? planned.events,
      row_count: applied.rowCount,
      settled_rows: Math.abs(settledAfter - settledBefore),
      lines,
      totals: previewTotals(lines),
      notice_lps: noticeLpsChanged(holders, lines),
      stops_at: failed ? { event_id: failed.event_id, message: failed.message } : null,
    },
  };
}

/** POST rollback-preview/: the rollback run on the ledger and undone (nothing posts). */
export async function previewRollback(
  db: Database,
  scope: Scope,
  who: Corrector,
  ask: RollbackAsk,
): Promise<CorrectionPreview> {
  await loadFundFamily(db, scope.customerId, ask.fundFamilyId);
  await assertNoCorrectionRunning(db, scope, ask.fundFamilyId);
  return dryRun(db, async (tx) => {
    const planned = await planRollback(tx, scope, who, ask);
    return (await run(tx, scope, who, ask.fundFamilyId, ask.fromEventId, planned)).preview;
  });
}

/** POST refresh-preview/: the refresh run on the ledger and undone (nothing posts). */
export async function previewRefresh(
  db: Database,
  scope: Scope,
  who: Corrector,
  fundFamilyId: string,
): Promise<CorrectionPreview> {
  await loadFundFamily(db, scope.customerId, fundFamilyId);
  await assertNoCorrectionRunning(db, scope, fundFamilyId);
  return dryRun(db, async (tx) => {
    const planned = await planRefresh(tx, scope, who, fundFamilyId);
    return (await run(tx, scope, who, fundFamilyId, null, planned)).preview;
  });
}

/**
 * Confirms a correction in the caller's transaction: the fund family is locked, the machine
 * checks the confirmation against the ledger now (stale token 409, nothing selected 400), the
 * correction runs and is recorded with its preview's totals. Answers the run for the audit.
 */
async function confirm(
  tx: Database,
  scope: Scope,
  who: Corrector,
  fundFamilyId: string,
  fromEventId: string | null,
  token: string,
  plan: (tx: Database) => Promise<Planned>,
) {
  await lockFamily(tx, scope, fundFamilyId);
  const planned = await plan(tx);
  assertConfirmAllowed(
    { ...planned.facts, previewToken: planned.token, eventCount: planned.events.length },
    token,
  );
  const result = await run(tx, scope, who, fundFamilyId, fromEventId, planned);
  const { preview } = result;
  const [saved] = await tx
    .update(event_corrections)
    .set({
      state: correctionRunEnd(preview.stops_at !== null),
      event_ids: preview.events.map((e) => e.id),
      preview: { token: preview.token, ...preview.totals },
      done_count: result.doneCount,
      message: preview.stops_at?.message ?? null,
      failed_event_id: preview.stops_at?.event_id ?? null,
      finished_at: new Date(),
    })
    .where(
      and(
        eq(event_corrections.id, result.correctionId),
        eq(event_corrections.customer_id, scope.customerId),
      ),
    )
    .returning();
  return { correction: saved!, preview, failedDetail: result.failedDetail };
}

export const confirmRollback = (
  tx: Database,
  scope: Scope,
  who: Corrector,
  ask: RollbackAsk,
  token: string,
) =>
  confirm(tx, scope, who, ask.fundFamilyId, ask.fromEventId, token, (t) =>
    planRollback(t, scope, who, ask),
  );

/**
 * POST refresh/: the refresh the user confirmed, started (spec §4, issue 21). In the caller's
 * transaction: the fund family is locked and free of a running correction, the machine checks
 * the preview's token against the ledger now, the correction is recorded running with the ledger
 * total before it, its events show they are being refreshed, and the job is sent, so all of it
 * commits together. The job (refresh-job.ts) refreshes the events and ends the correction.
 */
export async function startRefresh(
  tx: Database,
  scope: Scope,
  who: Corrector,
  request: { fundFamilyId: string; token: string },
  queue: JobQueue,
) {
  const { fundFamilyId } = request;
  await lockFamily(tx, scope, fundFamilyId);
  const planned = await planRefresh(tx, scope, who, fundFamilyId);
  assertConfirmAllowed(
    { ...planned.facts, previewToken: planned.token, eventCount: planned.events.length },
    request.token,
  );
  const before = await postedLedgerTotal(tx, scope, fundFamilyId);
  const eventIds = planned.events.map((e) => e.id);
  const [correction] = await tx
    .insert(event_corrections)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fundFamilyId,
      kind: 'refresh',
      from_event_id: null,
      state: 'running',
      event_ids: eventIds,
      // Nothing changed yet: the job writes what it changed as it ends.
      preview: { token: planned.token, before_cents: before, change_cents: 0, after_cents: before },
      created_by: who.userId,
    })
    .returning();
  await tx
    .update(fund_family_events)
    .set({ is_running: true, workflow_message: eventRefreshingMessage })
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        inArray(fund_family_events.id, eventIds),
      ),
    );
  await queue.send<EventRefreshJob>(tx, EVENT_REFRESH_QUEUE, { correction_id: correction!.id });
  return { correction: correction!, events: planned.events };
}
