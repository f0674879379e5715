import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

describe.each(testDatabases())('session cache on $name', (database) => {
  let t: TestApp;
  let nowMs = Date.parse('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date(nowMs) });
  });
  afterAll(() => t.dispose());

  it('sees a revocation made by another process once the cache entry is 5 s old', async () => {
    const token = await t.signIn('manager@demo.test', 'demo-manager-2026');
    expect((await t.request('/api/users/me/', { token: token.access })).status).toBe(200);
    // Another API process revokes the session directly in the database.
    await t.deps.handle.query(
      "UPDATE sessions SET revoked_at = now(), revoked_reason = 'elsewhere' WHERE user_id = $1",
      [token.user_id],
    );
    nowMs += 4_000;
    expect((await t.request('/api/users/me/', { token: token.access })).status).toBe(200);
    nowMs += 1_500;
    expect((await t.request('/api/users/me/', { token: token.access })).status).toBe(401);
  });

  it('refuses an access token once it has expired, cached or not', async () => {
    const token = await t.signIn('reader@demo.test', 'demo-reader-2026');
    expect((await t.request('/api/users/me/', { token: token.access })).status).toBe(200);
    nowMs += t.deps.config.accessTokenSeconds * 1000 + 1_000;
    expect((await t.request('/api/users/me/', { token: token.access })).status).toBe(401);
  });
});
