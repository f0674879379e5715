import { Hono } from 'hono';
import { classCodeOverridesSchema } from '../../api/investor-class-codes';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { loadInvestorClassRow } from './investor-class-service';
import {
  classTransactionCodes,
  saveClassTransactionCodes,
} from './investor-class-transaction-codes';
import { readJson, uuidParam, uuidQuery } from '../validate';

/** The transaction-codes tab of a commitment class: the family's codes with the class's overrides. */
export const investorClassCodeRoutes = new Hono<AppEnv>()
  .get(
    '/fund-family/:fundFamilyId/transactions/configuration/with-overrides/',
    requirePermission('read'),
    async (c) => {
      const { db } = c.get('deps').handle;
      const scope = { customerId: c.get('customerId') };
      const fund = await loadFundFamily(db, scope.customerId, uuidParam(c, 'fundFamilyId'));
      return c.json(
        await classTransactionCodes(db, scope, fund.id, uuidQuery(c, 'investor_class_id')),
      );
    },
  )
  .put(
    '/investor-class/:investorClassId/transaction-codes/',
    requirePermission('config'),
    async (c) => {
      const id = uuidParam(c, 'investorClassId');
      const input = await readJson(c, classCodeOverridesSchema);
      const scope = { customerId: c.get('customerId') };
      const { db } = c.get('deps').handle;
      await db.transaction(async (tx) => {
        const before = await saveClassTransactionCodes(tx, scope, id, input);
        await recordAudit(tx, c, {
          action: 'edit',
          target_type: 'investor_class_transaction_codes',
          target_id: id,
          data: {
            before: before
              .filter((code) => code.is_overridden)
              .map((code) => ({
                transaction_code_id: code.id,
                is_enabled: code.is_enabled,
                display_name: code.display_name,
              })),
            after: input.overrides,
          },
        });
      });
      const investorClass = await loadInvestorClassRow(db, scope, id);
      return c.json(await classTransactionCodes(db, scope, investorClass.fund_family_id, id));
    },
  );
