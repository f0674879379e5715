import { Hono } from 'hono';
import {
  commitmentProfileSchema,
  type CommitmentDetail,
  type CommitmentFees,
} from '../../api/commitment-detail';
import {
  commitmentWaterfallQuerySchema,
  type CommitmentWaterfall,
} from '../../api/commitment-waterfall';
import type { Table } from '../../api/table-data';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { commitmentActivityTable } from './commitment-activity';
import { getCommitmentDetail, updateCommitmentProfile } from './commitment-detail';
import { commitmentFees } from './commitment-fees';
import { commitmentWaterfall } from './commitment-waterfall';
import { readJson, readQuery, uuidParam, uuidQuery } from '../validate';
import { scopeOf } from '../scope';
import { todayOf } from '../today';

/** Spec §2 commitments/{commitmentId} and §7: the commitment detail's tabs, each from the ledger. */
export const commitmentDetailRoutes = new Hono<AppEnv>()
  .get('/commitment-information/:commitmentId/', requirePermission('read'), async (c) =>
    c.json<CommitmentDetail>(
      await getCommitmentDetail(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'commitmentId')),
    ),
  )
  .put('/commitment-information/:commitmentId/', requirePermission('write'), async (c) => {
    const id = uuidParam(c, 'commitmentId');
    const body = await readJson(c, commitmentProfileSchema);
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const change = await updateCommitmentProfile(tx, scopeOf(c), id, body);
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'commitment',
        target_id: id,
        data: change,
      });
    });
    return c.json<CommitmentDetail>(await getCommitmentDetail(db, scopeOf(c), id));
  })
  .get(
    '/commitment-information/:commitmentId/activity-table-data/',
    requirePermission('read'),
    async (c) =>
      c.json<Table>(
        await commitmentActivityTable(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'commitmentId'),
        ),
      ),
  )
  .get('/commitment-information/:commitmentId/waterfall/', requirePermission('read'), async (c) => {
    const id = uuidParam(c, 'commitmentId');
    const query = readQuery(c, commitmentWaterfallQuerySchema);
    return c.json<CommitmentWaterfall>(
      await commitmentWaterfall(
        c.get('deps').handle.db,
        scopeOf(c),
        id,
        query.as_of ?? todayOf(c),
        query.liquidation_value_cents,
      ),
    );
  })
  .get('/fees-and-carry/', requirePermission('read'), async (c) =>
    c.json<CommitmentFees>(
      await commitmentFees(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidQuery(c, 'commitment_id'),
        todayOf(c),
      ),
    ),
  );
