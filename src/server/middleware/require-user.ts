import { createMiddleware } from 'hono/factory';
import { requestHeaders } from '../../api/request-headers';
import { forbidden } from '../api-error';
import type { AppEnv } from '../app-env';
import { authenticate } from '../auth/session-service';

/**
 * Authenticates the bearer token and fixes the customer the request acts for. A customer
 * the user has no relation with is refused before any route code runs, so no handler can
 * forget the check.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const authorization = c.req.header('Authorization');
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
  const user = await authenticate(c.get('deps'), bearer);
  c.set('user', user);
  const named = c.req.header(requestHeaders.customerId);
  const customerId = named || user.default_customer_id || user.customer_ids[0];
  if (!customerId || !user.customer_ids.includes(customerId)) {
    throw forbidden(`No relation with customer ${named ?? '(none)'}`);
  }
  c.set('customerId', customerId);
  await next();
});
