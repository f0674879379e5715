import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { FeatureFlagContext, FeatureFlagValue } from '../../api/feature-flags';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { feature_flag_customer_overrides, feature_flags } from '../db/schema';

/** A customer's override wins over the flag's default. */
export async function flagsFor(db: Database, customerId: string, name?: string) {
  const rows = await db
    .select({
      name: feature_flags.name,
      enabled_by_default: feature_flags.enabled_by_default,
      override: feature_flag_customer_overrides.enabled,
    })
    .from(feature_flags)
    .leftJoin(
      feature_flag_customer_overrides,
      and(
        eq(feature_flag_customer_overrides.feature_flag_id, feature_flags.id),
        eq(feature_flag_customer_overrides.customer_id, customerId),
      ),
    )
    .where(name ? eq(feature_flags.name, name) : undefined);
  return rows.map((row) => ({ name: row.name, enabled: row.override ?? row.enabled_by_default }));
}

export const featureFlagRoutes = new Hono<AppEnv>()
  .get('/feature-flags/context/', async (c) => {
    const flags = await flagsFor(c.get('deps').handle.db, c.get('customerId'));
    return c.json<FeatureFlagContext>({
      feature_flags: Object.fromEntries(flags.map((f) => [f.name, f.enabled])),
    });
  })
  .get('/feature-flags/:name/', async (c) => {
    const [flag] = await flagsFor(
      c.get('deps').handle.db,
      c.get('customerId'),
      c.req.param('name'),
    );
    if (!flag) throw notFound(`No feature flag named ${c.req.param('name')}`);
    return c.json<FeatureFlagValue>(flag);
  });
