import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { requestHeaders } from '../../api/request-headers';
import type { AppEnv, Deps } from '../app-env';

/**
 * A client's request id is kept only when it is a short token of safe characters: it goes
 * into log lines, audit rows and a response header, where a long or odd one could forge a
 * line or bloat a row.
 */
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/** Gives every request an id (the client's, or a new one), echoes it and logs one JSON line. */
export const requestContext = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header(requestHeaders.requestId);
    const requestId = given && safeRequestId.test(given) ? given : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.header(requestHeaders.requestId, requestId);
    const started = performance.now();
    await next();
    if (!deps.config.logRequests) return;
    deps.log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      request_id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      source: c.req.header(requestHeaders.requestSource) ?? null,
      locale: c.req.header(requestHeaders.clientLocale) ?? null,
      timezone: c.req.header(requestHeaders.timezone) ?? null,
      customer_id: c.get('customerId') ?? null,
      user_id: c.get('user')?.id ?? null,
    });
  });
