import { Hono, type Context } from 'hono';
import {
  capitalCallReallocationCreateSchema,
  capitalCallReallocationUpdateSchema,
  type CapitalCallReallocationDeleted,
} from '../../api/capital-call-reallocation';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { todayOf } from '../today';
import { readJson, uuidParam } from '../validate';
import { finalizeReallocation } from './capital-call-reallocation-finalize';
import {
  createReallocation,
  deleteReallocation,
  listReallocationsOfCall,
  updateReallocation,
} from './capital-call-reallocation-service';
import { getReallocation } from './capital-call-reallocation-view';
import { auditedEventChange, eventReader } from '../capital-event/audited-event-change';

const auditedChange = auditedEventChange('capital_call_reallocation');

const answer = (c: Context<AppEnv>, fundFamilyId: string, eventId: string) =>
  getReallocation(c.get('deps').handle.db, scopeOf(c), fundFamilyId, eventId, eventReader(c));

const path = '/fund-family/:fundFamilyId/capital-call-reallocation/:eventId';

/**
 * Capital call reallocations (issue 17 item 6; spec §2 calls/reallocation/{id}: update, overview,
 * review): drafted from a finalized call (write), its new amounts changed (write), finalized
 * (approve) into the differences as its own event, or deleted while a draft (write).
 */
export const capitalCallReallocationRoutes = new Hono<AppEnv>()
  .get(
    '/fund-family/:fundFamilyId/capital-call/:eventId/reallocations',
    requirePermission('read'),
    async (c) =>
      c.json(
        await listReallocationsOfCall(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          uuidParam(c, 'eventId'),
        ),
      ),
  )
  .post(
    '/fund-family/:fundFamilyId/capital-call/:eventId/reallocation',
    requirePermission('write'),
    async (c) => {
      const fundFamilyId = uuidParam(c, 'fundFamilyId');
      const callEventId = uuidParam(c, 'eventId');
      const body = await readJson(c, capitalCallReallocationCreateSchema);
      const effectiveDate = body.effective_date ?? todayOf(c);
      const id = await auditedChange(c, 'create', fundFamilyId, async (tx) => ({
        id: await createReallocation(
          tx,
          scopeOf(c),
          fundFamilyId,
          callEventId,
          effectiveDate,
          c.get('user').id,
        ),
        data: { capital_call_event_id: callEventId, effective_date: effectiveDate },
      }));
      return c.json(await answer(c, fundFamilyId, id), 201);
    },
  )
  .get(path, requirePermission('read'), async (c) =>
    c.json(await answer(c, uuidParam(c, 'fundFamilyId'), uuidParam(c, 'eventId'))),
  )
  .put(path, requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const eventId = uuidParam(c, 'eventId');
    const body = await readJson(c, capitalCallReallocationUpdateSchema);
    await auditedChange(c, 'edit', fundFamilyId, async (tx) => {
      await updateReallocation(tx, scopeOf(c), fundFamilyId, eventId, body, c.get('user').id);
      return { id: eventId, data: body };
    });
    return c.json(await answer(c, fundFamilyId, eventId));
  })
  .delete(path, requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const eventId = uuidParam(c, 'eventId');
    await auditedChange(c, 'delete', fundFamilyId, async (tx) => {
      const { name } = await deleteReallocation(
        tx,
        scopeOf(c),
        fundFamilyId,
        eventId,
        c.get('user').id,
      );
      return { id: eventId, data: { name } };
    });
    return c.json({ id: eventId, deleted: true } satisfies CapitalCallReallocationDeleted);
  })
  .patch(`${path}/finalize`, requirePermission('approve'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const eventId = uuidParam(c, 'eventId');
    await auditedChange(c, 'finalize', fundFamilyId, async (tx) => ({
      id: eventId,
      data: await finalizeReallocation(tx, scopeOf(c), fundFamilyId, eventId, c.get('user').id),
    }));
    return c.json(await answer(c, fundFamilyId, eventId));
  });
