import { and, asc, eq, sql } from 'drizzle-orm';
import {
  noticeBlocksFinalize,
  noticeNext,
  noticesMayGenerate,
  noticesOverallStatus,
} from '../../../machines/notice.machine';
import {
  finalizedNoticesCurrentMessage,
  noticeGenerationFailedMessage,
  noticesGeneratingMessage,
  noticesNotAddedAfterFinalizeMessage,
  noticeStatusLabels,
  type NoticeDocumentsStatus,
  type NoticeDocumentsTable,
  type NoticeStatus,
} from '../../api/notice';
import { ApiError, notFound } from '../api-error';
import { yieldToEventLoop } from '../db/batches';
import type { Database } from '../db/database';
import { notices } from '../db/schema';
import type { JobQueue, QueueDefinition } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { Scope } from '../scope';
import { noticeLayouts, readNoticeConfig, readNoticeTemplate } from './notice-config-service';
import { loadNoticeEvent, noticesOfEvent } from './notice-event';
import { renderPdf } from './notice-pdf';

export const NOTICE_GENERATION_QUEUE = 'notice-generation';
type NoticeGenerationJob = { customer_id: string; event_id: string; generation_id: string };

// Spec §5 export file names: / ? < > \ : * | " and control characters removed.
const fileSafe = (text: string) =>
  [...text]
    .filter((ch) => ch.charCodeAt(0) >= 32 && !'/?<>\\:*|"'.includes(ch))
    .join('')
    .trim();

/**
 * Why the event's notices, in `status` (their overall status), cannot be generated now, or null:
 * the notice machine's rule (noticesMayGenerate), with the reason a person can act on.
 */
export function noticesGenerateRefusal(status: NoticeStatus, eventIsDraft: boolean): string | null {
  if (noticesMayGenerate(status, eventIsDraft)) return null;
  if (status === 'generating') return noticesGeneratingMessage;
  return status === 'not_started'
    ? noticesNotAddedAfterFinalizeMessage
    : finalizedNoticesCurrentMessage;
}

/**
 * POST notice/: in the caller's transaction, the event's notices are replaced by one per LP (a
 * call's breakdown, a distribution's waterfall partners), each generating (the notice machine),
 * and the job that makes their PDFs is sent, so both commit together. Refused (409, nothing
 * changed) while they generate, and for a finalized event unless a change left its notices out
 * of date or their generation failed (spec §4: none are added once it is finalized).
 */
export async function queueNoticeGeneration(
  tx: Database,
  scope: Scope,
  queue: JobQueue,
  request: { fundFamilyId: string; eventId: string; userId: string },
): Promise<number> {
  // The event row is locked: whether it is a draft cannot change under this check.
  const loaded = await loadNoticeEvent(tx, scope, request.fundFamilyId, request.eventId, true);
  const existing = await eventNotices(tx, scope, loaded.event.id);
  const refusal = noticesGenerateRefusal(
    noticesOverallStatus(existing.map((n) => n.status)),
    loaded.event.state === 'draft',
  );
  if (refusal) throw new ApiError({ status: 409, code: 'invalid_transition', message: refusal });
  const contents = await noticesOfEvent(
    tx,
    scope,
    request.fundFamilyId,
    request.eventId,
    loaded.kind,
  );
  const generationId = crypto.randomUUID();
  await tx.delete(notices).where(eq(notices.fund_family_event_id, loaded.event.id));
  if (contents.length > 0)
    await tx.insert(notices).values(
      contents.map((c) => ({
        customer_id: scope.customerId,
        fund_family_id: loaded.fund.id,
        fund_family_event_id: loaded.event.id,
        commitment_id: c.commitment_id,
        fund_entity_id: c.fund_entity_id,
        lp: c.lp,
        generation_id: generationId,
        status: noticeNext('not_started', 'notice.generate')!,
        filename: `${fileSafe(`${loaded.event.name} - ${c.lp}`)}.pdf`,
        queued_by: request.userId,
      })),
    );
  await queue.send<NoticeGenerationJob>(tx, NOTICE_GENERATION_QUEUE, {
    customer_id: scope.customerId,
    event_id: loaded.event.id,
    generation_id: generationId,
  });
  return contents.length;
}

/** Moves one notice as the machine says, only if it still belongs to this generation. */
async function finishNotice(
  db: Database,
  id: string,
  generationId: string,
  event: 'notice.generated' | 'notice.fail',
  values: Partial<typeof notices.$inferInsert>,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: notices.status, generation_id: notices.generation_id })
      .from(notices)
      .where(eq(notices.id, id))
      .for('update');
    // Replaced by a newer generation, deleted, or made out of date meanwhile: leave it.
    if (!current || current.generation_id !== generationId) return;
    const next = noticeNext(current.status, event);
    if (!next) return;
    await tx
      .update(notices)
      .set({ ...values, status: next })
      .where(eq(notices.id, id));
  });
}

/**
 * The job: one PDF per LP (pdfmake), yielding between LPs (PGlite would starve the event loop).
 * Idempotent by generation id: a re-run after a crash remakes what is still generating. A
 * failure marks the generation's unfinished notices failed_generation (Incomplete) with its cause
 * kept for support; the page shows the spec's message.
 */
