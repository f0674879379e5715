import { Hono, type Context } from 'hono';
import type { FeeLateAdjustmentKind } from '../../api/fee-late-adjustment';
import { feeLateAdjustmentInputsSchema } from '../../api/fee-late-adjustment';
import type { AppEnv } from '../app-env';
import { cacheAccessOf } from '../cache/cache-access';
import { auditedEventChange, eventReader } from '../capital-event/audited-event-change';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { readJson, uuidParam } from '../validate';
import { cachedFeeChargeRun } from './fee-charge-computed';
import { loadFeeCharge } from './fee-charge-load';
import {
  applyLateAdjustment,
  createLateAdjustment,
  deleteLateAdjustment,
  discardLateAdjustment,
  saveLateAdjustment,
} from './fee-late-adjustment-service';
import { getLateAdjustment, listLateAdjustments } from './fee-late-adjustment-view';

const auditedChange = auditedEventChange('fee_late_adjustment');
const charge = '/fee-charge-event/:feeChargeEventId/';
const adjustment = `${charge}late-adjustment-event/:adjustmentFundFamilyEventId/`;

const runOf = (c: Context<AppEnv>) => cachedFeeChargeRun(cacheAccessOf(c));

const ids = (c: Context<AppEnv>) => ({
  chargeId: uuidParam(c, 'feeChargeEventId'),
  adjustmentId: uuidParam(c, 'adjustmentFundFamilyEventId'),
});

const answer = (c: Context<AppEnv>, chargeId: string, adjustmentId: string) =>
  getLateAdjustment(
    c.get('deps').handle.db,
    scopeOf(c),
    chargeId,
    adjustmentId,
    eventReader(c),
    runOf(c),
  );

/** The fund family the charge belongs to (the audit entry names it); 404 for another customer's. */
const familyOf = async (c: Context<AppEnv>, chargeId: string) =>
  (await loadFeeCharge(c.get('deps').handle.db, scopeOf(c), chargeId)).event.fund_family_id;

const create = (kind: FeeLateAdjustmentKind) => async (c: Context<AppEnv>) => {
  const chargeId = uuidParam(c, 'feeChargeEventId');
  const body = await readJson(c, feeLateAdjustmentInputsSchema);
  const id = await auditedChange(c, 'create', await familyOf(c, chargeId), async (tx) => ({
    id: await createLateAdjustment(tx, scopeOf(c), chargeId, kind, body, c.get('user').id),
    data: { ...body, kind, fee_charge_event_id: chargeId },
  }));
  return c.json(await answer(c, chargeId, id), 201);
};

/**
 * Spec §2, §4 and §7 "Fees": late offsets and late waivers of a published fee charge event,
 * drafted, then applied (the differences posted) or discarded (issue 20).
 */
export const feeLateAdjustmentRoutes = new Hono<AppEnv>()
  .post(
    `${charge}create-late-offset-adjustment-event/`,
    requirePermission('write'),
    create('late_offsets'),
  )
  .post(
    `${charge}create-late-cashless-contribution-waiver-adjustment-event/`,
    requirePermission('write'),
    create('late_waivers'),
  )
  .get(`${charge}late-adjustment-event/`, requirePermission('read'), async (c) => {
    const chargeId = uuidParam(c, 'feeChargeEventId');
    return c.json(
      await listLateAdjustments(c.get('deps').handle.db, scopeOf(c), chargeId, runOf(c)),
    );
  })
  .get(adjustment, requirePermission('read'), async (c) => {
    const { chargeId, adjustmentId } = ids(c);
    return c.json(await answer(c, chargeId, adjustmentId));
  })
  .put(adjustment, requirePermission('write'), async (c) => {
    const { chargeId, adjustmentId } = ids(c);
    const body = await readJson(c, feeLateAdjustmentInputsSchema);
    await auditedChange(c, 'edit', await familyOf(c, chargeId), async (tx) => {
      await saveLateAdjustment(tx, scopeOf(c), chargeId, adjustmentId, body, c.get('user').id);
      return { id: adjustmentId, data: body };
    });
    return c.json(await answer(c, chargeId, adjustmentId));
  })
  .patch(`${adjustment}apply/`, requirePermission('approve'), async (c) => {
    const { chargeId, adjustmentId } = ids(c);
    await auditedChange(c, 'apply', await familyOf(c, chargeId), async (tx) => ({
      id: adjustmentId,
      data: await applyLateAdjustment(
        tx,
        scopeOf(c),
        chargeId,
        adjustmentId,
        c.get('user').id,
        cacheAccessOf(c),
      ),
    }));
    return c.json(await answer(c, chargeId, adjustmentId));
  })
  .patch(`${adjustment}discard/`, requirePermission('write'), async (c) => {
    const { chargeId, adjustmentId } = ids(c);
    await auditedChange(c, 'discard', await familyOf(c, chargeId), async (tx) => ({
      id: adjustmentId,
      data: await discardLateAdjustment(tx, scopeOf(c), chargeId, adjustmentId),
    }));
    return c.json(await answer(c, chargeId, adjustmentId));
  })
  .delete(adjustment, requirePermission('write'), async (c) => {
    const { chargeId, adjustmentId } = ids(c);
    await auditedChange(c, 'delete', await familyOf(c, chargeId), async (tx) => ({
      id: adjustmentId,
      data: await deleteLateAdjustment(tx, scopeOf(c), chargeId, adjustmentId),
    }));
    return c.json({ id: adjustmentId, deleted: true });
  });
