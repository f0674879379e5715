import { createMiddleware } from 'hono/factory';
import { invalid, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { isUnsafeText, unsafeTextMessage } from '../unsafe-text';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not valid percent-encoding: Hono keeps such text as it is, so it stays safe.
    return text;
  }
};

/**
 * A query parameter or path segment with %00 in it reaches SQL as NUL and fails there; it is
 * refused first, naming the parameter (a path that holds one names no record: 404).
 */
export const refuseUnsafeUrlText = createMiddleware<AppEnv>(async (c, next) => {
  if (isUnsafeText(decoded(c.req.path))) throw notFound('The path holds a NUL character');
  const errors: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (isUnsafeText(name)) errors.non_field_errors = [unsafeTextMessage];
    else if (values.some(isUnsafeText)) errors[name] = [unsafeTextMessage];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await next();
});
