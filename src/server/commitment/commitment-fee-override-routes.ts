import { Hono } from 'hono';
import { commitmentFeeOverrideSchema, type CommitmentFee } from '../../api/commitment-fee-override';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { todayOf } from '../today';
import { readJson, uuidParam } from '../validate';
import {
  clearCommitmentFeeOverride,
  getCommitmentFee,
  setCommitmentFeeOverride,
} from './commitment-fee-override';

const path = '/commitment-information/:commitmentId/fees/:feeId/';

/**
 * Spec §2 commitments/{commitmentId}/fees/{feeId} and /override: one fee as it applies to the
 * commitment, and the commitment's own rates for it (a side letter), which the fee engine
 * charges before its class's and the fund's. Reading needs read, changing needs write; each
 * change is one transaction with its audit row.
 */
export const commitmentFeeOverrideRoutes = new Hono<AppEnv>()
  .get(path, requirePermission('read'), async (c) =>
    c.json<CommitmentFee>(
      await getCommitmentFee(
        c.get('deps').handle.db,
        scopeOf(c),
        uuidParam(c, 'commitmentId'),
        uuidParam(c, 'feeId'),
        todayOf(c),
      ),
    ),
  )
  .put(`${path}override/`, requirePermission('write'), async (c) => {
    const commitmentId = uuidParam(c, 'commitmentId');
    const feeId = uuidParam(c, 'feeId');
    const input = await readJson(c, commitmentFeeOverrideSchema);
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const before = await setCommitmentFeeOverride(
        tx,
        scopeOf(c),
        commitmentId,
        feeId,
        input,
        c.get('user')?.id ?? null,
      );
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'commitment_fee_override',
        target_id: commitmentId,
        data: { fee_id: feeId, before, after: input.rates },
      });
    });
    return c.json<CommitmentFee>(
      await getCommitmentFee(db, scopeOf(c), commitmentId, feeId, todayOf(c)),
    );
  })
  .delete(`${path}override/`, requirePermission('write'), async (c) => {
    const commitmentId = uuidParam(c, 'commitmentId');
    const feeId = uuidParam(c, 'feeId');
    const { db } = c.get('deps').handle;
    await db.transaction(async (tx) => {
      const before = await clearCommitmentFeeOverride(tx, scopeOf(c), commitmentId, feeId);
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'commitment_fee_override',
        target_id: commitmentId,
        data: { fee_id: feeId, before },
      });
    });
    return c.json<CommitmentFee>(
      await getCommitmentFee(db, scopeOf(c), commitmentId, feeId, todayOf(c)),
    );
  });
