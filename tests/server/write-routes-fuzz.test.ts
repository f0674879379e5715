import * as fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../src/api/api-error';
import { createApiApp } from '../../src/server/app';
import { learnSchemas } from './learn-schemas';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * Every write route of the API, found from the app itself, gets bodies made from the valibot
 * schema it reads (learnt by watching readJson), with odd leaves mixed in: NUL and lone
 * surrogates, impossible and out-of-range dates, huge and fractional numbers, wrong types,
 * ids of real records and of none. Whatever comes in: never a 5xx, every error in the API's
 * error shape, and a refused request (4xx) writes nothing.
 */

const watched = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock('../../src/server/validate', async (importOriginal) =>
  (await import('./learn-schemas')).watchReadJson(importOriginal, watched),
);

/** Calls that end the fuzzer's own session or take the whole API down for maintenance. */
const skipped = new Set([
  'POST /api/token/logout/',
  'PUT /api/version/',
  // Generates up to 100,000 ledger rows a call: a few calls would be the whole run's time.
  'POST /api/internal/test-data/ledger',
]);

/** Tables a refused request may write by design: failed sign-ins, throttles, mail, sessions. */
const writtenWhenRefused = new Set([
  'app_settings',
  'audit_log',
  'auth_failures',
  'auth_flows',
  'mail_outbox',
  'one_time_tokens',
  'refresh_tokens',
  'schema_migrations',
  'sessions',
  'trusted_devices',
]);

/** Where a path parameter's real ids come from (another customer's ids are in the pool too). */
const idSources: Record<string, string[]> = {
  fundFamilyId: ['fund_families'],
  codeId: ['transaction_codes'],
  fundEntityId: ['fund_entities'],
  investorId: ['investors'],
  investorEntityId: ['investor_entities'],
  entityId: ['investor_entities', 'global_entities'],
  bankAccountId: ['entity_bank_accounts'],
  commitmentId: ['commitments'],
  investorTransferId: ['investor_transfers'],
  documentId: ['investor_transfer_documents'],
  closingId: ['closings'],
  graphId: ['allocation_rule_graphs'],
  transactionCalculationId: ['calculations'],
  calculationId: ['calculations'],
  feeId: ['fees'],
  investorClassId: ['investor_classes'],
  fundFamilyEventId: ['fund_family_events'],
  integrationId: ['general_ledger_integrations'],
  importEventId: ['general_ledger_import_events'],
  viewId: ['table_views'],
  id: ['totps', 'webauthn_registrations'],
};
const wordParams: Record<string, string[]> = {
  action: ['send-for-approval', 'approve', 'complete', 'process', 'schedule', 'cancel', 'x'],
  index: ['0', '1', '-1', 'x', '99999999999999999999'],
  type: ['totp', 'webauthn', 'x'],
};

const oddStrings = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'fine \udc00 then',
  'x'.repeat(3000),
  '0000-01-01',
  '2025-02-30',
  '9999-12-31',
  '1e400',
  '-0',
  'NaN',
  '1,000.105',
  "'; drop table users; --",
  '%00',
];
const plausibleStrings = [
  '2025-06-30',
  '2026-01-15',
  '1901-01-01',
  '1,000.10',
  '12.5',
  '0.01',
  '-1',
  'Class A',
  'Fuzz name',
  'USD',
  'management_fee',
  'true',
];

const junk = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...oddStrings),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -(2 ** 63), 2 ** 53, 0.1, -0.5),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);

type Node = {
  type: string;
  pipe?: { type: string }[];
  entries?: Record<string, Node>;
  item?: Node;
  items?: Node[];
  wrapped?: Node;
  options?: unknown[];
  literal?: unknown;
  value?: Node;
  getter?: (input: unknown) => Node;
};

/** Values shaped like `schema` (so they get past the outer checks), with odd leaves. */
function valueOf(schema: Node, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return junk;
  const next = (node: Node) => valueOf(node, ids, depth + 1);
  let shaped: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = Object.entries(schema.entries ?? {}).map(([k, e]) => [k, next(e)] as const);
      shaped = fc.record(Object.fromEntries(entries));
      break;
    }
    case 'array':
      shaped = fc.array(next(schema.item!), { maxLength: 3 });
      break;
    case 'tuple':
      shaped = fc.tuple(...(schema.items ?? []).map(next));
      break;
    case 'string':
      shaped = schema.pipe?.some((action) => action.type === 'uuid')
        ? fc.oneof(fc.constantFrom(...ids), fc.uuid())
        : fc.oneof(fc.constantFrom(...plausibleStrings), fc.string({ maxLength: 12 }));
      shaped = fc.oneof({ weight: 4, arbitrary: shaped }, fc.constantFrom(...oddStrings));
      break;
    case 'number':
      shaped = fc.oneof(
        fc.integer({ min: -5, max: 100_000 }),
        fc.constantFrom(0, 1, -1, 0.5, 1e15, 2 ** 53, Number.MAX_SAFE_INTEGER),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
      break;
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'picklist':
    case 'enum':
      shaped = fc.constantFrom(...(schema.options as unknown[]));
      break;
    case 'literal':
      shaped = fc.constant(schema.literal);
      break;
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      shaped = fc.option(next(schema.wrapped!), { nil: undefined });
      break;
    case 'nullable':
    case 'nullish':
      shaped = fc.option(next(schema.wrapped!), { nil: null });
      break;
    case 'union':
    case 'variant':
      shaped = fc.oneof(...(schema.options as Node[]).map(next));
      break;
    case 'record':
      shaped = fc.dictionary(fc.string({ maxLength: 8 }), next(schema.value!), { maxKeys: 3 });
      break;
    case 'lazy':
      shaped = next(schema.getter!(undefined));
      break;
    default:
      shaped = fc.jsonValue({ maxDepth: 2 });
  }
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

