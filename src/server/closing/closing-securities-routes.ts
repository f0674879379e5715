import { Hono, type Context } from 'hono';
import {
  closingSecuritiesBulkSchema,
  closingSecuritySchema,
  type ClosingSecuritiesCreated,
} from '../../api/closing-securities';
import type { AddClosingCommitment } from '../../api/fund-structure';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { addClosingSecurities } from './closing-securities';
import { getClosing } from './closing-view';
import { readJson, uuidParam } from '../validate';

/** Admits the rows in one transaction (all or none) and answers them with the closing. */
async function createSecurities(
  c: Context<AppEnv>,
  closingId: string,
  rows: AddClosingCommitment[],
): Promise<ClosingSecuritiesCreated> {
  const scope = { customerId: c.get('customerId') };
  const { db } = c.get('deps').handle;
  const ids = await db.transaction(async (tx) => {
    const added = await addClosingSecurities(tx, scope, closingId, rows);
    await recordAudit(tx, c, {
      action: rows.length > 1 ? 'bulk_create' : 'create',
      target_type: 'closing',
      target_id: closingId,
      data: { added, rows },
    });
    return added;
  });
  return { commitment_ids: ids, closing: await getClosing(db, scope, closingId, c.get('user').id) };
}

/** POST /closing/{closingId}/securities/ and securities/bulk: new commitments in a draft closing. */
export const closingSecurityRoutes = new Hono<AppEnv>()
  .post('/closing/:closingId/securities/', requirePermission('write'), async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const body = await readJson(c, closingSecuritySchema);
    return c.json(await createSecurities(c, closingId, [body]), 201);
  })
  .post('/closing/:closingId/securities/bulk', requirePermission('write'), async (c) => {
    const closingId = uuidParam(c, 'closingId');
    const body = await readJson(c, closingSecuritiesBulkSchema);
    return c.json(await createSecurities(c, closingId, body.rows), 201);
  });
