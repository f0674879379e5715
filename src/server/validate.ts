import type { Context } from 'hono';
import * as v from 'valibot';
import type { FieldErrors } from '../api/api-error';
import { recordIdSchema } from '../api/path-parameters';
import '../api/validation-messages';
import { ApiError, invalid, notFound } from './api-error';
import { unsafeTextErrors } from './unsafe-text';

/** Field errors keyed by dotted path; issues without a path go under "non_field_errors". */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? 'non_field_errors';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** Reads and validates a JSON body with a shared schema from src/api; bad input is a 400. */
export async function readJson<Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    // The body limit's 413 comes out of the read; only a parse failure is malformed JSON.
    if (error instanceof ApiError) throw error;
    throw invalid({ non_field_errors: ['Malformed JSON'] }, 'Malformed JSON');
  }
  const unsafe = unsafeTextErrors(body);
  if (Object.keys(unsafe).length > 0) throw invalid(unsafe);
  const result = v.safeParse(schema, body);
  if (!result.success) throw invalid(fieldErrors(result.issues));
  return result.output;
}

/** Reads and validates a request's query string with a shared schema; bad input is a 400. */
export function readQuery<Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) throw invalid(fieldErrors(result.issues));
  return result.output;
}

/** A route's id parameter; anything that is not a UUID cannot name a record, so it is a 404. */
export function uuidParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (!v.is(recordIdSchema, value)) throw notFound(`No record with ${name} ${value ?? ''}`);
  return value;
}

/** A query parameter naming a record by id; missing or not a UUID, it names nothing: 404. */
export function uuidQuery(c: Context, name: string): string {
  const value = c.req.query(name);
  if (!v.is(recordIdSchema, value)) throw notFound(`${name} must name a record`);
  return value;
}
