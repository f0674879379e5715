import { Hono } from 'hono';
import * as v from 'valibot';
import { pivotRequestSchema } from '../../api/pivot';
import { invalid } from '../api-error';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { pivotTransactions, type PivotResult } from './transaction-pivot';
import { fieldErrors, readJson } from '../validate';

/**
 * GET takes the pivot as repeat-style query parameters (spec §7), with filters as
 * `filter=<field>:<value>`; POST takes the same request as JSON.
 */
function queryToRequest(url: URL) {
  const all = (name: string) => url.searchParams.getAll(name);
  const filters = new Map<string, string[]>();
  for (const raw of all('filter')) {
    const at = raw.indexOf(':');
    const field = at < 0 ? raw : raw.slice(0, at);
    filters.set(field, [...(filters.get(field) ?? []), at < 0 ? '' : raw.slice(at + 1)]);
  }
  const flag = url.searchParams.get('include_draft_transactions');
  return {
    fund_family_ids: all('fund_family_ids'),
    filters: [...filters].map(([field, values]) => ({ field, values })),
    start_date: url.searchParams.get('start_date'),
    end_date: url.searchParams.get('end_date'),
    include_draft_transactions: flag === null ? undefined : flag === 'true',
    group_rows_by: all('group_rows_by'),
    pivot_on: url.searchParams.get('pivot_on'),
    measure: url.searchParams.get('measure') ?? undefined,
  };
}

export const transactionPivotRoutes = new Hono<AppEnv>()
  .get('/transactions/pivot', requirePermission('read'), async (c) => {
    const result = v.safeParse(pivotRequestSchema, queryToRequest(new URL(c.req.url)));
    if (!result.success) throw invalid(fieldErrors(result.issues));
    const handle = c.get('deps').handle;
    return c.json<PivotResult>(await pivotTransactions(handle, c.get('customerId'), result.output));
  })
  .post('/transactions/pivot', requirePermission('read'), async (c) => {
    const body = await readJson(c, pivotRequestSchema);
    const handle = c.get('deps').handle;
    return c.json<PivotResult>(await pivotTransactions(handle, c.get('customerId'), body));
  });
