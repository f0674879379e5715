import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { components, operations, type Operation } from '../../src/api/openapi/operations';
import { tableSchema } from '../../src/api/table-data';
import { createApiApp } from '../../src/server/app';
import { learnSchemas } from './learn-schemas';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/**
 * Issue 16: the OpenAPI document is held to the app. Every mounted route has its entry (and
 * no entry names a route that is gone), each entry's body is the very schema object its route
 * hands to readJson (watched, as the write-routes fuzz test learns them), the public flags
 * are what the app answers without a token, and the document validates as OpenAPI 3.1.
 */

const watched = vi.hoisted(() => ({ schema: undefined as unknown }));
vi.mock('../../src/server/validate', async (importOriginal) =>
  (await import('./learn-schemas')).watchReadJson(importOriginal, watched),
);

const nameOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Where a path parameter's ids come from: records of the signed-in admin's customer. */
const idTables: Record<string, string> = {
  fundFamilyId: 'fund_families',
  codeId: 'transaction_codes',
  fundEntityId: 'fund_entities',
  investorId: 'investors',
  investorEntityId: 'investor_entities',
  entityId: 'global_entities',
  bankAccountId: 'entity_bank_accounts',
  commitmentId: 'commitments',
  investorTransferId: 'investor_transfers',
  documentId: 'investor_transfer_documents',
  closingId: 'closings',
  graphId: 'allocation_rule_graphs',
  transactionCalculationId: 'calculations',
  calculationId: 'calculations',
  feeId: 'fees',
  investorClassId: 'investor_classes',
  fundFamilyEventId: 'fund_family_events',
  integrationId: 'general_ledger_integrations',
  importEventId: 'general_ledger_import_events',
  viewId: 'table_views',
  feeBasisId: 'fees',
};
const words: Record<string, string> = { action: 'approve', index: '0', type: 'totp' };

/**
 * Calls the watch cannot reach: one ends the session, the others need the internal role or the
 * service level (tests/server/notices-api.test.ts sends the notice ones their bodies).
 */
const unwatchable = new Set([
  'POST /api/token/logout/',
  'PUT /api/version/',
  'POST /api/fund-family/:fundFamilyId/notice-config/',
  'POST /api/fund-family/:fundFamilyId/notice-document-template/',
  'POST /api/fund-family/:fundFamilyId/notice-document-template/preview/',
]);

