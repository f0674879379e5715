import { Hono } from 'hono';
import { fundDatesSchema } from '../../api/fund-dates';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { fundDatesOf, saveFundDates } from './fund-dates-service';
import { readJson, uuidQuery } from '../validate';

/** Spec §7: GET and POST /dates/ for one fund family (its id in the query or the body). */
export const fundDatesRoutes = new Hono<AppEnv>()
  .get('/dates/', requirePermission('read'), async (c) =>
    c.json(
      await fundDatesOf(
        c.get('deps').handle.db,
        c.get('customerId'),
        uuidQuery(c, 'fund_family_id'),
      ),
    ),
  )
  .post('/dates/', requirePermission('write'), async (c) => {
    const body = await readJson(c, fundDatesSchema);
    const deps = c.get('deps');
    const saved = await deps.handle.db.transaction(async (tx) => {
      const result = await saveFundDates(tx, c.get('customerId'), body, deps.now());
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'fund_family_dates',
        target_id: body.fund_family_id,
        data: body,
      });
      return result;
    });
    return c.json(saved);
  });
