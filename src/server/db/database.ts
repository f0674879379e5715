import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One database type for both drivers (PGlite embedded, node-postgres for a server). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection: session-level state (advisory locks, BEGIN) stays on it. */
export type Connection = {
  /** Runs raw SQL; several statements are allowed when there are no parameters. */
  exec: (sqlText: string) => Promise<void>;
  query: <Row>(sqlText: string, params?: unknown[]) => Promise<Row[]>;
};

export type DatabaseHandle = Connection & {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** What the job queue (pg-boss) opens its own access with: the PGlite instance, or the URL. */
  jobDatabase: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  /** Runs `work` on one dedicated connection (the pool may otherwise switch between calls). */
  withConnection: <T>(work: (connection: Connection) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};
