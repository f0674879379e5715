import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReuseGraceSeconds } from '../../src/api/auth';
import { loadSigningSecret } from '../../src/server/auth/token-signer';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const admin = { email: 'admin@demo.test', password: 'demo-admin-2026' };
type Pair = { access: string; refresh: string };

describe.each(testDatabases())('session tokens on $name', (database) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T09:00:00Z');
  const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const refresh = (token: string) =>
    t.request('/api/token/refresh/', { method: 'POST', body: JSON.stringify({ refresh: token }) });
  const me = async (access: string) =>
    (await t.request('/api/users/me/', { token: access })).status;

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => clock });
  });
  afterAll(() => t.dispose());

  it('refuses an access token without exp, though signed with our key', async () => {
    const signedIn = await t.signIn(admin.email, admin.password);
    const { sub, sid } = decodeJwt(signedIn.access) as { sub: string; sid: string };
    const secret = await loadSigningSecret(t.deps.handle.db, process.env.JWT_SECRET);
    const unsigned = (withExpiry: boolean) => {
      const jwt = new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('fundline')
        .setIssuedAt(Math.floor(clock.getTime() / 1000));
      if (withExpiry) jwt.setExpirationTime(Math.floor(clock.getTime() / 1000) + 60);
      return jwt.sign(secret);
    };
    expect(await me(await unsigned(true))).toBe(200);
    expect(await me(await unsigned(false))).toBe(401);
  });

  it('lets two tabs refresh one token at once, then revokes the session on a later reuse', async () => {
    tick(60_000);
    const signedIn = await t.signIn(admin.email, admin.password);
    const [first, second] = await Promise.all([
      refresh(signedIn.refresh),
      refresh(signedIn.refresh),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const pairs = [(await first.json()) as Pair, (await second.json()) as Pair];
    // Each tab has its own new refresh token, and both access tokens work.
    expect(new Set([signedIn.refresh, ...pairs.map((p) => p.refresh)]).size).toBe(3);
    for (const pair of pairs) expect(await me(pair.access)).toBe(200);
    // Still inside the window, a third tab too.
    tick(refreshReuseGraceSeconds * 1000);
    const third = await refresh(signedIn.refresh);
    expect(third.status).toBe(200);
    // Past the window the old token is a replay: refused, and the session goes with it.
    tick(1000);
    const reuse = await refresh(signedIn.refresh);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toMatchObject({
      message: 'Session has expired. Login again to continue.',
    });
    expect((await refresh(pairs[0]!.refresh)).status).toBe(401);
    expect(await me(pairs[1]!.access)).toBe(401);
  });

  it('rotates a refresh token once used and refuses its reuse after the window', async () => {
    tick(60_000);
    const signedIn = await t.signIn(admin.email, admin.password);
    const first = await refresh(signedIn.refresh);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as Pair;
    expect(rotated.refresh).not.toBe(signedIn.refresh);
    tick((refreshReuseGraceSeconds + 1) * 1000);
    expect((await refresh(signedIn.refresh)).status).toBe(401);
    expect((await refresh(rotated.refresh)).status).toBe(401);
    expect(await me(rotated.access)).toBe(401);
  });

  it('answers a sign-in mail request before knowing whether the account exists', async () => {
    const outbox = async () =>
      (
        await t.deps.handle.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE to_email = 'reader@demo.test'",
        )
      )[0]!.n;
    const before = await outbox();
    const post = (email: string) =>
      t.request('/api/auth/email/', {
        method: 'POST',
        body: JSON.stringify({ email, kind: 'login_code' }),
      });
    const known = await post('reader@demo.test');
    // The answer is out; the account lookup and the mail come after it.
    expect(await outbox()).toBe(before);
    const unknown = await post('nobody-at-all@demo.test');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    await t.deps.afterResponse.settled();
    expect(await outbox()).toBe(before + 1);
  });
});
