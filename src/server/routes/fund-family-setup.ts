import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  fundFamilyConfigSchema,
  type CommitmentInformation,
  type TransactionCode,
} from '../../api/fund-structure';
import { isoDateSchema } from '../../api/money-input';
import type { AppEnv } from '../app-env';
import {
  closing_commitments,
  closings,
  commitments,
  fund_entities,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../services/audit';
import {
  configOf,
  loadFundFamily,
  startFundraise,
  updateConfig,
} from '../services/fund-family-service';
import { readJson, uuidParam } from '../validate';

const fundraiseSchema = v.object({ first_closing_date: v.optional(isoDateSchema) });

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
    const closingDate = body.first_closing_date ?? c.get('deps').now().toISOString().slice(0, 10);
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
      const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
      const sumOf = (codes: string[]) =>
        sql<number>`coalesce(sum(${transactions.amount_cents}) filter (where ${transaction_codes.name} in (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )}) and not ${transactions.is_draft}), 0)::bigint`;
      const rows = await db
        .select({
          commitment_id: commitments.id,
          investor_entity_name: investor_entities.full_name,
          owning_entity_name: fund_entities.name,
          committed_cents: sumOf(['commitment']),
          contributed_cents: sumOf([
            'contribution_investment',
            'contribution_expenses',
            'contribution_management_fee',
          ]),
          equalization_cents: sql<number>`coalesce(sum(case when ${transaction_codes.name} = 'equalization_contribution' then ${transactions.amount_cents} when ${transaction_codes.name} = 'equalization_distribution' then -${transactions.amount_cents} else 0 end), 0)::bigint`,
          closing_name: sql<
            string | null
          >`(select ${closings.name} from ${closings} join ${closing_commitments} on ${closing_commitments.closing_id} = ${closings.id} where ${closing_commitments.commitment_id} = ${commitments.id} limit 1)`,
        })
        .from(commitments)
        .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
        .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
        .innerJoin(transactions, eq(transactions.commitment_id, commitments.id))
        .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
        .where(
          and(
            eq(commitments.customer_id, c.get('customerId')),
            eq(commitments.fund_family_id, fund.id),
          ),
        )
        .groupBy(commitments.id, investor_entities.full_name, fund_entities.name)
        .orderBy(asc(investor_entities.full_name));
      return c.json<CommitmentInformation[]>(
        rows.map((r) => ({
          ...r,
          committed_cents: Number(r.committed_cents),
          contributed_cents: Number(r.contributed_cents),
          equalization_cents: Number(r.equalization_cents),
        })),
      );
    },
  );
