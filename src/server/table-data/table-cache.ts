import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { snapshotCache } from '../cache/snapshot-cache';

/**
 * The large tables (investors, commitments: issue 16) built once and served again while nothing
 * they show has changed (src/server/cache/snapshot-cache.ts says how that is known), so twenty
 * readers of an unchanged table share one build instead of each rebuilding it.
 */

/** The body as bytes, once: re-encoding a 10 MB string for every reader costs more than the read. */
type Body = { json: Buffer; gzipped: Promise<Buffer> | null };

const gzipped = promisify(gzip);

/** A commitments table of 20,000 rows is about 10 MB: one server keeps 8 tables, 5 minutes each. */
const cachedTable = snapshotCache<Body>({ maxEntries: 8, lifetimeMs: 5 * 60_000 });

/** An ETag from an earlier run of the server (other code) never matches. */
const serverRun = randomUUID();

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
  const entry = await cachedTable.get(handle, customerId, key, now().getTime(), async () => ({
    json: Buffer.from(JSON.stringify(await build())),
    gzipped: null,
  }));
  const cacheKey = `${customerId} ${key}`;
  const body = await entry.value;
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
