import type { FieldErrors } from '../api/api-error';

/**
 * PostgreSQL text holds neither NUL nor half of a UTF-16 surrogate pair (JSON can carry
 * both as \u0000 and \ud800), and refuses them with an error deep inside a query. Each is
 * found here first, so the caller hears which field to fix.
 */
export const unsafeTextMessage = 'Text may not contain NUL characters or unpaired surrogates.';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (value: string) =>
  value.includes('\u0000') || loneSurrogate.test(value);

/** Every string (and object key) of a parsed JSON value that PostgreSQL would refuse, by path. */
export function unsafeTextErrors(value: unknown, path = ''): FieldErrors {
  const errors: FieldErrors = {};
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') {
      if (isUnsafeText(node)) errors[at || 'non_field_errors'] = [unsafeTextMessage];
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, at ? `${at}.${i}` : String(i)));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (isUnsafeText(key)) errors[at || 'non_field_errors'] = [unsafeTextMessage];
        else visit(item, at ? `${at}.${key}` : key);
      }
    }
  };
  visit(value, path);
  return errors;
}
