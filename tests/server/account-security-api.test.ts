import { and, eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollmentResult, SessionState, TotpEnrollment } from '../../src/api/auth';
import { audit_log, users } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const manager = { email: 'manager@demo.test', password: 'demo-manager-2026' };
const reader = { email: 'reader@demo.test', password: 'demo-reader-2026' };
const post = (token: string, body: unknown = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  token,
});

describe.each(testDatabases())('account security API on $name', (database) => {
  let t: TestApp;
  let clock = Date.now();
  const tick = (ms = 60_000) => (clock += ms);
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date(clock) });
    token = (await t.signIn(manager.email, manager.password)).access;
  });
  afterAll(() => t.dispose());

  const session = async () =>
    (await (await t.request('/api/auth/session/', { token })).json()) as SessionState;
  const auditActions = async () => {
    const [user] = await t.deps.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, manager.email));
    const rows = await t.deps.handle.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.user_id, user!.id)));
    return rows.map((r) => r.action);
  };

  it('adds an authenticator app while the sign-in is recent, in one step after the code', async () => {
    const before = (await session()).factors.filter((f) => f.type === 'totp').length;
    const started = await t.request('/api/auth/factors/totp/', post(token));
    expect(started.status).toBe(200);
    const enrollment = (await started.json()) as TotpEnrollment;
    expect(enrollment.qr_data_url).toMatch(/^data:image\/png;base64,/);
    expect(enrollment.otpauth_uri).toContain('manager%40demo.test');

    const wrong = await t.request(
      '/api/auth/factors/totp/verify/',
      post(token, { flow_token: enrollment.flow_token, code: '000000' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_code', message: 'Incorrect code.' });
    expect((await session()).factors.filter((f) => f.type === 'totp')).toHaveLength(before);

    const code = new TOTP({ secret: enrollment.secret }).generate({ timestamp: clock });
    const done = await t.request(
      '/api/auth/factors/totp/verify/',
      post(token, { flow_token: enrollment.flow_token, code }),
    );
    expect(done.status).toBe(200);
    // The demo seed gives no recovery codes: the first factor added here comes with them.
    expect(((await done.json()) as EnrollmentResult).recovery_codes).toHaveLength(10);
    expect((await session()).factors.filter((f) => f.type === 'totp')).toHaveLength(before + 1);
    expect(await auditActions()).toContain('auth_factor_added');

    // The enrolment is single use.
    const again = await t.request(
      '/api/auth/factors/totp/verify/',
      post(token, { flow_token: enrollment.flow_token, code }),
    );
    expect(again.status).toBe(401);
  });

  it('asks for a fresh authentication after 5 minutes, by password or authenticator code', async () => {
    tick(6 * 60_000);
    const stale = await t.request('/api/auth/factors/totp/', post(token));
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'session_too_old' });

    const both = await t.request(
      '/api/auth/reauthenticate/',
      post(token, { password: manager.password, code: '123456' }),
    );
    expect(both.status).toBe(400);
    const wrong = await t.request(
      '/api/auth/reauthenticate/',
      post(token, { password: 'not-my-password' }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Incorrect email or password.' });
    const wrongCode = await t.request('/api/auth/reauthenticate/', post(token, { code: '000000' }));
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toMatchObject({ message: 'Incorrect code.' });

    const right = await t.request(
      '/api/auth/reauthenticate/',
      post(token, { password: manager.password }),
    );
    expect(right.status).toBe(200);
    const state = (await right.json()) as SessionState;
    expect(new Date(state.recent_auth_until!).getTime()).toBe(clock + 5 * 60_000);
    expect(await auditActions()).toContain('reauthenticated');
    const restarted = await t.request('/api/auth/factors/totp/', post(token));
    expect(restarted.status).toBe(200);
    const enrollment = (await restarted.json()) as TotpEnrollment;
    const code = new TOTP({ secret: enrollment.secret }).generate({ timestamp: clock });
    const done = await t.request(
      '/api/auth/factors/totp/verify/',
      post(token, { flow_token: enrollment.flow_token, code }),
    );
    // Recovery codes the user already has are kept, not replaced.
    expect((await done.json()) as EnrollmentResult).toEqual({ recovery_codes: null });
  });

  it("never lets one user finish another user's enrolment", async () => {
    tick();
    const started = (await (
      await t.request('/api/auth/factors/totp/', post(token))
    ).json()) as TotpEnrollment;
    const other = (await t.signIn(reader.email, reader.password)).access;
    const code = new TOTP({ secret: started.secret }).generate({ timestamp: clock });
    const stolen = await t.request(
      '/api/auth/factors/totp/verify/',
      post(other, { flow_token: started.flow_token, code }),
    );
    expect(stolen.status).toBe(401);
    const readerState = (await (
      await t.request('/api/auth/session/', { token: other })
    ).json()) as SessionState;
    expect(readerState.factors.filter((f) => f.type === 'totp')).toHaveLength(1);
  });

  it('removes a factor, but never the last way to sign in', async () => {
    tick();
    const totps = (await session()).factors.filter((f) => f.type === 'totp');
    expect(totps.length).toBeGreaterThan(1);
    for (const factor of totps.slice(1)) {
      const removed = await t.request(`/api/auth/factors/totp/${factor.id}/`, {
        method: 'DELETE',
        token,
      });
      expect(removed.status).toBe(204);
    }
    const last = await t.request(`/api/auth/factors/totp/${totps[0]!.id}/`, {
      method: 'DELETE',
      token,
    });
    expect(last.status).toBe(409);
    expect((await session()).factors.filter((f) => f.type === 'totp')).toHaveLength(1);
    expect(await auditActions()).toContain('auth_factor_removed');
  });
});
