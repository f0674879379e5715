import type * as validate from '../../src/server/validate';

/** What a test file's readJson watch saw last: the schema a route handed to readJson. */
export type ReadJsonWatch = { schema: unknown };

/**
 * The module a test file's `vi.mock('../../src/server/validate', …)` answers: validate as it is,
 * but readJson tells `watch` the schema each call hands it. vi.mock is hoisted per file, so each
 * file keeps its own vi.mock call and vi.hoisted watch, and hands them to this.
 */
export async function watchReadJson(
  importOriginal: <T>() => Promise<T>,
  watch: ReadJsonWatch,
): Promise<typeof validate> {
  const actual = await importOriginal<typeof validate>();
  return {
    ...actual,
    readJson: ((c, schema) => {
      watch.schema = schema;
      return actual.readJson(c, schema);
    }) as typeof actual.readJson,
  };
}

/**
 * The schema each route hands to readJson (undefined: it reads no body), learnt by calling it
 * once, in the order given, with `call` (an empty JSON object for a body gets past nothing but
 * readJson); with the status it answered. `afterCall` runs once the schema is read (to sign in
 * again after a 401, say: signing in goes through readJson too).
 */
export async function learnSchemas<R>(
  watch: ReadJsonWatch,
  routes: readonly R[],
  call: (route: R) => Promise<Response>,
  afterCall?: (response: Response) => Promise<void>,
): Promise<Map<R, { schema: unknown; status: number }>> {
  const learnt = new Map<R, { schema: unknown; status: number }>();
  for (const route of routes) {
    watch.schema = undefined;
    const response = await call(route);
    learnt.set(route, { schema: watch.schema, status: response.status });
    await afterCall?.(response);
  }
  return learnt;
}
