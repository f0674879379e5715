import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import {
  createInvestorTransferSchema,
  investorTransfereesSchema,
  updateInvestorTransferSchema,
  type InvestorTransfer,
} from '../../api/investor-transfers';
import type { Table } from '../../api/table-data';
import { transferActionNames, type TransferActionName } from '../../../machines/transfer.machine';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import {
  createInvestorTransfer,
  setInvestorTransferees,
  transitionInvestorTransfer,
  updateInvestorTransfer,
} from './investor-transfer-service';
import { loadTransfer, transferView } from './investor-transfer-view';
import { investorTransferTable } from './investor-transfer-table';
import { readJson, uuidParam, uuidQuery } from '../validate';
import { todayOf } from '../today';
import { scopeOf } from '../scope';

/** Processing and scheduling commit the ledger: they need approve; the rest of the lifecycle, write. */
const permissionFor = (action: TransferActionName) =>
  action === 'process' || action === 'schedule' ? 'approve' : 'write';

async function answer(c: Context<AppEnv>, db: Database, id: string, status: 200 | 201 = 200) {
  const transfer = await loadTransfer(db, scopeOf(c), id);
  return c.json<InvestorTransfer>(await transferView(db, scopeOf(c), transfer, todayOf(c)), status);
}

/** A change to a draft's details or transferees: validated, one transaction, audited. */
async function editDraft<Schema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: Schema,
  change: (tx: Database, scope: Scope, id: string, input: v.InferOutput<Schema>) => Promise<void>,
) {
  const id = uuidParam(c, 'investorTransferId');
  const body = await readJson(c, schema);
  const { db } = c.get('deps').handle;
  await db.transaction(async (tx) => {
    await change(tx, scopeOf(c), id, body);
    await recordAudit(tx, c, {
      action: 'edit',
      target_type: 'investor_transfer',
      target_id: id,
      data: body,
    });
  });
  return answer(c, db, id);
}

/** Spec §2 investor-transfers and §4 Transfer: create, edit while draft, process or schedule. */
export const investorTransferRoutes = new Hono<AppEnv>()
  .get('/investor-transfer-table-data/', requirePermission('read'), async (c) => {
    const fundFamilyId = uuidQuery(c, 'fund_family_id');
    return c.json<Table>(
      await investorTransferTable(c.get('deps').handle.db, scopeOf(c), fundFamilyId),
    );
  })
  .post('/investor-transfer/', requirePermission('write'), async (c) => {
    const body = await readJson(c, createInvestorTransferSchema);
    const { db } = c.get('deps').handle;
    const id = await db.transaction(async (tx) => {
      const transferId = await createInvestorTransfer(tx, scopeOf(c), body);
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'investor_transfer',
        target_id: transferId,
        data: body,
      });
      return transferId;
    });
    return answer(c, db, id, 201);
  })
  .get('/investor-transfer/:investorTransferId/', requirePermission('read'), async (c) =>
    answer(c, c.get('deps').handle.db, uuidParam(c, 'investorTransferId')),
  )
  .put('/investor-transfer/:investorTransferId/', requirePermission('write'), (c) =>
    editDraft(c, updateInvestorTransferSchema, updateInvestorTransfer),
  )
  .put('/investor-transfer/:investorTransferId/transferees/', requirePermission('write'), (c) =>
    editDraft(c, investorTransfereesSchema, setInvestorTransferees),
  )
  .patch(
    '/investor-transfer/:investorTransferId/:action/',
    async (c, next) => {
      const action = c.req.param('action') as TransferActionName;
      if (!transferActionNames.includes(action)) throw notFound(`No transfer action ${action}`);
      return requirePermission(permissionFor(action))(c, next);
    },
    async (c) => {
      const id = uuidParam(c, 'investorTransferId');
      const action = c.req.param('action') as TransferActionName;
      const { db } = c.get('deps').handle;
      await db.transaction(async (tx) => {
        const change = await transitionInvestorTransfer(tx, scopeOf(c), id, action, todayOf(c));
        await recordAudit(tx, c, {
          action: action === 'process' ? 'finalize' : action === 'discard' ? 'delete' : 'edit',
          target_type: 'investor_transfer',
          target_id: id,
          data: change,
        });
      });
      return answer(c, db, id);
    },
  );