type Route = { method: string; path: string; params: string[]; schema?: Node };

describe.each(testDatabases())('write routes under fuzzing on $name', (database) => {
  let t: TestApp;
  let token: string;
  let routes: Route[];
  let pools: Record<string, string[]>;
  let allIds: string[];
  let fingerprintSql: string;

  const signIn = async () => {
    token = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
  };
  /**
   * An accepted request may leave a background job (notice generation, a waterfall run) that
   * writes after the answer; it would otherwise write during a later, refused request.
   */
  const jobsSettled = async () => {
    const [exists] = await t.deps.handle.query<{ table: string | null }>(
      "SELECT to_regclass('pgboss.job')::text AS table",
    );
    if (!exists?.table) return;
    for (let waited = 0; ; waited += 100) {
      const [open] = await t.deps.handle.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')",
      );
      if (open!.n === 0) return;
      if (waited > 60_000) throw new Error(`${open!.n} background jobs still open after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const fingerprint = async () => {
    await jobsSettled();
    return (await t.deps.handle.query<{ f: string }>(fingerprintSql))[0]!.f;
  };
  const send = (method: string, path: string, body: unknown) =>
    t.request(path, {
      method,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const pathOf = (route: Route, values: Record<string, string>) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));

  beforeAll(async () => {
    t = await startTestApp(database);
    await signIn();
    const tables = (
      await t.deps.handle.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      )
    ).map((row) => row.name);
    fingerprintSql = `SELECT ${tables
      .filter((name) => !writtenWhenRefused.has(name))
      .map(
        (name) =>
          `(SELECT '${name}:' || count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) FROM ${name} x)`,
      )
      .join(" || '|' || ")} AS f`;
    // Mostly the admin's own customer's records (so calls get past the 404s), a few of another's.
    const [admin] = await t.deps.handle.query<{ customer: string }>(
      "SELECT default_customer_id::text AS customer FROM users WHERE email = 'admin@demo.test'",
    );
    const scoped = new Set(
      (
        await t.deps.handle.query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'customer_id'",
        )
      ).map((row) => row.name),
    );
    pools = {};
    for (const [param, sources] of Object.entries(idSources)) {
      pools[param] = [];
      for (const table of sources) {
        const order = scoped.has(table) ? `(customer_id::text = $1) DESC, id` : 'id';
        const rows = await t.deps.handle.query<{ id: string }>(
          `SELECT id::text AS id FROM ${table} WHERE $1::text IS NOT NULL ORDER BY ${order} LIMIT 8`,
          [admin!.customer],
        );
        pools[param].push(...rows.map((row) => row.id));
      }
    }
    allIds = [...new Set(Object.values(pools).flat())];
    // Every write route the app has; its schema is whatever readJson is handed for it.
    const found = createApiApp(t.deps)
      .routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .map((r) => ({ method: r.method, path: r.path }))
      .filter((r) => !skipped.has(`${r.method} ${r.path}`));
    const unique = [...new Map(found.map((r) => [`${r.method} ${r.path}`, r])).values()];
    const withParams = unique.map((r) => ({
      ...r,
      params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    }));
    const learnt = await learnSchemas(watched, withParams, (r) => {
      const values = Object.fromEntries(
        r.params.map((p) => [p, pools[p]?.[0] ?? wordParams[p]?.[0] ?? allIds[0]!]),
      );
      return send(r.method, pathOf(r, values), {});
    });
    routes = withParams.map((r) => ({ ...r, schema: learnt.get(r)!.schema as Node | undefined }));
    await signIn();
  });
  afterAll(() => t.dispose());

  it('finds the write routes and the schemas of most', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((r) => r.schema).length).toBeGreaterThan(40);
  });

  it('never answers 5xx, always in the error shape, and writes nothing when it refuses', async () => {
    const byName = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
    // Routes by name, so a counterexample reads as the call it made.
    const request = fc.constantFrom(...byName.keys()).chain((name) => {
      const route = byName.get(name)!;
      return fc.record({
        route: fc.constant(name),
        params: fc.record(
          Object.fromEntries(
            route.params.map((p) => [
              p,
              fc.oneof(
                {
                  weight: 6,
                  arbitrary: fc.constantFrom(...(pools[p]?.length ? pools[p] : allIds)),
                },
                { weight: 2, arbitrary: fc.constantFrom(...(wordParams[p] ?? ['x'])) },
                { weight: 1, arbitrary: fc.uuid() },
                { weight: 1, arbitrary: fc.constantFrom('\u0000', '0000-01-01', '1.5') },
              ),
            ]),
          ),
        ),
        body: route.schema
          ? valueOf(route.schema, allIds)
          : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })),
      });
    });
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(request, async ({ route: name, params, body }) => {
        const route = byName.get(name)!;
        const response = await send(route.method, pathOf(route, params), body);
        const text = await response.text();
        const where = `${route.method} ${route.path} → ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, where).toBeLessThan(500);
        const after = await fingerprint();
        if (response.status >= 400) {
          expect(v.is(apiErrorSchema, JSON.parse(text)), where).toBe(true);
          expect(after, `${where}: a refused request wrote`).toBe(before);
        }
        before = after;
        // A route may end the fuzzer's session (a password change, a removed factor).
        if (response.status === 401) {
          await signIn();
          before = await fingerprint();
        }
      }),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 500),
        // A counterexample's seed replays its run: FUZZ_SEED=<seed> npx vitest run <this file>.
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
        endOnFailure: true,
      },
    );
  }, 300_000);
});
