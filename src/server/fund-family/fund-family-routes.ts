import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { FundFamily } from '../../api/fund-family';
import { createFundFamilySchema } from '../../api/fund-family';
import type { AppEnv } from '../app-env';
import { fund_families } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { createFundFamily } from './fund-family-service';
import { familiesChargingFees } from '../fees/fund-fees-enabled';
import { readJson, uuidParam } from '../validate';
import { notFound } from '../api-error';

/** `chargesFees`: from the fund's stored fee terms (familiesChargingFees). */
const toFundFamily = (
  row: typeof fund_families.$inferSelect,
  chargesFees: boolean,
): FundFamily => ({
  id: row.id,
  name: row.name,
  state: row.state,
  config: { fees_enabled: chargesFees },
});

export const fundFamilyRoutes = new Hono<AppEnv>()
  .get('/fund-family/', requirePermission('read'), async (c) => {
    const rows = await c
      .get('deps')
      .handle.db.select()
      .from(fund_families)
      .where(eq(fund_families.customer_id, c.get('customerId')))
      .orderBy(asc(fund_families.name));
    const charging = await familiesChargingFees(
      c.get('deps').handle.db,
      c.get('customerId'),
      rows.map((r) => r.id),
    );
    return c.json<FundFamily[]>(rows.map((row) => toFundFamily(row, charging.has(row.id))));
  })
  .post('/fund-family/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createFundFamilySchema);
    const created = await c.get('deps').handle.db.transaction(async (tx) => {
      const row = await createFundFamily(tx, c.get('customerId'), body.name);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'fund_family',
        target_id: row.id,
        data: body,
      });
      return row;
    });
    // A new fund family has no fee terms yet.
    return c.json<FundFamily>(toFundFamily(created, false), 201);
  })
  .get('/fund-family/:fundFamilyId/', requirePermission('read'), async (c) => {
    const [row] = await c
      .get('deps')
      .handle.db.select()
      .from(fund_families)
      .where(
        and(
          eq(fund_families.id, uuidParam(c, 'fundFamilyId')),
          eq(fund_families.customer_id, c.get('customerId')),
        ),
      );
    if (!row) throw notFound('No such fund family for this customer');
    const charging = await familiesChargingFees(c.get('deps').handle.db, row.customer_id, [row.id]);
    return c.json<FundFamily>(toFundFamily(row, charging.has(row.id)));
  });
