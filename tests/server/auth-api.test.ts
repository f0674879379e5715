import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MailboxMessage,
  MfaSetupResult,
  SessionState,
  SignInResult,
  TotpSetup,
} from '../../src/api/auth';
import { demoTotpSecret } from '../../src/server/db/demo-data';
import { audit_log, sessions, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { startTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

const admin = { email: 'admin@demo.test', password: 'demo-admin-2026' };
const post = (body: unknown, extra: RequestInit & { token?: string } = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  ...extra,
});

describe.each(testDatabases())('auth API on $name', (database) => {
  let t: TestApp;
  let clock = Date.now();
  const totpAt = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret }).generate({ timestamp: clock + offsetSteps * 30_000 });
  // Every test moves the clock a minute on, so TOTP steps never repeat between tests.
  const tick = (ms = 60_000) => (clock += ms);

  beforeAll(async () => {
    t = await startTestApp(database, { now: () => new Date(clock) });
  });
  afterAll(() => t.dispose());

  const passwordStep = async (email: string, password: string) => {
    const response = await t.request('/api/token/', post({ email, password }));
    expect(response.status).toBe(200);
    return (await response.json()) as SignInResult;
  };

  const newUser = async (email: string, password: string | null) => {
    const [user] = await t.deps.handle.db
      .insert(users)
      .values({
        email,
        first_name: 'New',
        last_name: 'Person',
        password_hash: password ? await hashPassword(password) : null,
        permission_types: ['read'],
        default_customer_id: null,
      })
      .returning();
    const [demo] = (await t.signIn(admin.email, admin.password)).clients;
    const { user_customer_relations } = await import('../../src/server/db/schema');
    await t.deps.handle.db
      .insert(user_customer_relations)
      .values({ user_id: user!.id, customer_id: demo!.id });
    return user!;
  };

  const mailbox = async () => {
    // Sign-in mail is written after the answer to POST /api/auth/email/ (same timing either way).
    await t.deps.afterResponse.settled();
    const token = await t.signIn(admin.email, admin.password);
    const response = await t.request('/api/internal/mailbox/', { token: token.access });
    expect(response.status).toBe(200);
    return (await response.json()) as MailboxMessage[];
  };

  it('asks a demo user for the authenticator after the password, then signs in', async () => {
    tick();
    const first = await passwordStep(admin.email, admin.password);
    expect(first).toMatchObject({ status: 'mfa_required', factors: ['totp'] });
    if (first.status === 'signed_in') throw new Error('unreachable');
    const wrong = await t.request(
      '/api/auth/mfa/totp/',
      post({ flow_token: first.flow_token, code: '000000' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'invalid_code',
      message: 'Incorrect code.',
      data: { code: ['Incorrect code.'] },
    });
    const code = totpAt(demoTotpSecret);
    const ok = await t.request('/api/auth/mfa/totp/', post({ flow_token: first.flow_token, code }));
    expect(ok.status).toBe(200);
    const token = (await ok.json()) as SignInResult;
    expect(token).toMatchObject({ status: 'signed_in', email: admin.email });
    // The flow is single use, and the same code cannot be replayed in a new flow.
    const again = await t.request(
      '/api/auth/mfa/totp/',
      post({ flow_token: first.flow_token, code }),
    );
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({
      message: 'Session has expired. Login again to continue.',
    });
    const second = await passwordStep(admin.email, admin.password);
    if (second.status === 'signed_in') throw new Error('device was not remembered');
    const replay = await t.request(
      '/api/auth/mfa/totp/',
      post({ flow_token: second.flow_token, code }),
    );
    expect(replay.status).toBe(400);
  });

  it('skips the second factor on a remembered device', async () => {
    tick();
    const first = await passwordStep('staff@demo.test', 'demo-staff-2026');
    if (first.status === 'signed_in') throw new Error('expected MFA');
    const ok = await t.request(
      '/api/auth/mfa/totp/',
      post({ flow_token: first.flow_token, code: totpAt(demoTotpSecret), remember_device: true }),
    );
    const cookie = ok.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    const remembered = await t.request(
      '/api/token/',
      post(
        { email: 'staff@demo.test', password: 'demo-staff-2026' },
        { headers: { cookie: cookie.split(';')[0]! } },
      ),
    );
    expect(await remembered.json()).toMatchObject({ status: 'signed_in' });
  });

  it('signs in with a magic link once, and refuses it used or expired', async () => {
    tick();
    const user = await newUser('link.user@demo.test', null);
    const sent = await t.request(
      '/api/auth/email/',
      post({ email: user.email, kind: 'magic_link', next: '/fund-family' }),
    );
    expect(sent.status).toBe(202);
    const unknown = await t.request(
      '/api/auth/email/',
      post({ email: 'nobody@demo.test', kind: 'magic_link' }),
    );
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await sent.clone().json());
    const mail = (await mailbox()).find((m) => m.to_email === user.email);
    expect(mail).toMatchObject({ kind: 'magic_link', transport: 'log' });
    const token = /token=([\w-]+)/.exec(mail!.text_body)![1]!;
    // Only a keyed hash is stored.
    const stored = await t.deps.handle.query<{ token_hash: string }>(
      'select token_hash from one_time_tokens where user_id = $1',
      [user.id],
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    const first = await t.request('/api/auth/magic-link/', post({ token }));
    expect(await first.json()).toMatchObject({
      status: 'mfa_setup_required',
      factors: [],
      next: '/fund-family',
    });
    const reused = await t.request('/api/auth/magic-link/', post({ token }));
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      code: 'magic_link_failed',
      message: 'Session has expired. Login again to continue.',
    });
    await t.request('/api/auth/email/', post({ email: user.email, kind: 'magic_link' }));
    const late = (await mailbox()).find((m) => m.to_email === user.email)!;
    tick(16 * 60_000);
    const expired = await t.request(
      '/api/auth/magic-link/',
      post({ token: /token=([\w-]+)/.exec(late.text_body)![1] }),
    );
    expect(expired.status).toBe(401);
  });

  it('signs in with an emailed code: wrong, right, then expired', async () => {
    tick();
    const user = await newUser('code.user@demo.test', null);
    await t.request('/api/auth/email/', post({ email: user.email, kind: 'login_code' }));
    const mail = (await mailbox()).find((m) => m.to_email === user.email)!;
    const code = /code is (\d{6})/.exec(mail.text_body)![1]!;
    const wrongCode = code === '111111' ? '222222' : '111111';
    const wrong = await t.request('/api/auth/code/', post({ email: user.email, code: wrongCode }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Incorrect code.' });
    const right = await t.request('/api/auth/code/', post({ email: user.email, code }));
    expect(await right.json()).toMatchObject({ status: 'mfa_setup_required' });
    const used = await t.request('/api/auth/code/', post({ email: user.email, code }));
    expect(await used.json()).toMatchObject({ code: 'expired_code' });
    await t.request('/api/auth/email/', post({ email: user.email, kind: 'login_code' }));
    const next = (await mailbox()).find((m) => m.to_email === user.email)!;
    tick(11 * 60_000);
    const expired = await t.request(
      '/api/auth/code/',
      post({ email: user.email, code: /code is (\d{6})/.exec(next.text_body)![1] }),
    );
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      code: 'expired_code',
      message: 'Session has expired. Login again to continue.',
    });
    const unknown = await t.request(
      '/api/auth/code/',
      post({ email: 'nobody@demo.test', code: '123456' }),
    );
    expect(await unknown.json()).toMatchObject({ message: 'Incorrect code.' });
  });

  it('sets up an authenticator for a user with no factor, with recovery codes', async () => {
    tick();
    const user = await newUser('setup.user@demo.test', 'vivid-harbor-quartz-1987');
    const first = await passwordStep(user.email, 'vivid-harbor-quartz-1987');
    expect(first.status).toBe('mfa_setup_required');
    if (first.status === 'signed_in') throw new Error('unreachable');
    // No challenge is possible without a factor.
    expect(
      (
        await t.request(
          '/api/auth/mfa/totp/',
          post({ flow_token: first.flow_token, code: '123456' }),
        )
      ).status,
    ).toBe(400);
    const setup = (await (
      await t.request('/api/auth/mfa/setup/totp/', post({ flow_token: first.flow_token }))
    ).json()) as TotpSetup;
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Fundline:setup\.user/);
    expect(setup.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const done = await t.request(
      '/api/auth/mfa/setup/totp/verify/',
      post({ flow_token: first.flow_token, code: totpAt(setup.secret) }),
    );
    expect(done.status).toBe(200);
    const result = (await done.json()) as MfaSetupResult;
    expect(result.recovery_codes).toHaveLength(10);
    expect(result.token).toMatchObject({ status: 'signed_in', email: user.email });
    const state = (await (
      await t.request('/api/auth/session/', { token: result.token.access })
    ).json()) as SessionState;
    expect(state.factors).toMatchObject([{ type: 'totp', verified: true }]);
    expect(state.flags).toEqual([]);
    expect(state.auth_methods).toEqual(['password', 'totp']);

    // With a factor, set-up is closed to someone holding only the password.
    tick();
    const later = await passwordStep(user.email, 'vivid-harbor-quartz-1987');
    if (later.status === 'signed_in') throw new Error('unreachable');
    expect(later).toMatchObject({ status: 'mfa_required', has_recovery_codes: true });
    expect(
      (await t.request('/api/auth/mfa/setup/totp/', post({ flow_token: later.flow_token }))).status,
    ).toBe(403);
    // A recovery code works once.
    const wrongRecovery = await t.request(
      '/api/auth/mfa/recovery/',
      post({ flow_token: later.flow_token, code: 'aaaaa-bbbbb' }),
    );
    expect(await wrongRecovery.json()).toMatchObject({ message: 'Incorrect recovery code.' });
    const recovery = result.recovery_codes[0]!;
    const used = await t.request(
      '/api/auth/mfa/recovery/',
      post({ flow_token: later.flow_token, code: recovery.toUpperCase() }),
    );
    expect(await used.json()).toMatchObject({ status: 'signed_in' });
    const third = await passwordStep(user.email, 'vivid-harbor-quartz-1987');
    if (third.status === 'signed_in') throw new Error('unreachable');
    const reused = await t.request(
      '/api/auth/mfa/recovery/',
      post({ flow_token: third.flow_token, code: recovery }),
    );
    expect(reused.status).toBe(400);
  });

  it('flags a password user without MFA and a user without a password', async () => {
    const user = await newUser('flags.user@demo.test', null);
    // A session straight from the service, as an identity provider sign-in would make.
    const { startSession } = await import('../../src/server/auth/session-service');
    const token = await startSession(t.deps, {
      userId: user.id,
      methods: ['magic_link'],
      requestId: 'test',
      next: null,
    });
    const state = (await (
      await t.request('/api/auth/session/', { token: token.access })
    ).json()) as SessionState;
    expect(state.flags).toEqual(['no_password', 'needs_mfa_setup']);
    expect(new Date(state.expires_at).getTime() - new Date(state.started_at).getTime()).toBe(
      43_200 * 60_000,
    );
    // Setting a first password: the strength rules of spec §5, in their words.
    const set = (password: string, password_confirm = password) =>
      t.request(
        '/api/auth/password/',
        post({ password, password_confirm }, { token: token.access }),
      );
    expect(await (await set('')).json()).toMatchObject({
      data: { password: ['Password is required'] },
    });
    expect(await (await set('short-1')).json()).toMatchObject({
      data: { password: ['Password is too short'] },
    });
    expect(await (await set('password1234')).json()).toMatchObject({
      data: { password: ['Pick a stronger password'] },
    });
    expect(await (await set('vivid-harbor-quartz-1987', 'other')).json()).toMatchObject({
      data: { password_confirm: ['Passwords do not match'] },
    });
    expect((await set('vivid-harbor-quartz-1987')).status).toBe(204);
    const after = (await (
      await t.request('/api/auth/session/', { token: token.access })
    ).json()) as SessionState;
    expect(after.flags).toEqual(['password_without_mfa', 'needs_mfa_setup']);
    // Five minutes on, the session is no longer recent enough to change it.
    tick(5 * 60_000 + 1000);
    const stale = await set('another-vivid-harbor-2031');
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({
      code: 'session_too_old',
      message: 'Session has expired. Login again to continue.',
    });
  });

  it('refuses a password reset when the last password or magic-link sign-in is 30 days old', async () => {
    tick();
    const token = await t.signIn('writer@demo.test', 'demo-writer-2026');
    const [row] = await t.deps.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, token.user_id));
    await t.deps.handle.db
      .update(sessions)
      .set({
        last_password_authenticated_at: new Date(clock - 30 * 86_400_000),
        last_authenticated_at: new Date(clock),
      })
      .where(eq(sessions.id, row!.id));
    t.deps.sessions.forget(row!.id);
    const response = await t.request(
      '/api/auth/password/',
      post(
        { password: 'another-vivid-harbor-2031', password_confirm: 'another-vivid-harbor-2031' },
        { token: token.access },
      ),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_too_old' });
  });

  it('throttles repeated failures per account with Retry-After and an audit row', async () => {
    tick();
    const email = 'approver@demo.test';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.request('/api/token/', post({ email, password: `wrong-${i}` }));
      expect(wrong.status).toBe(401);
    }
    const throttled = await t.request(
      '/api/token/',
      post({ email, password: 'demo-approver-2026' }),
    );
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await throttled.json()).toMatchObject({
      code: 'throttled',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
    });
    const audits = await t.deps.handle.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'login_throttled'));
    expect(audits.some((a) => a.target_id === email)).toBe(true);
    // Another account from the same address is not locked out by it.
    expect((await passwordStep('config@demo.test', 'demo-config-2026')).status).toBe(
      'mfa_required',
    );
    tick(15 * 60_000 + 1000);
    expect((await passwordStep(email, 'demo-approver-2026')).status).toBe('mfa_required');
  });

  it('changes factors only with a recent sign-in, and never removes the last one', async () => {
    tick();
    const user = await newUser('factors.user@demo.test', 'vivid-harbor-quartz-1987');
    const first = await passwordStep(user.email, 'vivid-harbor-quartz-1987');
    if (first.status === 'signed_in') throw new Error('unreachable');
    const setup = (await (
      await t.request('/api/auth/mfa/setup/totp/', post({ flow_token: first.flow_token }))
    ).json()) as TotpSetup;
    const { token } = (await (
      await t.request(
        '/api/auth/mfa/setup/totp/verify/',
        post({ flow_token: first.flow_token, code: totpAt(setup.secret) }),
      )
    ).json()) as MfaSetupResult;
    const state = (await (
      await t.request('/api/auth/session/', { token: token.access })
    ).json()) as SessionState;
    const totpId = state.factors[0]!.id;
    const remove = await t.request(`/api/auth/factors/totp/${totpId}/`, {
      method: 'DELETE',
      token: token.access,
    });
    expect(remove.status).toBe(409);
    expect(await remove.json()).toMatchObject({ code: 'last_factor' });
    const fresh = await t.request('/api/auth/recovery-codes/', post({}, { token: token.access }));
    expect(((await fresh.json()) as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    tick(6 * 60_000);
    const stale = await t.request('/api/auth/recovery-codes/', post({}, { token: token.access }));
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'session_too_old' });
    const other = await t.signIn('reader@demo.test', 'demo-reader-2026');
    const foreign = await t.request(`/api/auth/factors/totp/${totpId}/`, {
      method: 'DELETE',
      token: other.access,
    });
    expect([403, 404]).toContain(foreign.status);
  });

  it('throttles per address across accounts', async () => {
    tick(16 * 60_000);
    const { throttle } = t.deps.config.auth;
    const saved = throttle.perAddress;
    throttle.perAddress = 3;
    try {
      for (const email of ['a1@demo.test', 'a2@demo.test', 'a3@demo.test']) {
        expect((await t.request('/api/token/', post({ email, password: 'x' }))).status).toBe(401);
      }
      const blocked = await t.request(
        '/api/token/',
        post({ email: 'reader@demo.test', password: 'demo-reader-2026' }),
      );
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('Retry-After')).toBeTruthy();
      const audits = await t.deps.handle.db
        .select()
        .from(audit_log)
        .where(eq(audit_log.action, 'login_throttled'));
      expect(audits.some((a) => a.target_type === 'address')).toBe(true);
    } finally {
      throttle.perAddress = saved;
      tick(16 * 60_000);
    }
  });

  it('keeps the mailbox to internal users and tells the sign-in pages its settings', async () => {
    const reader = await t.signIn('reader@demo.test', 'demo-reader-2026');
    expect((await t.request('/api/internal/mailbox/', { token: reader.access })).status).toBe(403);
    expect((await t.request('/api/internal/mailbox/')).status).toBe(401);
    expect(await (await t.request('/api/auth/config/')).json()).toEqual({
      allowed_domains: ['localhost'],
      identity_provider_url: null,
      remember_device_days: 30,
    });
  });
});