export function noticeGenerationQueue(db: Database, log: Logger): QueueDefinition<object> {
  return {
    name: NOTICE_GENERATION_QUEUE,
    retryLimit: 3,
    handler: async ({ data }) => {
      const job = data as NoticeGenerationJob;
      const scope: Scope = { customerId: job.customer_id };
      const pending = await db
        .select()
        .from(notices)
        .where(and(eq(notices.generation_id, job.generation_id), eq(notices.status, 'generating')));
      if (pending.length === 0) return;
      const fundFamilyId = pending[0]!.fund_family_id;
      try {
        const { kind } = await loadNoticeEvent(db, scope, fundFamilyId, job.event_id);
        const contents = new Map(
          (await noticesOfEvent(db, scope, fundFamilyId, job.event_id, kind)).map((c) => [
            c.commitment_id,
            c,
          ]),
        );
        const layoutOf = noticeLayouts(
          await readNoticeConfig(db, scope, fundFamilyId),
          await readNoticeTemplate(db, scope, fundFamilyId, kind),
        );
        for (const notice of pending) {
          const content = contents.get(notice.commitment_id);
          if (!content) throw new Error(`${notice.lp} is no longer in the event`);
          const pdf = await renderPdf(content.document(layoutOf(content.fund_entity_id)));
          await finishNotice(db, notice.id, job.generation_id, 'notice.generated', {
            content: pdf,
            size: pdf.byteLength,
            generated_at: new Date(),
            detail: null,
          });
          await yieldToEventLoop();
        }
        log({ level: 'info', msg: 'notices generated', event_id: job.event_id });
      } catch (error) {
        const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        log({ level: 'error', msg: 'notice generation failed', event_id: job.event_id, detail });
        for (const notice of pending)
          await finishNotice(db, notice.id, job.generation_id, 'notice.fail', { detail });
      }
    },
  };
}

/** The event's notices (no PDF bytes), LPs in name order. */
async function eventNotices(db: Database, scope: Scope, eventId: string) {
  return db
    .select({
      id: notices.id,
      commitment_id: notices.commitment_id,
      fund_entity_id: notices.fund_entity_id,
      lp: notices.lp,
      status: notices.status,
      filename: notices.filename,
      size: notices.size,
      generated_at: notices.generated_at,
    })
    .from(notices)
    .where(
      and(eq(notices.customer_id, scope.customerId), eq(notices.fund_family_event_id, eventId)),
    )
    .orderBy(asc(notices.lp));
}

/** GET notice-documents-status/. */
export async function noticeDocumentsStatus(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<NoticeDocumentsStatus> {
  const loaded = await loadNoticeEvent(db, scope, fundFamilyId, eventId);
  // The tab polls this every second while generating: counts per status, not every notice row.
  const grouped = await db
    .select({ status: notices.status, n: sql<number>`count(*)::int` })
    .from(notices)
    .where(
      and(
        eq(notices.customer_id, scope.customerId),
        eq(notices.fund_family_event_id, loaded.event.id),
      ),
    )
    .groupBy(notices.status);
  const statuses = grouped.map((g) => g.status);
  const status = noticesOverallStatus(statuses);
  return {
    event_id: loaded.event.id,
    status,
    label: noticeStatusLabels[status],
    counts: Object.fromEntries(grouped.map((g) => [g.status, g.n])),
    total: grouped.reduce((sum, g) => sum + g.n, 0),
    message: status === 'failed_generation' ? noticeGenerationFailedMessage : null,
    blocks_finalize: statuses.some(noticeBlocksFinalize),
  };
}

/** GET notice-documents-table/. */
export async function noticeDocumentsTable(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  entityNames: (id: string) => string,
): Promise<NoticeDocumentsTable> {
  const loaded = await loadNoticeEvent(db, scope, fundFamilyId, eventId);
  const rows = await eventNotices(db, scope, loaded.event.id);
  return {
    event_id: loaded.event.id,
    notices: rows.map((r) => ({
      id: r.id,
      commitment_id: r.commitment_id,
      lp: r.lp,
      fund_entity_name: entityNames(r.fund_entity_id),
      status: r.status,
      filename: r.filename,
      size: r.size,
      generated_at: r.generated_at?.toISOString() ?? null,
    })),
  };
}

/** The generated PDFs of an event (one, or all), with their names. */
export async function noticePdfs(
  db: Database,
  scope: Scope,
  eventId: string,
  noticeId?: string,
): Promise<{ filename: string; content: Uint8Array }[]> {
  const rows = await db
    .select({ filename: notices.filename, content: notices.content })
    .from(notices)
    .where(
      and(
        eq(notices.customer_id, scope.customerId),
        eq(notices.fund_family_event_id, eventId),
        eq(notices.status, 'successful_generation'),
        ...(noticeId ? [eq(notices.id, noticeId)] : []),
      ),
    )
    .orderBy(asc(notices.lp));
  if (noticeId && rows.length === 0) throw notFound('No generated notice with this id');
  return rows.flatMap((r) => (r.content ? [{ filename: r.filename, content: r.content }] : []));
}

/** DELETE notice-delete/: the event's notices go (not while generating: 409). */
export async function deleteNotices(tx: Database, scope: Scope, eventId: string): Promise<number> {
  const rows = await eventNotices(tx, scope, eventId);
  if (rows.some((r) => r.status === 'generating'))
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: noticesGeneratingMessage,
    });
  await tx.delete(notices).where(eq(notices.fund_family_event_id, eventId));
  return rows.length;
}
