import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { uuidParam } from '../validate';
import { capitalEventHistory, closingHistory } from './record-history';

/**
 * A record's state changes from the audit log, for the workflow chart (issue 22): internal
 * users only, as the workflows page is. Another customer's record is a 404.
 */
export const recordHistoryRoutes = new Hono<AppEnv>()
  .get('/closing/:closingId/history/', requirePermission('internal'), async (c) =>
    c.json(await closingHistory(c.get('deps').handle.db, scopeOf(c), uuidParam(c, 'closingId'))),
  )
  .get(
    '/fund-family/:fundFamilyId/fund-family-event/:eventId/history/',
    requirePermission('internal'),
    async (c) =>
      c.json(
        await capitalEventHistory(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
          uuidParam(c, 'eventId'),
        ),
      ),
  );
