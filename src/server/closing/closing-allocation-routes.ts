import { Hono } from 'hono';
import { closingAllocationRuleSchema } from '../../api/allocation-rules';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import {
  getClosingAllocationRule,
  getClosingNonCapital,
  setClosingAllocationRule,
} from './closing-allocation-rule';
import { readJson, uuidParam } from '../validate';

/** The closing tabs "closing allocation rules" and "non-capital equalization" (spec §2). */
export const closingAllocationRoutes = new Hono<AppEnv>()
  .get('/closing/:closingId/allocation-rule/', requirePermission('read'), async (c) =>
    c.json(
      await getClosingAllocationRule(
        c.get('deps').handle.db,
        c.get('customerId'),
        uuidParam(c, 'closingId'),
      ),
    ),
  )
  .put('/closing/:closingId/allocation-rule/', requirePermission('write'), async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const body = await readJson(c, closingAllocationRuleSchema);
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      await setClosingAllocationRule(
        tx,
        c.get('customerId'),
        closingId,
        body.allocation_rule_graph_id,
      );
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'closing',
        target_id: closingId,
        data: { allocation_rule_graph_id: body.allocation_rule_graph_id },
      });
    });
    return c.json(await getClosingAllocationRule(db, c.get('customerId'), closingId));
  })
  .get('/closing/:closingId/non-capital-equalization/', requirePermission('read'), async (c) =>
    c.json(
      await getClosingNonCapital(
        c.get('deps').handle.db,
        c.get('customerId'),
        uuidParam(c, 'closingId'),
      ),
    ),
  );
