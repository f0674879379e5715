import { Hono } from 'hono';
import type { CommitmentPerformance } from '../../api/commitment-performance';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { commitmentPerformance } from './commitment-performance';
import { uuidQuery } from '../validate';
import { todayOf } from '../today';

/** Spec §7 GET /commitment-stats/?commitment_id=: the commitment detail's performance tab. */
export const commitmentPerformanceRoutes = new Hono<AppEnv>().get(
  '/commitment-stats/',
  requirePermission('read'),
  async (c) =>
    c.json<CommitmentPerformance>(
      await commitmentPerformance(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidQuery(c, 'commitment_id'),
        todayOf(c),
      ),
    ),
);
