import { and, eq } from 'drizzle-orm';
import { transition } from 'xstate';
import {
  eventCorrectionMachine,
  eventCorrectionSnapshot,
  type EventCorrectionFacts,
} from '../../../machines/event-correction.machine';
import type {
  CorrectionPreview,
  CorrectionPreviewEvent,
  EventCorrectionKind,
  RollbackKind,
} from '../../api/event-correction';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { event_corrections, fund_families } from '../db/schema';
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
import { assertConfirmAllowed, assertPreviewAllowed } from './event-correction-machine-check';
import { dryRun } from './dry-run';
import { applyRefresh } from './refresh';
import { applyRollback, noticeLps, rollbackRange } from './rollback';

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

/** The fund family (404 for another customer's), locked so corrections run one at a time. */
async function lockFamily(tx: Database, scope: Scope, fundFamilyId: string) {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(eq(fund_families.id, fund.id))
    .for('update');
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
      const outcome = await applyRefresh(t, scope, fundFamilyId, outOfDate, (doneCount) =>
        t
          .update(event_corrections)
          .set({ done_count: doneCount })
          .where(eq(event_corrections.id, correctionId))
          .then(() => undefined),
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
  const lps = await noticeLps(
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
      notice_lps: lps,
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
  return dryRun(db, async (tx) => {
    const planned = await planRefresh(tx, scope, who, fundFamilyId);
    return (await run(tx, scope, who, fundFamilyId, null, planned)).preview;
  });
}

/** Where the machine leaves a run that finished or stopped (event_corrections.state). */
function runEnd(failed: boolean): 'done' | 'failed' {
  const [snapshot] = transition(
    eventCorrectionMachine,
    eventCorrectionSnapshot('running'),
    failed
      ? { type: 'event_correction.fail', message: '', failedEventId: null }
      : { type: 'event_correction.done' },
  );
  return snapshot.value as 'done' | 'failed';
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
      state: runEnd(preview.stops_at !== null),
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

export const confirmRefresh = (
  tx: Database,
  scope: Scope,
  who: Corrector,
  fundFamilyId: string,
  token: string,
) =>
  confirm(tx, scope, who, fundFamilyId, null, token, (t) =>
    planRefresh(t, scope, who, fundFamilyId),
  );
