import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../src/api/customers';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const admin = { email: 'admin@demo.test', password: 'demo-admin-2026' };

describe.each(testDatabases())('foundation API on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.dispose());

  it('answers bootstrap, ping and version without a user', async () => {
    expect(await (await t.request('/api/frontend/bootstrap')).json()).toEqual({
      environment: 'test',
      subdomain_base: null,
    });
    expect((await t.request('/api/frontend/ping')).status).toBe(200);
    expect(await (await t.request('/api/version/')).json()).toEqual({ is_maintenance_mode: false });
  });

  it('echoes the request id it was given', async () => {
    const response = await t.request('/api/frontend/ping', {
      headers: { 'X-Request-Id': 'req-42' },
    });
    expect(response.headers.get('X-Request-Id')).toBe('req-42');
  });

  it('signs in with a password and returns the login token data', async () => {
    const token = await t.signIn(admin.email, admin.password);
    expect(token).toMatchObject({ email: admin.email, first_name: 'Ada', last_name: 'Admin' });
    expect(token.clients).toHaveLength(2);
    const me = await t.request('/api/users/me/', { token: token.access });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: admin.email,
      permission_types: expect.arrayContaining(['internal', 'service', 'admin']),
      role_types: ['service_admin'],
    });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await t.request('/api/token/', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@demo.test', password: 'whatever-123' }),
    });
    const wrong = await t.request('/api/token/', {
      method: 'POST',
      body: JSON.stringify({ email: admin.email, password: 'wrong-password' }),
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ message: 'Incorrect email or password.' });
  });

  it('signs out by revoking the session', async () => {
    const token = await t.signIn(admin.email, admin.password);
    expect(
      (await t.request('/api/token/logout/', { method: 'POST', token: token.access })).status,
    ).toBe(204);
    expect((await t.request('/api/users/me/', { token: token.access })).status).toBe(401);
  });

  it('refuses calls without a valid token', async () => {
    const none = await t.request('/api/users/me/');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      code: 'unauthenticated',
      message: 'Login required.',
    });
    expect((await t.request('/api/users/me/', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('answers malformed JSON and invalid fields with code invalid and field paths', async () => {
    const bad = await t.request('/api/token/', { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid', message: 'Malformed JSON' });
    const invalid = await t.request('/api/token/', {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { code: string; data: Record<string, string[]> };
    expect(body.code).toBe('invalid');
    expect(body.data).toEqual({ email: ['Must be valid email'], password: ['Required'] });
  });

  it('answers an unknown route with 404 in the error shape', async () => {
    const token = await t.signIn(admin.email, admin.password);
    const response = await t.request('/api/no-such-thing/', { token: token.access });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found', message: 'Not found' });
  });

  it('lists the customers of the user and the selected one, defaulting without the header', async () => {
    const token = await t.signIn(admin.email, admin.password);
    const customers = (await (
      await t.request('/api/users/me/customers', { token: token.access })
    ).json()) as Customer[];
    expect(customers.map((c) => c.name)).toEqual(['Beacon Partners', 'Demo Capital']);
    const beacon = customers.find((c) => c.name === 'Beacon Partners');
    expect(beacon).toMatchObject({
      is_live: false,
      is_long_lived_integration_testing_customer: true,
    });
    const selected = await t.request('/api/selected-customer/', { token: token.access });
    expect(await selected.json()).toMatchObject({ customer: { name: 'Demo Capital' } });
    const chosen = await t.request('/api/selected-customer/', {
      token: token.access,
      customerId: beacon?.id,
    });
    expect(await chosen.json()).toMatchObject({ customer: { name: 'Beacon Partners' } });
  });

  it("gives another customer's user nothing of this customer's data", async () => {
    const adminToken = await t.signIn(admin.email, admin.password);
    const demo = adminToken.clients;
    const beaconUser = await t.signIn('beacon@demo.test', 'demo-beacon-2026');
    const created = await t.request('/api/fund-family/', {
      method: 'POST',
      token: adminToken.access,
      body: JSON.stringify({ name: 'Tenancy Probe Fund' }),
    });
    expect(created.status).toBe(201);
    const fund = (await created.json()) as { id: string };
    const demoIds = demo
      .map((c) => c.id)
      .filter((id) => !beaconUser.clients.some((b) => b.id === id));
    for (const customerId of demoIds) {
      for (const path of [
        '/api/fund-family/',
        `/api/fund-family/${fund.id}/`,
        '/api/selected-customer/',
        '/api/feature-flags/context/',
      ]) {
        const response = await t.request(path, { token: beaconUser.access, customerId });
        expect(response.status, path).toBe(403);
        expect(JSON.stringify(await response.json())).not.toContain('Tenancy Probe Fund');
      }
    }
    // On its own customer the fund is simply not there.
    const own = await t.request(`/api/fund-family/${fund.id}/`, { token: beaconUser.access });
    expect(own.status).toBe(404);
    const list = await t.request('/api/fund-family/', { token: beaconUser.access });
    expect(await list.json()).toEqual([]);
  });

  it('refuses a write without the write permission and leaves nothing behind', async () => {
    const reader = await t.signIn('reader@demo.test', 'demo-reader-2026');
    const response = await t.request('/api/fund-family/', {
      method: 'POST',
      token: reader.access,
      body: JSON.stringify({ name: 'Reader Fund' }),
    });
    expect(response.status).toBe(403);
    const list = await t.request('/api/fund-family/', { token: reader.access });
    expect(JSON.stringify(await list.json())).not.toContain('Reader Fund');
  });

  it('switches maintenance mode for internal users only', async () => {
    const manager = await t.signIn('manager@demo.test', 'demo-manager-2026');
    const put = (token: string, on: boolean) =>
      t.request('/api/version/', {
        method: 'PUT',
        token,
        body: JSON.stringify({ is_maintenance_mode: on }),
      });
    expect((await put(manager.access, true)).status).toBe(403);
    const internal = await t.signIn(admin.email, admin.password);
    expect((await put(internal.access, true)).status).toBe(200);
    expect(await (await t.request('/api/version/')).json()).toEqual({ is_maintenance_mode: true });
    expect((await put(internal.access, false)).status).toBe(200);
  });

  it('resolves feature flags with per-customer overrides', async () => {
    const token = await t.signIn(admin.email, admin.password);
    const flag = await t.request('/api/feature-flags/report_builder/', { token: token.access });
    expect(await flag.json()).toEqual({ name: 'report_builder', enabled: false });
    await t.deps.handle.query(
      `INSERT INTO feature_flag_customer_overrides (feature_flag_id, customer_id, enabled)
       SELECT f.id, c.id, true FROM feature_flags f, customers c
       WHERE f.name = 'report_builder' AND c.name = 'Demo Capital'`,
    );
    const context = (await (
      await t.request('/api/feature-flags/context/', { token: token.access })
    ).json()) as { feature_flags: Record<string, boolean> };
    expect(context.feature_flags.report_builder).toBe(true);
    expect(context.feature_flags.custom_fields).toBe(false);
    expect((await t.request('/api/feature-flags/nope/', { token: token.access })).status).toBe(404);
  });

  it('keeps the audit log append-only', async () => {
    await expect(t.deps.handle.exec('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    const [row] = await t.deps.handle.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM audit_log WHERE action = 'login'",
    );
    expect(row?.count).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('users list on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.dispose());

  it("lists the selected customer's users for service staff only", async () => {
    const service = await t.signIn(admin.email, admin.password);
    const list = (await (await t.request('/api/users/', { token: service.access })).json()) as {
      email: string;
    }[];
    expect(list.map((u) => u.email)).toContain('reader@demo.test');
    expect(list.map((u) => u.email)).not.toContain('beacon@demo.test');
    const manager = await t.signIn('manager@demo.test', 'demo-manager-2026');
    expect((await t.request('/api/users/', { token: manager.access })).status).toBe(403);
  });
});
