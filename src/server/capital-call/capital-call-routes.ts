import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  capitalCallBreakdownQuerySchema,
  capitalCallInputSchema,
  type CapitalCallDeleted,
} from '../../api/capital-call';
import { hasPermission } from '../../api/permissions';
import { invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import { requirePermission } from '../middleware/require-permission';
import { todayOf } from '../today';
import { fieldErrors, readJson, uuidParam } from '../validate';
import { finalizeCapitalCall } from './capital-call-finalize';
import { createCapitalCall, deleteCapitalCall, updateCapitalCall } from './capital-call-service';
import {
  getCapitalCallBreakdown,
  getCapitalCallCreateData,
  getCapitalCallEvent,
  listCapitalActivity,
} from './capital-call-view';

const scopeOf = (c: Context<AppEnv>) => ({ customerId: c.get('customerId') });

const eventAnswer = (c: Context<AppEnv>, fundFamilyId: string, eventId: string) =>
  getCapitalCallEvent(c.get('deps').handle.db, scopeOf(c), fundFamilyId, eventId, {
    id: c.get('user').id,
    mayApprove: hasPermission(c.get('user'), 'approve'),
  });

const breakdown = async (c: Context<AppEnv>) => {
  const query = v.safeParse(capitalCallBreakdownQuerySchema, c.req.query());
  if (!query.success) throw invalid(fieldErrors(query.issues));
  return c.json(
    await getCapitalCallBreakdown(
      c.get('deps').handle.db,
      scopeOf(c),
      uuidParam(c, 'fundFamilyId'),
      uuidParam(c, 'eventId'),
      query.output.fund_entity_id,
    ),
  );
};

const deleteDraft = async (c: Context<AppEnv>) => {
  const fundFamilyId = uuidParam(c, 'fundFamilyId');
  const eventId = uuidParam(c, 'eventId');
  await c.get('deps').handle.db.transaction(async (tx) => {
    const { name } = await deleteCapitalCall(
      tx,
      scopeOf(c),
      fundFamilyId,
      eventId,
      c.get('user').id,
    );
    await recordAudit(tx, c, {
      action: 'delete',
      target_type: 'capital_call',
      target_id: eventId,
      data: { fund_family_id: fundFamilyId, name },
    });
  });
  return c.json({ id: eventId, deleted: true } satisfies CapitalCallDeleted);
};

/** Capital calls (issue 17; spec §7 "Fund family and events", "Capital call and notices"). */
export const capitalCallRoutes = new Hono<AppEnv>()
  .get('/fund-family/:fundFamilyId/capital-activity', requirePermission('read'), async (c) =>
    c.json(
      await listCapitalActivity(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'fundFamilyId')),
    ),
  )
  .get(
    '/fund-family/:fundFamilyId/capital-call/create-data',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getCapitalCallCreateData(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          todayOf(c),
        ),
      ),
  )
  .post('/fund-family/:fundFamilyId/fund-family-event', requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const body = await readJson(c, capitalCallInputSchema);
    const eventId = await c.get('deps').handle.db.transaction(async (tx) => {
      const id = await createCapitalCall(tx, scopeOf(c), fundFamilyId, body, c.get('user').id);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'capital_call',
        target_id: id,
        data: { fund_family_id: fundFamilyId, ...body },
      });
      return id;
    });
    return c.json(await eventAnswer(c, fundFamilyId, eventId), 201);
  })
  .get(
    '/fund-family/:fundFamilyId/fund-family-event/:eventId',
    requirePermission('read'),
    async (c) =>
      c.json(await eventAnswer(c, uuidParam(c, 'fundFamilyId'), uuidParam(c, 'eventId'))),
  )
  .put(
    '/fund-family/:fundFamilyId/fund-family-event/:eventId',
    requirePermission('write'),
    async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const eventId = uuidParam(c, 'eventId');
      const body = await readJson(c, capitalCallInputSchema);
      await c.get('deps').handle.db.transaction(async (tx) => {
        await updateCapitalCall(tx, scopeOf(c), fundFamilyId, eventId, body, c.get('user').id);
        await recordAudit(tx, c, {
          action: 'edit',
          target_type: 'capital_call',
          target_id: eventId,
          data: { fund_family_id: fundFamilyId, ...body },
        });
      });
      return c.json(await eventAnswer(c, fundFamilyId, eventId));
    },
  )
  .delete(
    '/fund-family/:fundFamilyId/fund-family-event/:eventId',
    requirePermission('write'),
    deleteDraft,
  )
  .delete(
    '/fund-family/:fundFamilyId/capital-call/:eventId',
    requirePermission('write'),
    deleteDraft,
  )
  .patch(
    '/fund-family/:fundFamilyId/fund-family-event/:eventId/finalize',
    requirePermission('approve'),
    async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const eventId = uuidParam(c, 'eventId');
      await c.get('deps').handle.db.transaction(async (tx) => {
        const posted = await finalizeCapitalCall(
          tx,
          scopeOf(c),
          fundFamilyId,
          eventId,
          c.get('user').id,
        );
        await recordAudit(tx, c, {
          action: 'finalize',
          target_type: 'capital_call',
          target_id: eventId,
          data: { fund_family_id: fundFamilyId, ...posted },
        });
      });
      return c.json(await eventAnswer(c, fundFamilyId, eventId));
    },
  )
  .get(
    '/fund-family/:fundFamilyId/capital-call/:eventId/breakdown',
    requirePermission('read'),
    breakdown,
  )
  .get(
    '/fund-family/:fundFamilyId/capital-call/:eventId/drawdown-table',
    requirePermission('read'),
    breakdown,
  )
  .get(
    '/fund-family/:fundFamilyId/capital-call/:eventId/unfunded-breakdown',
    requirePermission('read'),
    breakdown,
  );
