import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableView } from '../../src/api/table-views';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const admin = { email: 'admin@demo.test', password: 'demo-admin-2026' };
const manager = { email: 'manager@demo.test', password: 'demo-manager-2026' };
const reader = { email: 'reader@demo.test', password: 'demo-reader-2026' };
const beacon = { email: 'beacon@demo.test', password: 'demo-beacon-2026' };

describe.each(testDatabases())('table views API on $name', (database) => {
  let t: TestApp;
  let adminToken: string;
  let demoCustomerId: string;
  beforeAll(async () => {
    t = await startTestApp(database);
    const signedIn = await t.signIn(admin.email, admin.password);
    adminToken = signedIn.access;
    const managerToken = await t.signIn(manager.email, manager.password);
    demoCustomerId = managerToken.clients[0]!.id;
  });
  afterAll(() => t.dispose());

  const call = (path: string, token: string, init: RequestInit = {}) =>
    t.request(`/api${path}`, { ...init, token, customerId: demoCustomerId });
  const create = (token: string, body: Record<string, unknown>) =>
    call('/table-views', token, { method: 'POST', body: JSON.stringify(body) });
  const list = async (token: string) =>
    (await (await call('/table-views', token)).json()) as TableView[];

  it('creates, reads, renames, favourites and deletes an organisation view', async () => {
    const created = await create(adminToken, {
      name: ' Fees by investor ',
      encoded_table_params: 'H4sIAAAA',
      type: 'transaction_table',
    });
    expect(created.status).toBe(201);
    const view = (await created.json()) as TableView;
    expect(view).toMatchObject({
      name: 'Fees by investor',
      visible_to: null,
      type: 'transaction_table',
      is_favorited: false,
      encoded_table_params: 'H4sIAAAA',
    });
    expect(view.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Organisation-wide: another user of the customer sees it, not favourited by them.
    const managerToken = (await t.signIn(manager.email, manager.password)).access;
    expect((await list(managerToken)).map((v) => v.id)).toContain(view.id);

    const favorite = await call(`/table-views/${view.id}`, adminToken, { method: 'POST' });
    expect(await favorite.json()).toMatchObject({ is_favorited: true });
    expect((await list(adminToken)).find((v) => v.id === view.id)?.is_favorited).toBe(true);
    expect((await list(managerToken)).find((v) => v.id === view.id)?.is_favorited).toBe(false);
    const unfavorite = await call(`/table-views/${view.id}`, adminToken, { method: 'POST' });
    expect(await unfavorite.json()).toMatchObject({ is_favorited: false });

    const renamed = await call(`/table-views/${view.id}`, adminToken, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Fees by LP', encoded_table_params: 'H4sIBBBB' }),
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      name: 'Fees by LP',
      encoded_table_params: 'H4sIBBBB',
    });

    expect((await call(`/table-views/${view.id}`, adminToken, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await call(`/table-views/${view.id}`, adminToken)).status).toBe(404);
  });

  it('keeps a private view to its author', async () => {
    const me = (await (await call('/users/me/', adminToken)).json()) as { id: string };
    const created = await create(adminToken, {
      name: 'My private pivot',
      visible_to: me.id,
      encoded_table_params: 'x',
      type: 'transaction_table',
    });
    expect(created.status).toBe(201);
    const view = (await created.json()) as TableView;
    expect(view.visible_to).not.toBeNull();
    const managerToken = (await t.signIn(manager.email, manager.password)).access;
    expect((await list(managerToken)).map((v) => v.id)).not.toContain(view.id);
    expect((await call(`/table-views/${view.id}`, managerToken)).status).toBe(404);
    expect((await call(`/table-views/${view.id}`, managerToken, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await list(adminToken)).map((v) => v.id)).toContain(view.id);
  });

  it('refuses bad input with field paths and stores nothing', async () => {
    const before = await list(adminToken);
    const response = await create(adminToken, {
      name: '',
      visible_to: 'not-a-user',
      type: 'report',
      annotations_set: [['only-one']],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; data: Record<string, string[]> };
    expect(body.code).toBe('invalid');
    expect(Object.keys(body.data).sort()).toEqual(
      ['annotations_set.0', 'encoded_table_params', 'name', 'type', 'visible_to'].sort(),
    );
    expect(body.data.type).toEqual(['Must be transaction_table']);
    // Private to somebody else is refused too.
    const other = await create(adminToken, {
      name: 'Sneaky',
      visible_to: '00000000-0000-4000-8000-000000000000',
      encoded_table_params: 'x',
      type: 'transaction_table',
    });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { data: object }).data).toHaveProperty('visible_to');
    expect(await list(adminToken)).toEqual(before);
  });

  it('needs write to save, read to favourite', async () => {
    const readerToken = (await t.signIn(reader.email, reader.password)).access;
    const refused = await create(readerToken, {
      name: 'Reader view',
      encoded_table_params: 'x',
      type: 'transaction_table',
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await list(readerToken))).not.toContain('Reader view');
  });

  it("gives another customer's user nothing", async () => {
    const created = await create(adminToken, {
      name: 'Demo-only view',
      encoded_table_params: 'x',
      type: 'transaction_table',
    });
    const view = (await created.json()) as TableView;
    const beaconToken = (await t.signIn(beacon.email, beacon.password)).access;
    for (const [method, path] of [
      ['GET', '/table-views'],
      ['GET', `/table-views/${view.id}`],
      ['POST', `/table-views/${view.id}`],
      ['DELETE', `/table-views/${view.id}`],
    ] as const) {
      const response = await t.request(`/api${path}`, {
        method,
        token: beaconToken,
        customerId: demoCustomerId,
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    // On its own customer the view does not exist.
    const own = await t.request('/api/table-views', { token: beaconToken });
    expect(JSON.stringify(await own.json())).not.toContain('Demo-only view');
    const direct = await t.request(`/api/table-views/${view.id}`, {
      method: 'DELETE',
      token: beaconToken,
    });
    expect(direct.status).toBe(404);
    expect((await call(`/table-views/${view.id}`, adminToken)).status).toBe(200);
  });
});
