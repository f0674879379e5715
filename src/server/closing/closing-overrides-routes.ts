import { Hono } from 'hono';
import { updateOverrideAmountsSchema } from '../../api/closing-overrides';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { updateOverrideAmounts } from './closing-override-amounts';
import { getClosing } from './closing-view';
import { readJson, uuidParam } from '../validate';

/** PUT /closing/{closingId}/update-override-amounts/: a draft closing's equalization overrides. */
export const closingOverrideRoutes = new Hono<AppEnv>().put(
  '/closing/:closingId/update-override-amounts/',
  requirePermission('write'),
  async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const body = await readJson(c, updateOverrideAmountsSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const changes = await updateOverrideAmounts(tx, scope, closingId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'closing',
        target_id: closingId,
        data: { equalization_overrides: changes },
      });
    });
    return c.json(await getClosing(db, scope, closingId, c.get('user').id));
  },
);
