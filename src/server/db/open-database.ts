import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Connection, Database, DatabaseHandle } from './database';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory dumped by PGlite's dumpDataDir to start from (the tests' seeded copy). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; maxConnections?: number };

// node-postgres parses int8 as string by default; our bigint columns hold cents and
// sequence numbers well below 2^53, and the money code guards that limit.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await client.waitReady;
    takeTurns(client);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    const connection: Connection = {
      exec: async (text) => {
        await client.exec(text);
      },
      query: async <Row>(text: string, params?: unknown[]) =>
        (await client.query<Row>(text, params)).rows,
    };
    return {
      ...connection,
      db,
      driver: 'pglite',
      jobDatabase: { kind: 'pglite', pglite: client },
      withConnection: (work) => work(connection),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 20,
  });
  let closing = false;
  // An idle client can lose its connection (a restart, a terminated backend); without a
  // listener node-postgres rethrows that as an uncaught exception and the server dies.
  // The pool drops the broken client and opens a new one on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (closing && error.code === '57P01') return;
    console.error(
      JSON.stringify({ level: 'error', msg: 'idle database client failed', error: error.message }),
    );
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const on = (queryable: pg.Pool | pg.PoolClient): Connection => ({
    exec: async (text) => {
      await queryable.query(text);
    },
    query: async <Row>(text: string, params?: unknown[]) =>
      (await queryable.query(text, params)).rows as Row[],
  });
  return {
    ...on(pool),
    db,
    driver: 'postgres',
    jobDatabase: { kind: 'postgres', url: options.url },
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(on(client));
      } finally {
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}
