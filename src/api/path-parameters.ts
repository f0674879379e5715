import * as v from 'valibot';

/**
 * Path and query parameters as the server checks them (src/server/validate.ts) and the
 * OpenAPI document describes them (src/server/openapi/document.ts): one schema for both.
 */

/** A record's id in a path or a query: a UUID; anything else names no record (404). */
export const recordIdSchema = v.pipe(v.string(), v.uuid());

/** A position in a list, in a path (an entity's contacts, its external ids). */
export const listIndexSchema = v.pipe(v.string(), v.regex(/^\d{1,6}$/));
