import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openDatabase } from '../../src/server/db/open-database';
import { seededPgliteDump } from '../seeded-database';

export type TestDatabase = {
  name: string;
  /**
   * A fresh database. `seeded`: already migrated and holding the demo data, copied from the
   * run's seeded database (tests/seeded-database.ts); otherwise empty.
   */
  open: (options?: { seeded?: boolean }) => Promise<TestDatabaseHandle>;
};
export type TestDatabaseHandle = { handle: DatabaseHandle; dispose: () => Promise<void> };

/**
 * The run's seeded database, or null outside Vitest (the benches start test apps too): the app
 * then migrates and seeds its fresh database itself, as createDeps does at start.
 */
function seededCopy<K extends 'seededPglite' | 'seededPostgres'>(key: K) {
  try {
    return inject(key);
  } catch {
    return null;
  }
}

/** PGlite in memory always; PostgreSQL too when DATABASE_URL is set, one fresh database per file. */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: 'pglite',
      open: async ({ seeded = false } = {}) => {
        const dump = seeded ? seededCopy('seededPglite') : null;
        const handle = await openDatabase({
          kind: 'pglite',
          loadDataDir: dump ? seededPgliteDump(dump) : undefined,
        });
        return { handle, dispose: () => handle.close() };
      },
    },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    databases.push({
      name: 'postgres',
      open: async ({ seeded = false } = {}) => {
        const name = `test_${randomBytes(6).toString('hex')}`;
        const template = seeded ? seededCopy('seededPostgres') : null;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        await admin.end();
        const target = new URL(url);
        target.pathname = `/${name}`;
        const handle = await openDatabase({
          kind: 'postgres',
          url: target.toString(),
          maxConnections: 5,
        });
        return {
          handle,
          dispose: async () => {
            await handle.close();
            const cleanup = new pg.Client({ connectionString: url });
            await cleanup.connect();
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return databases;
}
