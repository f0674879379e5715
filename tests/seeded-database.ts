import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { seedDemoData } from '../src/server/db/seed';

declare module 'vitest' {
  // Declaration merging needs an interface: vitest declares ProvidedContext as one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A PGlite data directory, migrated and seeded with the demo data, dumped to this file. */
    seededPglite: string | null;
    /** A PostgreSQL database, migrated and seeded, that test databases are created from. */
    seededPostgres: string | null;
  }
}

/** Migrates and seeds, as the app does at start (createDeps): the demo every test app gets. */
async function seed(handle: DatabaseHandle) {
  await migrate(handle);
  await seedDemoData(handle.db, { subdomainBase: readConfig({}).subdomainBase });
}

const withAdmin = async (url: string, sql: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/**
 * Vitest global setup: migrates and seeds one database per kind once per run, so each test
 * file copies it (PGlite loads the dump, PostgreSQL creates from the template) instead of
 * running every migration and the demo seed again: the seed is the same for every file.
 */
export default async function setup(project: TestProject) {
  const dumpPath = join(tmpdir(), `fundline-seed-${process.pid}.tar`);
  const pglite = await openDatabase({ kind: 'pglite' });
  await seed(pglite);
  const dump = await (pglite.jobDatabase as { pglite: PGlite }).pglite.dumpDataDir('none');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('seededPglite', dumpPath);

  const url = process.env.DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `test_seed_${randomBytes(6).toString('hex')}`;
    await withAdmin(url, `CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
    await seed(handle);
    await handle.close();
  }
  project.provide('seededPostgres', template);

  return async () => {
    rmSync(dumpPath, { force: true });
    if (url && template) await withAdmin(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

/** The seeded PGlite dump as a Blob for openDatabase's loadDataDir (read once per file). */
export const seededPgliteDump = (path: string) => new Blob([readFileSync(path)]);
