import { Hono } from 'hono';
import { investorEntityProfileSchema } from '../../api/investors';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import {
  loadInvestorEntity,
  toInvestorEntityDetail,
  updateInvestorEntity,
} from './investor-service';
import { readJson, uuidParam } from '../validate';

/** Spec §7: GET and PUT /investor-entity/{id}/ — one investor entity with its whole profile. */
export const investorEntityRoutes = new Hono<AppEnv>()
  .get('/investor-entity/:investorEntityId/', requirePermission('read'), async (c) => {
    const row = await loadInvestorEntity(
      c.get('deps').handle.db,
      { customerId: c.get('customerId') },
      uuidParam(c, 'investorEntityId'),
    );
    return c.json(toInvestorEntityDetail(row));
  })
  .put('/investor-entity/:investorEntityId/', requirePermission('write'), async (c) => {
    const investorEntityId = uuidParam(c, 'investorEntityId');
    const body = await readJson(c, investorEntityProfileSchema);
    const scope = { customerId: c.get('customerId') };
    const change = await c.get('deps').handle.db.transaction(async (tx) => {
      const result = await updateInvestorEntity(tx, scope, investorEntityId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'investor_entity',
        target_id: investorEntityId,
        data: result,
      });
      return result;
    });
    return c.json(change.after);
  });
