import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import {
  createIntegrationSchema,
  entriesInputSchema,
  maxUploadBytes,
  updateIntegrationSchema,
  type EntriesInput,
  type GeneralLedgerIntegration,
  type ImportEvent,
  type ImportEventSummary,
  type IntegrationOptions,
} from '../../api/general-ledger';
import type { Table } from '../../api/table-data';
import { parseGeneralLedgerCsv, type LedgerEntryInput } from '../../domain/general-ledger';
import type { ImportEventActionName } from '../../../machines/general-ledger-import-event.machine';
import { forbidden, invalid, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { multipartFramingBytes, tooLarge } from '../middleware/body-limit';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import {
  createIntegration,
  deleteIntegration,
  integrationOptions,
  integrationViews,
  loadIntegration,
  updateIntegration,
} from './general-ledger-integrations';
import {
  createImportEvent,
  importEventView,
  listImportEvents,
  loadImportEvent,
  replaceEntries,
} from './general-ledger-import-events';
import { transitionImportEvent } from './general-ledger-posting';
import { generalLedgerEntriesTable, investmentCashflowTable } from './general-ledger-tables';
import { readJson, uuidParam } from '../validate';
import { flagsFor } from '../settings/feature-flags-routes';
import { scopeOf } from '../scope';

const dbOf = (c: Context<AppEnv>) => c.get('deps').handle.db;
const integrationOf = (c: Context<AppEnv>) =>
  loadIntegration(dbOf(c), scopeOf(c), uuidParam(c, 'integrationId'));

/** Spec §3 feature flag general_ledger: off for the customer, the whole area answers 403. */
const requireGeneralLedgerFlag = createMiddleware<AppEnv>(async (c, next) => {
  const [flag] = await flagsFor(dbOf(c), c.get('customerId'), 'general_ledger');
  if (!flag?.enabled)
    throw forbidden('The general_ledger feature flag is not enabled for this customer');
  await next();
});

const typedEntries = (input: EntriesInput): LedgerEntryInput[] =>
  input.entries.map((e) => ({ ...e, source_problem: null }));

const uploadTooLargeMessage = 'The file is larger than 5 MB.';
const uploadTooLarge = () => tooLarge(uploadTooLargeMessage, { file: [uploadTooLargeMessage] });

/** The stated 5 MB of an upload, counted while the request streams in. */
const uploadLimit = bodyLimit({
  maxSize: maxUploadBytes + multipartFramingBytes,
  onError: () => {
    throw uploadTooLarge();
  },
});

/** A multipart upload of the ledger's export, read by the integration's GL type. */
async function readUpload(
  c: Context<AppEnv>,
  type: GeneralLedgerIntegration['general_ledger_type'],
) {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw invalid({ file: ['Required'] }, 'Send the file as multipart/form-data.');
  }
  const file = form.file;
  if (!(file instanceof File)) throw invalid({ file: ['Required'] }, 'Choose a file to upload.');
  if (file.size > maxUploadBytes) throw uploadTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Invalid UTF-8 decodes to U+FFFD, never to a lone surrogate; NUL would reach the database.
  const text = new TextDecoder().decode(bytes);
  if (text.includes('\u0000')) {
    const problem = 'The file holds NUL characters: upload the CSV export itself.';
    throw invalid({ file: [problem] }, problem);
  }
  const reading = parseGeneralLedgerCsv(text, type);
  if (!reading.ok) throw invalid({ file: [reading.problem] }, reading.problem);
  return {
    filename: file.name || 'upload.csv',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    entries: reading.entries,
  };
}

async function answerEvent(c: Context<AppEnv>, importEventId: string, status: 200 | 201 = 200) {
  const integration = await integrationOf(c);
  const event = await loadImportEvent(dbOf(c), scopeOf(c), integration, importEventId);
  return c.json<ImportEvent>(
    await importEventView(dbOf(c), scopeOf(c), integration, event),
    status,
  );
}

async function answerIntegration(c: Context<AppEnv>, id: string, status: 200 | 201 = 200) {
  const [view] = await integrationViews(dbOf(c), scopeOf(c), id);
  if (!view) throw notFound('No such general ledger integration for this customer');
  return c.json<GeneralLedgerIntegration>(view, status);
}

/** Approve commits to (or takes back from) the ledger; discarding a draft is a write. */
const lifecycle = (action: ImportEventActionName) => async (c: Context<AppEnv>) => {
  const integration = await integrationOf(c);
  const id = uuidParam(c, 'importEventId');
  const db = dbOf(c);
  await db.transaction(async (tx) => {
    const change = await transitionImportEvent(
      tx,
      scopeOf(c),
      integration,
      id,
      action,
      c.get('deps').now(),
    );
    await recordAudit(tx, c, {
      action: action === 'post' ? 'finalize' : action === 'rollback' ? 'rollback' : 'delete',
      target_type: 'general_ledger_import_event',
      target_id: id,
      data: { integration_id: integration.id, ...change },
    });
  });
  if (action === 'discard') return c.body(null, 204);
  return answerEvent(c, id);
};

