import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** Today's ISO date by the app's clock (deps.now), so tests can set the day a request sees. */
export const todayOf = (c: Context<AppEnv>): string =>
  c.get('deps').now().toISOString().slice(0, 10);
