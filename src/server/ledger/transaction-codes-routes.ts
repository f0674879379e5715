import { and, asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { TransactionCode } from '../../api/fund-structure';
import {
  type CustomerTransactionCode,
  postedByTheProduct,
  transactionCodeCreateSchema,
  transactionCodeUpdateSchema,
} from '../../api/transaction-codes';
import { invalid, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { transaction_codes } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { readJson, uuidParam } from '../validate';

const base = '/fund-family/:fundFamilyId/transactions/configuration';

const asCode = ({
  customer_id: _c,
  fund_family_id: _f,
  created_at: _t,
  ...code
}: typeof transaction_codes.$inferSelect): TransactionCode => code;

async function loadCode(db: Database, c: Context<AppEnv>) {
  const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
  const [code] = await db
    .select()
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.id, uuidParam(c, 'codeId')),
        eq(transaction_codes.fund_family_id, fund.id),
      ),
    );
  if (!code) throw notFound('No such transaction code in this fund family');
  return code;
}

/** Spec §2 "transaction-codes: list and edit" (the list is in fund-family-setup). */
export const transactionCodeRoutes = new Hono<AppEnv>()
  // Spec §7 "GET /transactions/codes": across the customer's fund families, for views that span
  // them (the sample pivots pick their codes by what the codes are, not by fixed names).
  .get('/transactions/codes', requirePermission('read'), async (c) => {
    const rows = await c
      .get('deps')
      .handle.db.select()
      .from(transaction_codes)
      .where(eq(transaction_codes.customer_id, c.get('customerId')))
      .orderBy(asc(transaction_codes.name), asc(transaction_codes.fund_family_id));
    return c.json<CustomerTransactionCode[]>(
      rows.map((row) => ({ ...asCode(row), fund_family_id: row.fund_family_id })),
    );
  })
  .post(`${base}/`, requirePermission('config'), async (c) => {
    const body = await readJson(c, transactionCodeCreateSchema);
    const created = await c.get('deps').handle.db.transaction(async (tx) => {
      const fund = await loadFundFamily(tx, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
      const [taken] = await tx
        .select({ id: transaction_codes.id })
        .from(transaction_codes)
        .where(
          and(eq(transaction_codes.fund_family_id, fund.id), eq(transaction_codes.name, body.name)),
        );
      if (taken) throw invalid({ name: ['This fund family already has a code with this name.'] });
      const [row] = await tx
        .insert(transaction_codes)
        .values({ ...body, customer_id: fund.customer_id, fund_family_id: fund.id })
        .returning();
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'transaction_code',
        target_id: row!.id,
        data: body,
      });
      return row!;
    });
    return c.json(asCode(created), 201);
  })
  .put(`${base}/:codeId/`, requirePermission('config'), async (c) => {
    const body = await readJson(c, transactionCodeUpdateSchema);
    const updated = await c.get('deps').handle.db.transaction(async (tx) => {
      const code = await loadCode(tx, c);
      const builtIn = (postedByTheProduct as readonly string[]).includes(code.name);
      if (builtIn && body.classification !== code.classification) {
        throw invalid({
          classification: [
            `Closings post ${code.name} as ${code.classification}; its classification cannot change.`,
          ],
        });
      }
      const [row] = await tx
        .update(transaction_codes)
        .set(body)
        .where(eq(transaction_codes.id, code.id))
        .returning();
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'transaction_code',
        target_id: code.id,
        data: { before: asCode(code), after: body },
      });
      return row!;
    });
    return c.json(asCode(updated));
  });
