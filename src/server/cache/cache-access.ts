import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { CacheAccess } from './snapshot-cache';

/** A request's way to the server's caches: its database and the request's now. */
export const cacheAccessOf = (c: Context<AppEnv>): CacheAccess => ({
  handle: c.get('deps').handle,
  now: c.get('deps').now().getTime(),
});