describe.each(testDatabases())('the OpenAPI document on $name', (database) => {
  let t: TestApp;
  let token: string;
  let ids: Record<string, string>;
  let userId: string;
  const signIn = async () => {
    token = (await t.signIn('admin@demo.test', 'demo-admin-2026')).access;
  };
  const pathOf = (path: string) =>
    path.replace(/:(\w+)/g, (_, name: string) => words[name] ?? ids[name] ?? ids.fundFamilyId!);

  beforeAll(async () => {
    t = await startTestApp(database);
    await signIn();
    const [admin] = await t.deps.handle.query<{ customer: string; id: string }>(
      "SELECT default_customer_id::text AS customer, id::text AS id FROM users WHERE email = 'admin@demo.test'",
    );
    userId = admin!.id;
    ids = {};
    for (const [param, table] of Object.entries(idTables)) {
      const hasCustomer = await t.deps.handle.query(
        "SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'customer_id'",
        [table],
      );
      const [row] = await t.deps.handle.query<{ id: string }>(
        `SELECT id::text AS id FROM ${table} ${hasCustomer.length ? 'WHERE customer_id = $1' : 'WHERE $1::text IS NOT NULL'} ORDER BY id LIMIT 1`,
        [admin!.customer],
      );
      if (row) ids[param] = row.id;
    }
  });
  afterAll(() => t.dispose());

  it('has one entry for every mounted route, and none for a route that is not', () => {
    const mounted = createApiApp(t.deps)
      .routes.filter((r) => r.method !== 'ALL')
      .map(nameOf);
    const listed = operations.map(nameOf);
    expect(new Set(listed).size, 'an entry is listed twice').toBe(listed.length);
    expect([...new Set(mounted)].filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !mounted.includes(name))).toEqual([]);
    expect(listed.length).toBeGreaterThan(190);
  });

  it('gives each write route the very schema object it hands to readJson', async () => {
    const writes = operations.filter((o) => o.method !== 'GET' && !unwatchable.has(nameOf(o)));
    // Calls without a body last: some delete or move records the others need.
    const ordered = [...writes.filter((o) => o.body), ...writes.filter((o) => !o.body)];
    const learnt = await learnSchemas(
      watched,
      ordered,
      (operation) => {
        const query = operation.path === '/api/users/admin/' ? `?user_id=${userId}` : '';
        return t.request(pathOf(operation.path) + query, {
          method: operation.method,
          token,
          body: '{}',
        });
      },
      async (response) => {
        if (response.status === 401) await signIn();
      },
    );
    const mismatches: string[] = [];
    for (const operation of ordered) {
      const { schema: seen, status } = learnt.get(operation)!;
      // Every body schema is a shared one of src/api, named in the document's components.
      const ok = operation.body
        ? seen === operation.body && Object.values(components).includes(operation.body)
        : seen === undefined;
      if (!ok) mismatches.push(`${nameOf(operation)} → ${status}`);
    }
    expect(mismatches).toEqual([]);
    expect(ordered.filter((o) => o.body).length).toBeGreaterThan(70);
  }, 60_000);

  it('marks public exactly the calls answered without a token', async () => {
    const wrong: string[] = [];
    // The AI host's websocket is not answered at all without an upgrade; its flag is by hand.
    for (const operation of operations.filter((o) => o.path.startsWith('/api/'))) {
      const response = await t.request(pathOf(operation.path), { method: operation.method });
      const isPublic = response.status !== 401;
      if (isPublic !== Boolean(operation.public))
        wrong.push(`${nameOf(operation)} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('serves a document that validates as OpenAPI 3.1 and names every call', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
            security?: unknown[];
          }
        >
      >;
      components: {
        schemas: Record<string, { type?: string; properties?: Record<string, unknown> }>;
      };
    };
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.values(document.paths).flatMap(Object.keys)).toHaveLength(operations.length);
    // Pinned samples: a body by reference, its component as written in src/api, a public call.
    const signIn = document.paths['/api/token/']!.post!;
    expect(signIn.security).toEqual([]);
    expect(signIn.requestBody!.content['application/json']!.schema.$ref).toBe(
      '#/components/schemas/passwordSignInSchema',
    );
    expect(document.components.schemas.passwordSignInSchema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string' } },
    });
    const investor = document.paths['/api/investor/{investorId}']!.put!;
    expect(investor.security).toBeUndefined();
    expect(investor.requestBody!.content['application/json']!.schema.$ref).toBe(
      '#/components/schemas/updateInvestorSchema',
    );
  });

  it('answers table data in the shape the document gives it', async () => {
    const tables = operations.filter(
      (o: Operation) => o.response === tableSchema && !o.query && !o.path.includes(':'),
    );
    expect(tables.length).toBeGreaterThan(2);
    for (const operation of tables) {
      const response = await t.request(operation.path, { token });
      expect(response.status, operation.path).toBe(200);
      expect(v.is(tableSchema, await response.json()), operation.path).toBe(true);
    }
  });

  it('answers every read with a response schema in that shape, ids in its path and query', async () => {
    // A query whose parameters all name records (idQuery) is filled from the demo's records.
    const queryIds: Record<string, string> = {
      fund_family_id: 'fundFamilyId',
      commitment_id: 'commitmentId',
      investor_class_id: 'investorClassId',
      investor_id: 'investorId',
    };
    const queryNames = (o: Operation) =>
      o.query && 'entries' in o.query ? Object.keys(o.query.entries as object) : [];
    const readable = operations.filter(
      (o) =>
        o.method === 'GET' &&
        o.response &&
        o.response !== tableSchema &&
        queryNames(o).every((name) => queryIds[name]),
    );
    const checked: string[] = [];
    for (const operation of readable) {
      const query = queryNames(operation)
        .map((name) => `${name}=${ids[queryIds[name]!]}`)
        .join('&');
      const url = pathOf(operation.path) + (query ? `?${query}` : '');
      const response = await t.request(url, { token });
      if (response.status === 404) continue; // the demo has no such record
      expect(response.status, url).toBe(200);
      const result = v.safeParse(operation.response!, await response.json());
      expect(
        result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`),
        url,
      ).toBeUndefined();
      checked.push(nameOf(operation));
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/closing/:closingId/stats/',
        'GET /api/fund-family-config/:fundFamilyId/',
        'GET /api/waterfall/configuration/',
        'GET /api/dates/',
      ]),
    );
  });

  it('serves the reference page and its script from this server, nothing from a CDN', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/api/docs/rapidoc-min.js">');
    expect(html).toContain('spec-url="/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await t.request('/api/docs/rapidoc-min.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(500_000);
  });
});
