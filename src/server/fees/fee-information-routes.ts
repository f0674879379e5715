import { Hono } from 'hono';
import { feeCreateSchema, feeInputSchema } from '../../api/fees';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { createFee, deleteFee, getFee, listFees, updateFee } from './fee-configuration';
import { readJson, uuidParam, uuidQuery } from '../validate';

/** Spec §7 "Fees": GET /fee-information/ and /{id}/, and the fee configuration commands. */
export const feeInformationRoutes = new Hono<AppEnv>()
  .get('/fee-information/', requirePermission('read'), async (c) =>
    c.json(
      await listFees(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidQuery(c, 'fund_family_id'),
      ),
    ),
  )
  .get('/fee-information/:feeId/', requirePermission('read'), async (c) =>
    c.json(
      await getFee(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'feeId'),
      ),
    ),
  )
  .post('/fee-information/', requirePermission('config'), async (c) => {
    const { fund_family_id, ...input } = await readJson(c, feeCreateSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const feeId = await createFee(tx, scope, fund_family_id, input);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'fee',
        target_id: feeId,
        data: { fund_family_id, ...input },
      });
      return feeId;
    });
    return c.json(await getFee(db, scope, id), 201);
  })
  .put('/fee-information/:feeId/', requirePermission('config'), async (c) => {
    const feeId = uuidParam(c, 'feeId');
    const input = await readJson(c, feeInputSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const before = await updateFee(tx, scope, feeId, input);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'fee',
        target_id: feeId,
        data: { before, after: input },
      });
    });
    return c.json(await getFee(db, scope, feeId));
  })
  .delete('/fee-information/:feeId/', requirePermission('config'), async (c) => {
    const feeId = uuidParam(c, 'feeId');
    const scope = { customerId: c.get('customerId') };
    await c.get('deps').handle.db.transaction(async (tx) => {
      const before = await deleteFee(tx, scope, feeId);
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'fee',
        target_id: feeId,
        data: before,
      });
    });
    return c.body(null, 204);
  });
