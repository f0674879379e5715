import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createInvestorSchema, type Investor } from '../../api/fund-structure';
import {
  investorBulkCreateSchema,
  investorEntityRelationshipSchema,
  updateInvestorSchema,
} from '../../api/investors';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { investor_entities, investors } from '../db/schema';
import { createInvestor, fromBulkRow } from './investor-creation';
import { linkInvestorEntity, unlinkInvestorEntity } from './investor-relationships';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { deleteInvestor, getInvestorDetail, updateInvestor } from './investor-service';
import { readJson, uuidParam } from '../validate';

async function listInvestors(
  db: Database,
  customerId: string,
  ids?: string[],
): Promise<Investor[]> {
  const rows = await db
    .select()
    .from(investors)
    .where(and(eq(investors.customer_id, customerId), ids ? inArray(investors.id, ids) : undefined))
    .orderBy(asc(investors.name));
  if (rows.length === 0) return [];
  const entities = await db
    .select()
    .from(investor_entities)
    .where(
      and(
        eq(investor_entities.customer_id, customerId),
        inArray(
          investor_entities.investor_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(investor_entities.full_name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    external_id: r.external_id,
    primary_contact_email: r.primary_contact_email,
    entities: entities
      .filter((e) => e.investor_id === r.id)
      .map((e) => ({
        id: e.id,
        investor_id: e.investor_id,
        full_name: e.full_name,
        legal_type: e.legal_type,
      })),
  }));
}

/** Links or unlinks an investor entity, audited, and answers the investor as it now is. */
async function relationshipChange(c: Context<AppEnv>, change: 'link' | 'unlink') {
  const investorId = uuidParam(c, 'investorId');
  const body = await readJson(c, investorEntityRelationshipSchema);
  const scope = { customerId: c.get('customerId') };
  const { db } = c.get('deps').handle;
  await db.transaction(async (tx) => {
    const apply = change === 'link' ? linkInvestorEntity : unlinkInvestorEntity;
    const data = await apply(tx, scope, investorId, body.investor_entity_id);
    await recordAudit(tx, c, {
      action: change,
      target_type: 'investor_entity_relationship',
      target_id: investorId,
      data: { ...data, investor_entity_id: body.investor_entity_id },
    });
  });
  return c.json(await getInvestorDetail(db, scope, investorId));
}

export const investorRoutes = new Hono<AppEnv>()
  .get('/investor/', requirePermission('read'), async (c) =>
    c.json(await listInvestors(c.get('deps').handle.db, c.get('customerId'))),
  )
  .post('/investor/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createInvestorSchema);
    const customerId = c.get('customerId');
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const created = await createInvestor(tx, { customerId }, body);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'investor',
        target_id: created,
        data: body,
      });
      return created;
    });
    const [created] = await listInvestors(db, customerId, [id]);
    return c.json(created, 201);
  })
  .post('/investor/bulk-create/', requirePermission('write'), async (c) => {
    const body = await readJson(c, investorBulkCreateSchema);
    const customerId = c.get('customerId');
    const { db } = c.get('deps').handle;
    const ids = await db.transaction(async (tx) => {
      const created: string[] = [];
      for (const row of body.rows)
        created.push(await createInvestor(tx, { customerId }, fromBulkRow(row)));
      await recordAudit(tx, c, {
        action: 'bulk_create',
        target_type: 'investor',
        data: { investor_ids: created, rows: body.rows },
      });
      return created;
    });
    return c.json(await listInvestors(db, customerId, ids), 201);
  })
  .post(
    '/investor/:investorId/investor-entity-relationships/',
    requirePermission('write'),
    async (c) => relationshipChange(c, 'link'),
  )
  .delete(
    '/investor/:investorId/investor-entity-relationships/',
    requirePermission('write'),
    async (c) => relationshipChange(c, 'unlink'),
  )
  .get('/investor/:investorId', requirePermission('read'), async (c) =>
    c.json(
      await getInvestorDetail(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'investorId'),
      ),
    ),
  )
  .put('/investor/:investorId', requirePermission('write'), async (c) => {
    const investorId = uuidParam(c, 'investorId');
    const body = await readJson(c, updateInvestorSchema);
    const scope = { customerId: c.get('customerId') };
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const change = await updateInvestor(tx, scope, investorId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'investor',
        target_id: investorId,
        data: change,
      });
    });
    return c.json(await getInvestorDetail(db, scope, investorId));
  })
  .delete('/investor/:investorId', requirePermission('write'), async (c) => {
    const investorId = uuidParam(c, 'investorId');
    const scope = { customerId: c.get('customerId') };
    await c.get('deps').handle.db.transaction(async (tx) => {
      const deleted = await deleteInvestor(tx, scope, investorId);
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'investor',
        target_id: investorId,
        data: deleted,
      });
    });
    return c.body(null, 204);
  });
