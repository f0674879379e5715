import * as v from 'valibot';
import { recordIdSchema } from '../../path-parameters';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Operation = {
  method: Method;
  /** Hono's path, as mounted (":name" parameters). */
  path: string;
  summary: string;
  /** The schema the route hands to readJson. */
  body?: v.GenericSchema;
  /**
   * Path parameters that are not record ids (those are recordIdSchema, as uuidParam checks
   * them), each with the schema or the list the route checks it against.
   */
  params?: Record<string, v.GenericSchema>;
  /** The query string: a shared schema the route parses, or the parameters it reads one by one. */
  query?: v.GenericSchema;
  /** The answer's shape, where src/api has a schema for it. */
  response?: v.GenericSchema;
  /** Answered without a signed-in user (app.ts's public calls). */
  public?: true;
  /** Takes a file as multipart/form-data (field "file"). */
  upload?: true;
  /** What the summary cannot say: an upload, a websocket. */
  note?: string;
};

export const op = (
  method: Method,
  path: string,
  summary: string,
  options: Omit<Operation, 'method' | 'path' | 'summary'> = {},
): Operation => ({ method, path, summary, ...options });

/** A query parameter that must name a record by id (uuidQuery in the route). */
export const idQuery = (...names: string[]) =>
  v.object(Object.fromEntries(names.map((name) => [name, recordIdSchema])));
