import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createFundEntitySchema, type FundEntity } from '../../api/fund-structure';
import type { AppEnv } from '../app-env';
import { fund_entities } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { loadFundFamily } from './fund-family-service';
import { gpInvestorEntity } from './gp-investor-entity';
import { notFound } from '../api-error';
import { readJson, uuidParam } from '../validate';

const toFundEntity = (row: typeof fund_entities.$inferSelect): FundEntity => ({
  id: row.id,
  fund_family_id: row.fund_family_id,
  name: row.name,
  short_name: row.short_name,
  functional_type: row.functional_type as FundEntity['functional_type'],
  legal_type: row.legal_type as FundEntity['legal_type'],
});

export const fundEntityRoutes = new Hono<AppEnv>()
  .get('/fund-family/:fundFamilyId/fund-entities/', requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
    const rows = await db
      .select()
      .from(fund_entities)
      .where(
        and(
          eq(fund_entities.customer_id, c.get('customerId')),
          eq(fund_entities.fund_family_id, fund.id),
        ),
      )
      .orderBy(asc(fund_entities.name));
    return c.json(rows.map(toFundEntity));
  })
  .post('/fund-family/:fundFamilyId/fund-entities/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createFundEntitySchema);
    const { db } = c.get('deps').handle;
    const row = await db.transaction(async (tx) => {
      const fund = await loadFundFamily(tx, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
      const [created] = await tx
        .insert(fund_entities)
        .values({ ...body, customer_id: c.get('customerId'), fund_family_id: fund.id })
        .returning();
      if (!created) throw new Error('fund entity insert returned nothing');
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'fund_entity',
        target_id: created.id,
        data: body,
      });
      return created;
    });
    return c.json(toFundEntity(row), 201);
  })
  .put(
    '/fund-family/:fundFamilyId/fund-entities/:fundEntityId/',
    requirePermission('write'),
    async (c) => {
      const body = await readJson(c, createFundEntitySchema);
      const fundEntityId = uuidParam(c, 'fundEntityId');
      const { db } = c.get('deps').handle;
      const row = await db.transaction(async (tx) => {
        const fund = await loadFundFamily(tx, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
        const [before] = await tx
          .select()
          .from(fund_entities)
          .where(
            and(
              eq(fund_entities.id, fundEntityId),
              eq(fund_entities.customer_id, c.get('customerId')),
              eq(fund_entities.fund_family_id, fund.id),
            ),
          );
        if (!before) throw notFound('No such fund entity in this fund family');
        const [updated] = await tx
          .update(fund_entities)
          .set(body)
          .where(eq(fund_entities.id, before.id))
          .returning();
        if (!updated) throw notFound('No such fund entity');
        await recordAudit(tx, c, {
          action: 'edit',
          target_type: 'fund_entity',
          target_id: before.id,
          data: { before: toFundEntity(before), after: body },
        });
        return updated;
      });
      return c.json(toFundEntity(row));
    },
  )
  .post(
    '/fund-family/:fundFamilyId/fund-entities/:fundEntityId/gp-investor-entity/',
    requirePermission('write'),
    async (c) => {
      const { db } = c.get('deps').handle;
      const result = await db.transaction(async (tx) => {
        const found = await gpInvestorEntity(tx, {
          customerId: c.get('customerId'),
          fundFamilyId: uuidParam(c, 'fundFamilyId'),
          fundEntityId: uuidParam(c, 'fundEntityId'),
        });
        if (found.created)
          await recordAudit(tx, c, {
            action: 'create',
            target_type: 'investor_entity',
            target_id: found.entity.id,
            data: { gp_fund_entity_id: uuidParam(c, 'fundEntityId') },
          });
        return found;
      });
      return c.json(result.entity, result.created ? 201 : 200);
    },
  );
