import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import yazl from 'yazl';
import {
  noticeConfigInputSchema,
  noticeSinglePdfInputSchema,
  noticeTemplateInputSchema,
  noticeTemplateQuerySchema,
} from '../../api/notice';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import { loadNoticeEvent } from './notice-event';
import { previewNoticeTemplate } from './notice-preview';
import { jobQueueFor } from '../jobs/job-queues';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { readJson, readQuery, uuidParam } from '../validate';
import {
  getNoticeConfig,
  getNoticeTemplate,
  saveNoticeConfig,
  saveNoticeTemplate,
} from './notice-config-service';
import { getNoticeConfigEntityNames } from './notice-entity-names';
import {
  deleteNotices,
  noticeDocumentsStatus,
  noticeDocumentsTable,
  noticePdfs,
  queueNoticeGeneration,
} from './notice-generation';

const eventBase = '/fund-family/:fundFamilyId/fund-family-event/:eventId';

/** The call or distribution after checking it is the customer's (404 otherwise). */
const eventOf = async (c: Context<AppEnv>) => {
  const loaded = await loadNoticeEvent(
    c.get('deps').handle.db,
    scopeOf(c),
    uuidParam(c, 'fundFamilyId'),
    uuidParam(c, 'eventId'),
  );
  return loaded.event;
};

/** One change and its audit entry in one transaction. */
const audited = (
  c: Context<AppEnv>,
  action: string,
  targetId: string,
  change: (tx: Parameters<typeof recordAudit>[0]) => Promise<unknown>,
) =>
  c.get('deps').handle.db.transaction(async (tx) => {
    const data = await change(tx);
    await recordAudit(tx, c, { action, target_type: 'notice', target_id: targetId, data });
  });

/**
 * Investor notices (issue 19, spec §7 "Capital call and notices", "Fund family and events"):
 * configuration and templates (read: anyone who reads the fund; write: service staff, spec §6),
 * and a capital call's or distribution's notices: generate (a background job), status, table, downloads, delete.
 */
export const noticeRoutes = new Hono<AppEnv>()
  .get('/fund-family/:fundFamilyId/notice-config/', requirePermission('read'), async (c) =>
    c.json(
      await getNoticeConfig(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'fundFamilyId')),
    ),
  )
  .post('/fund-family/:fundFamilyId/notice-config/', requirePermission('service'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const body = await readJson(c, noticeConfigInputSchema);
    await audited(c, 'edit', fundFamilyId, async (tx) => {
      await saveNoticeConfig(tx, scopeOf(c), fundFamilyId, body, c.get('user').id);
      return { notice_config: body };
    });
    return c.json(await getNoticeConfig(c.get('deps').handle.db, scopeOf(c), fundFamilyId));
  })
  .get(
    '/fund-family/:fundFamilyId/notice-document-template/',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getNoticeTemplate(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          readQuery(c, noticeTemplateQuerySchema).event_type,
        ),
      ),
  )
  .post(
    '/fund-family/:fundFamilyId/notice-document-template/',
    requirePermission('service'),
    async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const { event_type } = readQuery(c, noticeTemplateQuerySchema);
      const body = await readJson(c, noticeTemplateInputSchema);
      await audited(c, 'edit', fundFamilyId, async (tx) => {
        await saveNoticeTemplate(tx, scopeOf(c), fundFamilyId, event_type, body, c.get('user').id);
        return { event_type, template: body };
      });
      return c.json(
        await getNoticeTemplate(c.get('deps').handle.db, scopeOf(c), fundFamilyId, event_type),
      );
    },
  )
  .post(
    '/fund-family/:fundFamilyId/notice-document-template/preview/',
    requirePermission('service'),
    async (c) => {
      const { event_type } = readQuery(c, noticeTemplateQuerySchema);
      const body = await readJson(c, noticeTemplateInputSchema);
      const { filename, pdf } = await previewNoticeTemplate(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        event_type,
        body,
      );
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${encodeURIComponent(filename)}"`,
      });
    },
  )
  .post(`${eventBase}/notice/`, requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const eventId = uuidParam(c, 'eventId');
    // Started outside the transaction: on PGlite pg-boss's own queries wait for an open one.
    const queue = await jobQueueFor(c.get('deps'));
    let queued = 0;
    await audited(c, 'generate', eventId, async (tx) => {
      queued = await queueNoticeGeneration(tx, scopeOf(c), queue, {
        fundFamilyId,
        eventId,
        userId: c.get('user').id,
      });
      return { fund_family_id: fundFamilyId, notices: queued };
    });
    return c.json({ event_id: eventId, queued }, 202);
  })
  .get(`${eventBase}/notice-documents-status/`, requirePermission('read'), async (c) =>
    c.json(
      await noticeDocumentsStatus(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'eventId'),
      ),
    ),
  )
  .get(`${eventBase}/notice-documents-table/`, requirePermission('read'), async (c) => {
    const db = c.get('deps').handle.db;
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const names = await getNoticeConfigEntityNames(db, scopeOf(c), fundFamilyId);
    return c.json(
      await noticeDocumentsTable(db, scopeOf(c), fundFamilyId, uuidParam(c, 'eventId'), names),
    );
  })
  .post(`${eventBase}/notice-download-single-pdf/`, requirePermission('read'), async (c) => {
    const { notice_id } = await readJson(c, noticeSinglePdfInputSchema);
    const event = await eventOf(c);
    const [pdf] = await noticePdfs(c.get('deps').handle.db, scopeOf(c), event.id, notice_id);
    return c.body(pdf!.content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${encodeURIComponent(pdf!.filename)}"`,
    });
  })
  .post(`${eventBase}/notice-download/`, requirePermission('read'), async (c) => {
    const event = await eventOf(c);
    const pdfs = await noticePdfs(c.get('deps').handle.db, scopeOf(c), event.id);
    // Store mode (PDFs do not compress) and straight to the response: no temporary file.
    const zip = new yazl.ZipFile();
    for (const pdf of pdfs)
      zip.addBuffer(Buffer.from(pdf.content), pdf.filename, { compress: false });
    zip.end();
    c.header('content-type', 'application/zip');
    c.header(
      'content-disposition',
      `attachment; filename="${encodeURIComponent(`${event.name} notices.zip`)}"`,
    );
    return stream(c, async (out) => {
      for await (const chunk of zip.outputStream as AsyncIterable<Buffer>)
        await out.write(new Uint8Array(chunk));
    });
  })
  .delete(`${eventBase}/notice-delete/`, requirePermission('write'), async (c) => {
    const event = await eventOf(c);
    let deleted = 0;
    await audited(c, 'delete', event.id, async (tx) => {
      deleted = await deleteNotices(tx, scopeOf(c), event.id);
      return { notices: deleted };
    });
    return c.json({ event_id: event.id, deleted });
  });
