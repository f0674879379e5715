import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { createInvestorSchema, type Investor } from '../../api/fund-structure';
import { updateInvestorSchema } from '../../api/investors';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { investor_entities, investors } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../services/audit';
import { deleteInvestor, getInvestorDetail, updateInvestor } from '../services/investor-service';
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

export const investorRoutes = new Hono<AppEnv>()
  .get('/investor/', requirePermission('read'), async (c) =>
    c.json(await listInvestors(c.get('deps').handle.db, c.get('customerId'))),
  )
  .post('/investor/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createInvestorSchema);
    const customerId = c.get('customerId');
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const [investor] = await tx
        .insert(investors)
        .values({
          customer_id: customerId,
          name: body.name,
          external_id: body.external_id,
          primary_contact_email: body.primary_contact_email,
        })
        .returning({ id: investors.id });
      if (!investor) throw new Error('investor insert returned nothing');
      await tx.insert(investor_entities).values({
        customer_id: customerId,
        investor_id: investor.id,
        full_name: body.entity.full_name,
        legal_type: body.entity.legal_type,
      });
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'investor',
        target_id: investor.id,
        data: body,
      });
      return investor.id;
    });
    const [created] = await listInvestors(db, customerId, [id]);
    return c.json(created, 201);
  })
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
