import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Connection, DatabaseHandle } from './database';

type Journal = { entries: { idx: number; tag: string }[] };
type ShippedMigration = { tag: string; hash: string; sql: string };

const migrationsDir = new URL('./migrations/', import.meta.url);

export function shippedMigrations(): ShippedMigration[] {
  const journal = JSON.parse(
    readFileSync(new URL('meta/_journal.json', migrationsDir), 'utf8'),
  ) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const sql = readFileSync(new URL(`${tag}.sql`, migrationsDir), 'utf8');
      return { tag, sql, hash: createHash('sha256').update(sql).digest('hex') };
    });
}

export class MigrationMismatchError extends Error {
  constructor(detail: string) {
    super(
      `The database's applied migrations are not a prefix of the shipped ones (${detail}). ` +
        'Refusing to start: restore a matching build or a matching database.',
    );
    this.name = 'MigrationMismatchError';
  }
}

/**
 * Applies the shipped migrations not yet applied, each in its own transaction, after
 * checking that what the database already has is exactly a prefix of what we ship: a
 * database migrated by another branch or a newer build must never be half-understood.
 */
export function migrate(handle: DatabaseHandle): Promise<{ applied: string[] }> {
  return handle.withConnection(applyPending);
}

async function applyPending(handle: Connection): Promise<{ applied: string[] }> {
  await handle.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       tag text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  // Several API processes may start at once on one PostgreSQL: one migrates, the others wait.
  await handle.exec('SELECT pg_advisory_lock(727274)');
  try {
    const shipped = shippedMigrations();
    const applied = await handle.query<{ tag: string; hash: string }>(
      'SELECT tag, hash FROM schema_migrations ORDER BY tag',
    );
    applied.forEach((row, i) => {
      const expected = shipped[i];
      if (!expected) throw new MigrationMismatchError(`unknown migration ${row.tag}`);
      if (expected.tag !== row.tag)
        throw new MigrationMismatchError(`found ${row.tag} where ${expected.tag} was expected`);
      if (expected.hash !== row.hash)
        throw new MigrationMismatchError(`${row.tag} differs from the shipped file`);
    });
    const pending = shipped.slice(applied.length);
    for (const migration of pending) {
      const statements = migration.sql
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      await handle.exec('BEGIN');
      try {
        for (const statement of statements) await handle.exec(statement);
        await handle.query('INSERT INTO schema_migrations (tag, hash) VALUES ($1, $2)', [
          migration.tag,
          migration.hash,
        ]);
        await handle.exec('COMMIT');
      } catch (error) {
        await handle.exec('ROLLBACK');
        throw error;
      }
    }
    return { applied: pending.map((m) => m.tag) };
  } finally {
    await handle.exec('SELECT pg_advisory_unlock(727274)');
  }
}
