import { TOTP } from 'otpauth';
import type { SignInResult, TokenResponse } from '../../src/api/auth';
import { createApiApp } from '../../src/server/app';
import type { Deps } from '../../src/server/app-env';
import { readConfig } from '../../src/server/config';
import { createDeps } from '../../src/server/create-deps';
import { demoTotpSecret } from '../../src/server/db/demo-data';
import type { TestDatabase } from './test-databases';

export type TestApp = {
  deps: Deps;
  request: (
    path: string,
    init?: RequestInit & { token?: string; customerId?: string },
  ) => Promise<Response>;
  signIn: (email: string, password: string) => Promise<TokenResponse>;
  dispose: () => Promise<void>;
};

/** The real API app over a fresh, migrated and seeded test database. */
export async function startTestApp(
  database: TestDatabase,
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  const { handle, dispose } = await database.open({ seeded: true });
  const deps = await createDeps(
    { ...readConfig({}), logRequests: false, appEnv: 'test' },
    { handle, now: options.now, log: () => {} },
  );
  const app = createApiApp(deps);
  const deviceCookies = new Map<string, string>();
  const request: TestApp['request'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.customerId) headers.set('X-Customer-Id', init.customerId);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return Promise.resolve(app.request(path, { ...init, headers }));
  };
  return {
    deps,
    request,
    signIn: async (email, password) => {
      const cookie = deviceCookies.get(email);
      const response = await request('/api/token/', {
        method: 'POST',
        body: JSON.stringify({ email, password }),
        headers: cookie ? { cookie } : {},
      });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      const result = (await response.json()) as SignInResult;
      if (result.status === 'signed_in') return result;
      // Demo users have an authenticator on the public demo secret; the device is then
      // remembered, so later sign-ins in the same file never replay a code.
      const code = new TOTP({ secret: demoTotpSecret }).generate({
        timestamp: deps.now().getTime(),
      });
      const mfa = await request('/api/auth/mfa/totp/', {
        method: 'POST',
        body: JSON.stringify({ flow_token: result.flow_token, code, remember_device: true }),
      });
      if (mfa.status !== 200) throw new Error(`MFA failed: ${mfa.status} ${await mfa.text()}`);
      const device = mfa.headers.get('set-cookie')?.split(';')[0];
      if (device) deviceCookies.set(email, device);
      return (await mfa.json()) as TokenResponse;
    },
    dispose,
  };
}
