import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';

/**
 * Values computed from a customer's data, kept while that data has not changed. A value is built
 * under a database snapshot taken before its queries; triggers note each change of the tables
 * such values read with its transaction id (customer_data_changes, migrations 0033 and 0040), so
 * the value is still true exactly while no committed change of its customer is invisible to that
 * snapshot. Checking that is one indexed query, so readers of unchanged data share one build (and
 * one in flight), and a change committed a moment ago is never hidden: the next read rebuilds.
 * Only what reads the followed tables may be kept here (see the migrations' trigger lists).
 */
export type SnapshotCacheOptions = {
  /** How many values one server keeps (the oldest used goes first). */
  maxEntries: number;
  /** A value is dropped after this; change notes are pruned well after it (see prune). */
  lifetimeMs: number;
};

export type Cached<T> = { value: Promise<T>; snapshot: string };

/** What a server's caches are reached through: its database and its clock's now. */
export type CacheAccess = { handle: DatabaseHandle; now: number };
type Entry<T> = Cached<T> & { builtAt: number };

const pruneEveryMs = 60_000;
/** Change notes are kept this long: longer than any cache's lifetime, three times over. */
const changeNotesKeptMs = 15 * 60_000;

// Per database: the tests run many apps, each with a database of its own, in one process.
const prunedAt = new WeakMap<DatabaseHandle, number>();

async function currentSnapshot(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.query<{ snapshot: string }>(
    'SELECT pg_current_snapshot()::text AS snapshot',
  );
  return row!.snapshot;
}

/**
 * Whether a change of the customer committed that the snapshot does not see. Asked in a
 * transaction, that transaction's own changes count too (their notes are not in the snapshot).
 */
const changesUnseen = (customerId: string, snapshot: string) => sql`
  SELECT EXISTS (
    SELECT 1 FROM customer_data_changes
    WHERE customer_id = ${customerId}
      AND xid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
      AND NOT pg_visible_in_snapshot(xid, ${snapshot}::pg_snapshot)
  ) AS changed`;

async function changedSince(db: Database, customerId: string, snapshot: string): Promise<boolean> {
  // Both drivers answer raw SQL with { rows }.
  const result = (await db.execute(changesUnseen(customerId, snapshot))) as unknown as {
    rows: { changed: boolean }[];
  };
  return result.rows[0]!.changed;
}

/** Change notes older than any entry can be are of no use. */
async function prune(handle: DatabaseHandle, now: number): Promise<void> {
  if (now - (prunedAt.get(handle) ?? 0) < pruneEveryMs) return;
  prunedAt.set(handle, now);
  await handle.query(
    `DELETE FROM customer_data_changes WHERE changed_at < now() - make_interval(secs => $1)`,
    [changeNotesKeptMs / 1000],
  );
}

/** One kind of cached value (tables, a call's figures), with its own size and lifetime. */
export function snapshotCache<T>(options: SnapshotCacheOptions) {
  if (options.lifetimeMs * 3 > changeNotesKeptMs)
    throw new Error('A cache may not outlive the change notes that tell it is stale');
  const caches = new WeakMap<DatabaseHandle, Map<string, Entry<T>>>();
  const entriesOf = (handle: DatabaseHandle) => {
    let entries = caches.get(handle);
    if (!entries) {
      entries = new Map();
      caches.set(handle, entries);
    }
    return entries;
  };

  /**
   * The value for `key` (which names everything it depends on besides the customer's followed
   * data) from the cache when that data has not changed since it was built, else built (once,
   * however many ask at the same time).
   */
  async function get(
    handle: DatabaseHandle,
    customerId: string,
    key: string,
    now: number,
    build: () => Promise<T>,
  ): Promise<Cached<T>> {
    const entries = entriesOf(handle);
    await prune(handle, now);
    const cacheKey = `${customerId} ${key}`;
    const entry = entries.get(cacheKey);
    if (
      entry &&
      now - entry.builtAt <= options.lifetimeMs &&
      !(await changedSince(handle.db, customerId, entry.snapshot))
    ) {
      // Most recently used last, so the oldest goes first when the cache is full.
      entries.delete(cacheKey);
      entries.set(cacheKey, entry);
      return entry;
    }
    const snapshot = await currentSnapshot(handle);
    const fresh: Entry<T> = { snapshot, builtAt: now, value: build() };
    entries.delete(cacheKey);
    entries.set(cacheKey, fresh);
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    // A failed build is not kept: the next read tries again.
    fresh.value.catch(() => {
      if (entries.get(cacheKey) === fresh) entries.delete(cacheKey);
    });
    return fresh;
  }

  /** The kept value for `key` when it is still true as `db` sees the data, else null. */
  async function peek(
    handle: DatabaseHandle,
    customerId: string,
    key: string,
    now: number,
    db: Database,
  ): Promise<T | null> {
    const entry = caches.get(handle)?.get(`${customerId} ${key}`);
    if (!entry || now - entry.builtAt > options.lifetimeMs) return null;
    const value = await entry.value.catch(() => null);
    if (value === null || (await changedSince(db, customerId, entry.snapshot))) return null;
    return value;
  }

  /**
   * In a transaction: the kept value when it is still true as `tx` sees the data, else `compute`
   * (no cache given: always compute). What posts relies on it only after locking what it posts.
   */
  async function keptOr(
    cache: CacheAccess | null,
    customerId: string,
    key: string,
    tx: Database,
    compute: () => Promise<T>,
  ): Promise<T> {
    const kept = cache ? await peek(cache.handle, customerId, key, cache.now, tx) : null;
    return kept ?? compute();
  }

  return { get, keptOr };
}
