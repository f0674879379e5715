import { Hono } from 'hono';
import type { CommitmentStats } from '../../api/commitment-stats';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { commitmentStats } from './commitment-stats';
import { uuidParam } from '../validate';

/** Spec §7 GET /fund-family/{id}/commitment-stats/: what the fund family summary page shows. */
export const commitmentStatsRoutes = new Hono<AppEnv>().get(
  '/fund-family/:fundFamilyId/commitment-stats/',
  requirePermission('read'),
  async (c) =>
    c.json<CommitmentStats>(
      await commitmentStats(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'fundFamilyId'),
      ),
    ),
);
