import { Hono, type Context } from 'hono';
import {
  addClosingCommitmentSchema,
  closingActions,
  createClosingSchema,
  removeClosingCommitmentSchema,
  type ClosingAction,
} from '../../api/fund-structure';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { closingStats } from './closing-stats';
import { addClosingCommitment, removeClosingCommitment } from './closing-commitment-changes';
import {
  createClosing,
  getClosingOrderOfOperations,
  listClosings,
  transitionClosing,
} from './closing-service';
import { getClosing } from './closing-view';
import { readJson, uuidParam, uuidQuery } from '../validate';
import { closingOverrideRoutes } from './closing-overrides-routes';
import { closingSecurityRoutes } from './closing-securities-routes';

/** Approving and finalizing need the approve permission; the rest of the lifecycle, write. */
const permissionFor = (action: ClosingAction) =>
  action === 'complete' || action === 'finalize' ? 'approve' : 'write';

/** stats/ and stats-v2/: the same figures; v2 adds them per class. */
const statsOf = (perClass: boolean) => async (c: Context<AppEnv>) => {
  const closing = await getClosing(
    c.get('deps').handle.db,
    { customerId: c.get('customerId') },
    uuidParam(c, 'closingId'),
    c.get('user').id,
  );
  return c.json(closingStats(closing, perClass));
};

export const closingRoutes = new Hono<AppEnv>()
  .route('/', closingOverrideRoutes)
  .route('/', closingSecurityRoutes)
  .get('/closing/', requirePermission('read'), async (c) => {
    const fundFamilyId = uuidQuery(c, 'fund_family_id');
    const scope = { customerId: c.get('customerId') };
    return c.json(await listClosings(c.get('deps').handle.db, scope, fundFamilyId));
  })
  .post('/closing/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createClosingSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const closingId = await createClosing(tx, scope, body);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'closing',
        target_id: closingId,
        data: body,
      });
      return closingId;
    });
    return c.json(await getClosing(db, scope, id, c.get('user').id), 201);
  })
  .get('/closing/:closingId/', requirePermission('read'), async (c) =>
    c.json(
      await getClosing(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'closingId'),
        c.get('user').id,
      ),
    ),
  )
  .get('/closing/:closingId/order-of-operations/', requirePermission('read'), async (c) =>
    c.json(
      await getClosingOrderOfOperations(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'closingId'),
      ),
    ),
  )
  .get('/closing/:closingId/stats/', requirePermission('read'), statsOf(false))
  .get('/closing/:closingId/stats-v2/', requirePermission('read'), statsOf(true))
  .put('/closing/:closingId/add-security/', requirePermission('write'), async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const body = await readJson(c, addClosingCommitmentSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const commitmentId = await addClosingCommitment(tx, scope, closingId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'closing',
        target_id: closingId,
        data: { added: commitmentId, ...body },
      });
    });
    return c.json(await getClosing(db, scope, closingId, c.get('user').id));
  })
  .put('/closing/:closingId/remove-security/', requirePermission('write'), async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const body = await readJson(c, removeClosingCommitmentSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      await removeClosingCommitment(tx, scope, closingId, body.commitment_id);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'closing',
        target_id: closingId,
        data: { removed: body.commitment_id },
      });
    });
    return c.json(await getClosing(db, scope, closingId, c.get('user').id));
  })
  .patch(
    '/closing/:closingId/:action/',
    async (c, next) => {
      const action = c.req.param('action') as ClosingAction;
      if (!closingActions.includes(action)) throw notFound(`No closing action ${action}`);
      return requirePermission(permissionFor(action))(c, next);
    },
    async (c) => {
      const closingId = uuidParam(c, 'closingId');
      const action = c.req.param('action') as ClosingAction;
      const scope = { customerId: c.get('customerId') };
      const { db } = c.get('deps').handle;
      await db.transaction(async (tx) => {
        const change = await transitionClosing(tx, scope, closingId, action, {
          userId: c.get('user').id,
        });
        await recordAudit(tx, c, {
          action: action === 'finalize' ? 'finalize' : 'edit',
          target_type: 'closing',
          target_id: closingId,
          data: change,
        });
      });
      return c.json(await getClosing(db, scope, closingId, c.get('user').id));
    },
  )
  .delete('/closing/:closingId/', requirePermission('write'), async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const change = await transitionClosing(tx, scope, closingId, 'discard', {
        userId: c.get('user').id,
      });
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'closing',
        target_id: closingId,
        data: change,
      });
    });
    return c.json(await getClosing(db, scope, closingId, c.get('user').id));
  });
