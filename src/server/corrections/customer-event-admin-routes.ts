import { Hono, type Context } from 'hono';
import { isInternalStaff } from '../../api/permissions';
import {
  customerEventAdminQuerySchema,
  eventRefreshPreviewRequestSchema,
  eventRefreshRequestSchema,
  rollbackPreviewRequestSchema,
  rollbackRequestSchema,
} from '../../api/event-correction';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { flagsFor } from '../settings/feature-flags-routes';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { jobQueueFor } from '../jobs/job-queues';
import { readJson, readQuery, uuidParam } from '../validate';
import { previewAuditData } from './correction-audit';
import {
  asRun,
  customerEventDetails,
  customerEventList,
  eventCorrectionRun,
} from './customer-event-admin';
import {
  confirmRollback,
  previewRefresh,
  previewRollback,
  startRefresh,
  type Corrector,
} from './event-correction-service';

const dbOf = (c: Context<AppEnv>) => c.get('deps').handle.db;

/**
 * Spec §3: soft rollback and refresh are open to internal users, and to the customer's other
 * users only while the external_user_soft_rollback_and_refresh_events flag is on.
 */
async function correctorOf(c: Context<AppEnv>): Promise<Corrector> {
  const user = c.get('user');
  if (isInternalStaff(user)) return { userId: user.id, softAllowed: true };
  const [flag] = await flagsFor(
    dbOf(c),
    c.get('customerId'),
    'external_user_soft_rollback_and_refresh_events',
  );
  return { userId: user.id, softAllowed: flag?.enabled ?? false };
}

/**
 * A confirmed rollback and its audit entry in one transaction: who (the entry's user), when,
 * the preview's totals and token, the events touched and how the run ended.
 */
const audited = (c: Context<AppEnv>, work: (tx: Database) => ReturnType<typeof confirmRollback>) =>
  dbOf(c).transaction(async (tx) => {
    const { correction, preview, failedDetail } = await work(tx);
    await recordAudit(tx, c, {
      action: correction.kind,
      target_type: 'event_correction',
      target_id: correction.id,
      data: {
        fund_family_id: correction.fund_family_id,
        from_event_id: correction.from_event_id,
        state: correction.state,
        ...previewAuditData(preview),
        ...(correction.message ? { message: correction.message, detail: failedDetail } : {}),
      },
    });
    return { correction, preview };
  });

/** Spec §2 Events admin, §7 customer-event-admin (issue 21); the config permission (§6). */
export const customerEventAdminRoutes = new Hono<AppEnv>()
  .get('/customer-event-admin/', requirePermission('config'), async (c) => {
    const { fundFamilyId } = readQuery(c, customerEventAdminQuerySchema);
    const who = await correctorOf(c);
    return c.json(await customerEventList(dbOf(c), scopeOf(c), fundFamilyId, who.softAllowed));
  })
  .get('/customer-event-admin/:customerEventId/', requirePermission('config'), async (c) =>
    c.json(await customerEventDetails(dbOf(c), scopeOf(c), uuidParam(c, 'customerEventId'))),
  )
  .post('/customer-event-admin/rollback-preview/', requirePermission('config'), async (c) => {
    const body = await readJson(c, rollbackPreviewRequestSchema);
    const ask = {
      fundFamilyId: body.fund_family_id,
      fromEventId: body.from_event_id ?? null,
      kind: body.kind,
    };
    return c.json(await previewRollback(dbOf(c), scopeOf(c), await correctorOf(c), ask));
  })
  .post('/customer-event-admin/', requirePermission('config'), async (c) => {
    const body = await readJson(c, rollbackRequestSchema);
    const ask = {
      fundFamilyId: body.fund_family_id,
      fromEventId: body.from_event_id ?? null,
      kind: body.kind,
    };
    const who = await correctorOf(c);
    return c.json(await audited(c, (tx) => confirmRollback(tx, scopeOf(c), who, ask, body.token)));
  })
  .post('/customer-event-admin/refresh-preview/', requirePermission('config'), async (c) => {
    const body = await readJson(c, eventRefreshPreviewRequestSchema);
    return c.json(
      await previewRefresh(dbOf(c), scopeOf(c), await correctorOf(c), body.fund_family_id),
    );
  })
  .post('/customer-event-admin/refresh/', requirePermission('config'), async (c) => {
    const body = await readJson(c, eventRefreshRequestSchema);
    const who = await correctorOf(c);
    const scope = scopeOf(c);
    // 404 before anything starts; the queue starts outside the transaction (PGlite waits otherwise).
    await loadFundFamily(dbOf(c), scope.customerId, body.fund_family_id);
    const queue = await jobQueueFor(c.get('deps'));
    const ask = { fundFamilyId: body.fund_family_id, token: body.token };
    // The confirmation is audited as it is recorded (who, when, the preview's token, the ledger
    // before, the events it will refresh); the job audits the outcome when it ends.
    const correction = await dbOf(c).transaction(async (tx) => {
      const started = await startRefresh(tx, scope, who, ask, queue);
      await recordAudit(tx, c, {
        action: 'refresh',
        target_type: 'event_correction',
        target_id: started.correction.id,
        data: {
          fund_family_id: body.fund_family_id,
          state: started.correction.state,
          preview_token: body.token,
          ledger_before_cents: started.correction.preview?.before_cents,
          events: started.events.map((e) => ({
            id: e.id,
            name: e.name,
            state_before: e.state_before,
            ledger_rows: e.ledger_rows,
          })),
        },
      });
      return started.correction;
    });
    return c.json({ correction: asRun(correction) }, 202);
  })
  .get(
    '/customer-event-admin/event-correction/:eventCorrectionId/',
    requirePermission('config'),
    async (c) =>
      c.json(await eventCorrectionRun(dbOf(c), scopeOf(c), uuidParam(c, 'eventCorrectionId'))),
  );
