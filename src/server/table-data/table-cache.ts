import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { DatabaseHandle } from '../db/database';

/**
 * The large tables (investors, commitments: issue 16) built once and served again while nothing
 * they show has changed. A table is built under a database snapshot taken before its queries;
 * triggers note each change with its transaction id (customer_data_changes, migration 0033), so
 * the table is still true exactly while no committed change of its customer is invisible to that
 * snapshot. Checking that is one indexed query, so twenty readers of an unchanged table share one
 * build (and one in flight), instead of each rebuilding it, and a change committed a moment ago
 * is never hidden: the next read rebuilds.
 */

/** The body as bytes, once: re-encoding a 10 MB string for every reader costs more than the read. */
type Body = { json: Buffer; gzipped: Promise<Buffer> | null };
type Entry = { snapshot: string; body: Promise<Body>; builtAt: number };

const gzipped = promisify(gzip);

/** How many tables one server keeps (a commitments table of 20,000 rows is about 10 MB). */
const maxEntries = 8;
/** An entry is dropped after this; change notes are pruned well after it (see prune). */
const entryLifetimeMs = 5 * 60_000;
const pruneEveryMs = 60_000;

/** An ETag from an earlier run of the server (other code) never matches. */
const serverRun = randomUUID();

type Cache = { entries: Map<string, Entry>; prunedAt: number };
// Per database: the tests run many apps, each with a database of its own, in one process.
const caches = new WeakMap<DatabaseHandle, Cache>();

const cacheOf = (handle: DatabaseHandle): Cache => {
  let cache = caches.get(handle);
  if (!cache) {
    cache = { entries: new Map(), prunedAt: 0 };
    caches.set(handle, cache);
  }
  return cache;
};

async function currentSnapshot(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.query<{ snapshot: string }>(
    'SELECT pg_current_snapshot()::text AS snapshot',
  );
  return row!.snapshot;
}

/** Whether a change of the customer committed that the snapshot does not see. */
async function changedSince(
  handle: DatabaseHandle,
  customerId: string,
  snapshot: string,
): Promise<boolean> {
  const [row] = await handle.query<{ changed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM customer_data_changes
       WHERE customer_id = $1
         AND xid >= pg_snapshot_xmin($2::pg_snapshot)
         AND NOT pg_visible_in_snapshot(xid, $2::pg_snapshot)
     ) AS changed`,
    [customerId, snapshot],
  );
  return row!.changed;
}

/**
 * Change notes older than any entry can be are of no use. Three entry lifetimes back, so a note
 * is never pruned while an entry built before its change may still be asked about.
 */
async function prune(handle: DatabaseHandle, cache: Cache, now: number): Promise<void> {
  if (now - cache.prunedAt < pruneEveryMs) return;
  cache.prunedAt = now;
  await handle.query(
    `DELETE FROM customer_data_changes WHERE changed_at < now() - make_interval(secs => $1)`,
    [(3 * entryLifetimeMs) / 1000],
  );
}

/**
 * Answers a table's JSON from the cache when its customer's data has not changed since it was
 * built, else builds it (once, however many ask at the same time). `key` names the table and
 * everything its content depends on besides the customer (the route and its query).
 */
export async function cachedTableJson(
  c: Context<AppEnv>,
  key: string,
  build: () => Promise<unknown>,
): Promise<Response> {
  const { handle, now } = c.get('deps');
  const customerId = c.get('customerId');
  const cache = cacheOf(handle);
  const at = now().getTime();
  await prune(handle, cache, at);
  const cacheKey = `${customerId} ${key}`;
  let entry = cache.entries.get(cacheKey);
  if (
    !entry ||
    at - entry.builtAt > entryLifetimeMs ||
    (await changedSince(handle, customerId, entry.snapshot))
  ) {
    const snapshot = await currentSnapshot(handle);
    const fresh: Entry = {
      snapshot,
      builtAt: at,
      body: build().then((table) => ({ json: Buffer.from(JSON.stringify(table)), gzipped: null })),
    };
    entry = fresh;
    cache.entries.delete(cacheKey);
    cache.entries.set(cacheKey, fresh);
    while (cache.entries.size > maxEntries) {
      cache.entries.delete(cache.entries.keys().next().value!);
    }
    // A failed build is not kept: the next read tries again.
    fresh.body.catch(() => {
      if (cache.entries.get(cacheKey) === fresh) cache.entries.delete(cacheKey);
    });
  } else {
    // Most recently used last, so the oldest goes first when the cache is full.
    cache.entries.delete(cacheKey);
    cache.entries.set(cacheKey, entry);
  }
  const body = await entry.body;
  const etag = `W/"${createHash('sha256').update(`${serverRun} ${cacheKey} ${entry.snapshot}`).digest('base64url').slice(0, 27)}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
  const headers = {
    'Content-Type': 'application/json; charset=UTF-8',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  // Browsers take it compressed (a tenth of the size), compressed once off the event loop.
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    body.gzipped ??= gzipped(body.json);
    return c.body((await body.gzipped) as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Encoding': 'gzip',
    });
  }
  return c.body(body.json as Uint8Array<ArrayBuffer>, 200, headers);
}
