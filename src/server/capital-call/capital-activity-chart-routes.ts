import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { uuidParam } from '../validate';
import {
  getCapitalActivityChart,
  getCapitalActivityHistoryChart,
} from './capital-activity-chart-service';

/**
 * The Capital Activity page's charts (issue 17; spec §7 "Fund family and events": GET
 * /fund-family/{id}/capital-activity/chart and /history/chart). Read permission; another
 * customer's fund family is a 404 (loadFundFamily).
 */
export const capitalActivityChartRoutes = new Hono<AppEnv>()
  .get('/fund-family/:fundFamilyId/capital-activity/chart', requirePermission('read'), async (c) =>
    c.json(
      await getCapitalActivityChart(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'fundFamilyId'),
      ),
    ),
  )
  .get(
    '/fund-family/:fundFamilyId/capital-activity/history/chart',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getCapitalActivityHistoryChart(
          c.get('deps').handle.db,
          { customerId: c.get('customerId') },
          uuidParam(c, 'fundFamilyId'),
        ),
      ),
  );
