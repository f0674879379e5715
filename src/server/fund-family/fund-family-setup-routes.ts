import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  fundFamilyConfigSchema,
  type CommitmentInformation,
  type TransactionCode,
} from '../../api/fund-structure';
import { fundraiseSchema } from '../../api/fund-family';
import type { AppEnv } from '../app-env';
import { transaction_codes } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { listCommitmentFigures } from '../commitment/commitment-information';
import { configOf, loadFundFamily, startFundraise, updateConfig } from './fund-family-service';
import { readJson, uuidParam } from '../validate';
import { todayOf } from '../today';

export const fundFamilySetupRoutes = new Hono<AppEnv>()
  .get('/fund-family-config/:fundFamilyId/', requirePermission('read'), async (c) => {
    const fund = await loadFundFamily(
      c.get('deps').handle.db,
      c.get('customerId'),
      uuidParam(c, 'fundFamilyId'),
    );
    return c.json(configOf(fund));
  })
  .put('/fund-family-config/:fundFamilyId/', requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const body = await readJson(c, fundFamilyConfigSchema);
    const row = await c.get('deps').handle.db.transaction(async (tx) => {
      const updated = await updateConfig(tx, c.get('customerId'), fundFamilyId, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'fund_family_config',
        target_id: fundFamilyId,
        data: body,
      });
      return updated;
    });
    return c.json(configOf(row));
  })
  .patch('/fund-family/:fundFamilyId/fundraise/', requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const body = await readJson(c, fundraiseSchema);
    const closingDate = body.first_closing_date ?? todayOf(c);
    const result = await c.get('deps').handle.db.transaction(async (tx) => {
      const started = await startFundraise(tx, {
        customerId: c.get('customerId'),
        fundFamilyId,
        closingDate,
      });
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'fund_family',
        target_id: fundFamilyId,
        data: { state: 'fundraising', ...started },
      });
      return started;
    });
    return c.json({ state: 'fundraising', first_closing_id: result.closingId });
  })
  .get(
    '/fund-family/:fundFamilyId/transactions/configuration/list',
    requirePermission('read'),
    async (c) => {
      const { db } = c.get('deps').handle;
      const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
      const rows = await db
        .select()
        .from(transaction_codes)
        .where(
          and(
            eq(transaction_codes.customer_id, c.get('customerId')),
            eq(transaction_codes.fund_family_id, fund.id),
          ),
        )
        .orderBy(asc(transaction_codes.name));
      return c.json<TransactionCode[]>(
        rows.map(({ customer_id: _c, fund_family_id: _f, created_at: _t, ...code }) => code),
      );
    },
  )
  .get(
    '/fund-family/:fundFamilyId/commitment-information/',
    requirePermission('read'),
    async (c) => {
      const { db } = c.get('deps').handle;
      const scope = { customerId: c.get('customerId') };
      const fund = await loadFundFamily(db, scope.customerId, uuidParam(c, 'fundFamilyId'));
      const rows = await listCommitmentFigures(db, scope, { fundFamilyId: fund.id });
      return c.json<CommitmentInformation[]>(
        rows.map((r) => ({
          commitment_id: r.commitment_id,
          investor_entity_name: r.investor_entity_name,
          owning_entity_name: r.owning_entity_name,
          committed_cents: r.committed_cents,
          contributed_cents: r.contributed_cents,
          unfunded_cents: r.unfunded_cents,
          equalization_to_pay_cents: r.equalization.toPay,
          equalization_to_receive_cents: r.equalization.toReceive,
          closing_name: r.closing_name,
        })),
      );
    },
  );