const base = '/general-ledger/integrations';
const one = `${base}/:integrationId`;
const importEvent = `${one}/import-events/:importEventId`;

/** Spec §2 general-ledger: integrations, their import events and entries, behind the flag. */
export const generalLedgerRoutes = new Hono<AppEnv>()
  .use('/general-ledger/*', requireGeneralLedgerFlag)
  .get(`${base}/`, requirePermission('read'), async (c) =>
    c.json<GeneralLedgerIntegration[]>(await integrationViews(dbOf(c), scopeOf(c))),
  )
  .post(`${base}/`, requirePermission('write'), async (c) => {
    const body = await readJson(c, createIntegrationSchema);
    const id = await dbOf(c).transaction(async (tx) => {
      const created = await createIntegration(tx, scopeOf(c), body);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'general_ledger_integration',
        target_id: created,
        data: body,
      });
      return created;
    });
    return answerIntegration(c, id, 201);
  })
  .get(`${one}/`, requirePermission('read'), async (c) =>
    answerIntegration(c, (await integrationOf(c)).id),
  )
  .put(`${one}/`, requirePermission('write'), async (c) => {
    const id = uuidParam(c, 'integrationId');
    const body = await readJson(c, updateIntegrationSchema);
    await dbOf(c).transaction(async (tx) => {
      await updateIntegration(tx, scopeOf(c), id, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'general_ledger_integration',
        target_id: id,
        data: body,
      });
    });
    return answerIntegration(c, id);
  })
  .delete(`${one}/`, requirePermission('write'), async (c) => {
    const id = uuidParam(c, 'integrationId');
    await dbOf(c).transaction(async (tx) => {
      const removed = await deleteIntegration(tx, scopeOf(c), id);
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'general_ledger_integration',
        target_id: id,
        data: { name: removed.name },
      });
    });
    return c.body(null, 204);
  })
  .get(`${one}/options/`, requirePermission('read'), async (c) =>
    c.json<IntegrationOptions>(
      await integrationOptions(dbOf(c), scopeOf(c), await integrationOf(c)),
    ),
  )
  .get(`${one}/entries-table-data/`, requirePermission('read'), async (c) =>
    c.json<Table>(await generalLedgerEntriesTable(dbOf(c), scopeOf(c), await integrationOf(c))),
  )
  .get(`${one}/investment-cashflow-table-data/`, requirePermission('read'), async (c) =>
    c.json<Table>(await investmentCashflowTable(dbOf(c), scopeOf(c), await integrationOf(c))),
  )
  .get(`${one}/import-events/`, requirePermission('read'), async (c) =>
    c.json<ImportEventSummary[]>(
      (await listImportEvents(dbOf(c), scopeOf(c), await integrationOf(c))).summaries,
    ),
  )
  .post(`${one}/import-events/`, requirePermission('write'), uploadLimit, async (c) => {
    const integration = await integrationOf(c);
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const input = multipart
      ? await readUpload(c, integration.general_ledger_type)
      : {
          filename: null,
          sha256: null,
          entries: typedEntries(await readJson(c, entriesInputSchema)),
        };
    const id = await dbOf(c).transaction(async (tx) => {
      const created = await createImportEvent(tx, scopeOf(c), integration, {
        ...input,
        userId: c.get('user').id,
      });
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'general_ledger_import_event',
        target_id: created,
        data: {
          integration_id: integration.id,
          filename: input.filename,
          sha256: input.sha256,
          entries: input.entries.length,
        },
      });
      return created;
    });
    return answerEvent(c, id, 201);
  })
  .get(`${importEvent}/`, requirePermission('read'), async (c) =>
    answerEvent(c, uuidParam(c, 'importEventId')),
  )
  .put(`${importEvent}/entries/`, requirePermission('write'), async (c) => {
    const integration = await integrationOf(c);
    const id = uuidParam(c, 'importEventId');
    const body = await readJson(c, entriesInputSchema);
    await dbOf(c).transaction(async (tx) => {
      const event = await loadImportEvent(tx, scopeOf(c), integration, id);
      await replaceEntries(tx, scopeOf(c), event, typedEntries(body));
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'general_ledger_import_event',
        target_id: id,
        data: body,
      });
    });
    return answerEvent(c, id);
  })
  .post(`${importEvent}/post/`, requirePermission('approve'), lifecycle('post'))
  .post(`${importEvent}/rollback/`, requirePermission('approve'), lifecycle('rollback'))
  .delete(`${importEvent}/`, requirePermission('write'), lifecycle('discard'));
