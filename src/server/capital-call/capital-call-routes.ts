import { Hono, type Context } from 'hono';
import { capitalCallInputSchema, type CapitalCallDeleted } from '../../api/capital-call';
import { specialContributionInputSchema } from '../../api/capital-call-special-contribution';
import { capitalCallBreakdownQuerySchema } from '../../api/capital-call-breakdown';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { todayOf } from '../today';
import { readJson, readQuery, uuidParam } from '../validate';
import { finalizeCapitalCall } from './capital-call-finalize';
import { cachedCallFigures } from './capital-call-figures';
import { cacheAccessOf } from '../cache/cache-access';
import { createCapitalCall, deleteCapitalCall, updateCapitalCall } from './capital-call-service';
import {
  getSpecialContribution,
  saveSpecialContribution,
} from './capital-call-special-contribution';
import {
  getCapitalCallBreakdown,
  getCapitalCallCreateData,
  getCapitalCallEvent,
  listCapitalActivity,
} from './capital-call-view';
import { auditedEventChange, eventReader } from '../capital-event/audited-event-change';

const auditedChange = auditedEventChange('capital_call');

/** The draft's figures from the cache: the wizard reads them on every step, the page polls. */
const figuresOf = (c: Context<AppEnv>) => cachedCallFigures(cacheAccessOf(c));

const eventAnswer = (c: Context<AppEnv>, fundFamilyId: string, eventId: string) =>
  getCapitalCallEvent(
    c.get('deps').handle.db,
    scopeOf(c),
    fundFamilyId,
    eventId,
    eventReader(c),
    figuresOf(c),
  );

const breakdown = async (c: Context<AppEnv>) => {
  const query = readQuery(c, capitalCallBreakdownQuerySchema);
  return c.json(
    await getCapitalCallBreakdown(
      c.get('deps').handle.db,
      scopeOf(c),
      uuidParam(c, 'fundFamilyId'),
      uuidParam(c, 'eventId'),
      query.fund_entity_id,
      figuresOf(c),
    ),
  );
};

const deleteDraft = async (c: Context<AppEnv>) => {
  const fundFamilyId = uuidParam(c, 'fundFamilyId');
  const eventId = uuidParam(c, 'eventId');
  await auditedChange(c, 'delete', fundFamilyId, async (tx) => {
    const { name } = await deleteCapitalCall(
      tx,
      scopeOf(c),
      fundFamilyId,
      eventId,
      c.get('user').id,
    );
    return { id: eventId, data: { name } };
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
    const eventId = await auditedChange(c, 'create', fundFamilyId, async (tx) => ({
      id: await createCapitalCall(tx, scopeOf(c), fundFamilyId, body, c.get('user').id),
      data: body,
    }));
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
      await auditedChange(c, 'edit', fundFamilyId, async (tx) => {
        await updateCapitalCall(tx, scopeOf(c), fundFamilyId, eventId, body, c.get('user').id);
        return { id: eventId, data: body };
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
      await auditedChange(c, 'finalize', fundFamilyId, async (tx) => ({
        id: eventId,
        data: await finalizeCapitalCall(
          tx,
          scopeOf(c),
          fundFamilyId,
          eventId,
          c.get('user').id,
          cacheAccessOf(c),
        ),
      }));
      return c.json(await eventAnswer(c, fundFamilyId, eventId));
    },
  )
  .get(
    '/fund-family/:fundFamilyId/capital-call/:eventId/special-contribution',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getSpecialContribution(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          uuidParam(c, 'eventId'),
        ),
      ),
  )
  .post(
    '/fund-family/:fundFamilyId/capital-call/:eventId/special-contribution',
    requirePermission('write'),
    async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const eventId = uuidParam(c, 'eventId');
      const body = await readJson(c, specialContributionInputSchema);
      await auditedChange(c, 'edit', fundFamilyId, async (tx) => {
        await saveSpecialContribution(
          tx,
          scopeOf(c),
          fundFamilyId,
          eventId,
          body,
          c.get('user').id,
        );
        return { id: eventId, data: { special_contribution: body } };
      });
      return c.json(
        await getSpecialContribution(c.get('deps').handle.db, scopeOf(c), fundFamilyId, eventId),
      );
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
