import { Hono, type Context } from 'hono';
import {
  feeChargeEventCreateSchema,
  feeChargeEventInputsSchema,
  feeChargeEventListQuerySchema,
  feePeriodSelectQuerySchema,
} from '../../api/fee-charge-event';
import { feeCallInputSchema } from '../../api/fee-call';
import type { AppEnv } from '../app-env';
import { auditedEventChange, eventReader } from '../capital-event/audited-event-change';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { todayOf } from '../today';
import { readJson, readQuery, uuidParam } from '../validate';
import {
  createFeeCharge,
  deleteFeeCharge,
  publishFeeCharge,
  saveFeeChargeInputs,
} from './fee-charge-event-service';
import { listFeeChargeEvents } from './fee-charge-event-list';
import { draftFeeCall, feeCallOf } from './fee-call';
import { cachedFeeChargeRun } from './fee-charge-computed';
import { cacheAccessOf } from '../cache/cache-access';
import { loadFeeCharge } from './fee-charge-load';
import {
  feePeriodSelect,
  getFeeChargeEvent,
  getFeeChargeLineWorking,
} from './fee-charge-event-view';

const auditedChange = auditedEventChange('fee_charge_event');
// The call drafted from a charge is a capital call's creation: its history starts there.
const auditedCallChange = auditedEventChange('capital_call');

/** The charge's run from the cache: its pages read it on every step. */
const runOf = (c: Context<AppEnv>) => cachedFeeChargeRun(cacheAccessOf(c));

const answer = (c: Context<AppEnv>, eventId: string) =>
  getFeeChargeEvent(c.get('deps').handle.db, scopeOf(c), eventId, eventReader(c), runOf(c));

const list = async (c: Context<AppEnv>) => {
  const { fund_family_id } = readQuery(c, feeChargeEventListQuerySchema);
  return c.json(
    await listFeeChargeEvents(c.get('deps').handle.db, scopeOf(c), fund_family_id, runOf(c)),
  );
};

/** The fund family an event belongs to (its audit entry names it); 404 for another customer's. */
const familyOf = async (c: Context<AppEnv>, eventId: string) =>
  (await loadFeeCharge(c.get('deps').handle.db, scopeOf(c), eventId)).event.fund_family_id;

/** Spec §7 "Fees": fee charge events from draft to published (issue 20). */
export const feeChargeEventRoutes = new Hono<AppEnv>()
  .get('/fee-charge-event/list', requirePermission('read'), list)
  .get('/fee-charge-event/', requirePermission('read'), list)
  .get('/fee-charge-event/fee-period-select/', requirePermission('read'), async (c) => {
    const query = readQuery(c, feePeriodSelectQuerySchema);
    return c.json(
      await feePeriodSelect(
        c.get('deps').handle.db,
        scopeOf(c),
        query.fund_family_id,
        query.fee_id,
        todayOf(c),
      ),
    );
  })
  .post('/fee-charge-event/', requirePermission('write'), async (c) => {
    const body = await readJson(c, feeChargeEventCreateSchema);
    const id = await auditedChange(c, 'create', body.fund_family_id, async (tx) => ({
      id: await createFeeCharge(tx, scopeOf(c), body, c.get('user').id),
      data: body,
    }));
    return c.json(await answer(c, id), 201);
  })
  .get('/fee-charge-event/:feeChargeEventId/', requirePermission('read'), async (c) =>
    c.json(await answer(c, uuidParam(c, 'feeChargeEventId'))),
  )
  .get(
    '/fee-charge-event/:feeChargeEventId/line/:commitmentId/',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getFeeChargeLineWorking(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'feeChargeEventId'),
          uuidParam(c, 'commitmentId'),
          runOf(c),
        ),
      ),
  )
  .post(
    '/fee-charge-event/:feeChargeEventId/fee-offset-applications/',
    requirePermission('write'),
    async (c) => {
      const eventId = uuidParam(c, 'feeChargeEventId');
      const body = await readJson(c, feeChargeEventInputsSchema);
      await auditedChange(c, 'edit', await familyOf(c, eventId), async (tx) => {
        await saveFeeChargeInputs(tx, scopeOf(c), eventId, body, c.get('user').id);
        return { id: eventId, data: body };
      });
      return c.json(await answer(c, eventId));
    },
  )
  .delete('/fee-charge-event/:feeChargeEventId/', requirePermission('write'), async (c) => {
    const eventId = uuidParam(c, 'feeChargeEventId');
    await auditedChange(c, 'delete', await familyOf(c, eventId), async (tx) => ({
      id: eventId,
      data: await deleteFeeCharge(tx, scopeOf(c), eventId),
    }));
    return c.json({ id: eventId, deleted: true });
  })
  .post(
    '/fee-charge-event/:feeChargeEventId/call-for-fees/',
    requirePermission('write'),
    async (c) => {
      const eventId = uuidParam(c, 'feeChargeEventId');
      const body = await readJson(c, feeCallInputSchema);
      await auditedCallChange(c, 'create', await familyOf(c, eventId), async (tx) => ({
        id: await draftFeeCall(tx, scopeOf(c), eventId, body, c.get('user').id),
        data: { ...body, fee_charge_event_id: eventId },
      }));
      return c.json(await feeCallOf(c.get('deps').handle.db, scopeOf(c), eventId), 201);
    },
  )
  .patch(
    '/fee-charge-event/:feeChargeEventId/publish/',
    requirePermission('approve'),
    async (c) => {
      const eventId = uuidParam(c, 'feeChargeEventId');
      await auditedChange(c, 'publish', await familyOf(c, eventId), async (tx) => ({
        id: eventId,
        data: await publishFeeCharge(tx, scopeOf(c), eventId, c.get('user').id, cacheAccessOf(c)),
      }));
      return c.json(await answer(c, eventId));
    },
  );
