import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ledgerTestDataSchema } from '../../api/test-data';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { fund_families } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { insertLedgerTestData } from './insert-ledger-test-data';
import { readJson } from '../validate';

/** Environments whose databases are thrown away: the only ones that may load synthetic ledgers. */
const disposableEnvs = new Set(['e2e', 'bench', 'test']);

/**
 * Loads a synthetic ledger into the caller's customer for end-to-end tests and benches.
 * The embedded database belongs to the server process, so tests go through it.
 */
export const testDataRoutes = new Hono<AppEnv>().post(
  '/internal/test-data/ledger',
  requirePermission('internal'),
  async (c) => {
    const deps = c.get('deps');
    if (!disposableEnvs.has(deps.config.appEnv)) throw notFound('No such route');
    const body = await readJson(c, ledgerTestDataSchema);
    const [existing] = await deps.handle.db
      .select({ id: fund_families.id })
      .from(fund_families)
      .where(
        and(
          eq(fund_families.customer_id, c.get('customerId')),
          eq(fund_families.name, body.fund_family_name),
        ),
      );
    if (existing) return c.json({ fund_family_id: existing.id, created: false });
    const result = await deps.handle.withConnection(async (connection) => {
      await connection.exec('BEGIN');
      try {
        const data = await insertLedgerTestData(connection, {
          customerId: c.get('customerId'),
          fundFamilyName: body.fund_family_name,
          transactions: body.transactions,
        });
        await connection.exec('COMMIT');
        return data;
      } catch (error) {
        await connection.exec('ROLLBACK');
        throw error;
      }
    });
    return c.json({ fund_family_id: result.fundFamilyId, created: true }, 201);
  },
);
