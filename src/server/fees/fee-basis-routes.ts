import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isoDateSchema } from '../../api/money-input';
import { invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { getFeeBasis } from './fee-basis-view';
import { uuidParam } from '../validate';
import { todayOf } from '../today';

/** An optional ISO date query parameter; absent, today by the app's clock. */
export function dateQuery(c: Context<AppEnv>, name: string): string {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return todayOf(c);
  const parsed = v.safeParse(isoDateSchema, raw);
  if (!parsed.success) throw invalid({ [name]: parsed.issues.map((issue) => issue.message) });
  return parsed.output;
}

/** Spec §2 configuration fund/fee-basis/{feeBasisId}: a fee's basis and each commitment's amount. */
export const feeBasisRoutes = new Hono<AppEnv>().get(
  '/fee-basis/:feeBasisId/',
  requirePermission('read'),
  async (c) =>
    c.json(
      await getFeeBasis(
        c.get('deps').handle.db,
        { customerId: c.get('customerId') },
        uuidParam(c, 'feeBasisId'),
        dateQuery(c, 'as_of'),
      ),
    ),
);
