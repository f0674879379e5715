import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, request, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { claimFreshTotpStep } from './totp-steps';

type Token = {
  access: string;
  refresh: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  intercom_user_hash: string | null;
};

// The demo accounts' public authenticator secret (src/server/db/demo-data.ts).
const demoTotpSecret = 'FUNDLINEDEMOAUTHENTICATORSECRETS';

// Playwright restarts its worker after a failure, so tokens live in a file per server port:
// signing in again within the same 30 s window would replay a one-time code.
const cacheFile = (baseURL: string) => `.data/e2e-tokens-${new URL(baseURL).port}.json`;
const readCache = (baseURL: string): Record<string, Token> =>
  existsSync(cacheFile(baseURL)) ? JSON.parse(readFileSync(cacheFile(baseURL), 'utf8')) : {};

/**
 * Signs in through the API once per user and run (password, then the demo TOTP code when
 * the server asks for a second factor), so these tests do not depend on the sign-in
 * screens, which have their own tests, and never replay a one-time code.
 */
export async function apiSignIn(baseURL: string, email: string, password: string): Promise<Token> {
  const context = await request.newContext({ baseURL });
  const known = readCache(baseURL)[email];
  if (known) {
    // Rotated here rather than handed back as cached: an access token near its end makes the
    // page refresh at once, and a refresh token an earlier page already rotated is a reuse the
    // server answers by revoking the session (the page lands on sign-in).
    const refreshed = await context.post('/api/token/refresh/', {
      data: { refresh: known.refresh },
    });
    if (refreshed.ok()) {
      const pair = (await refreshed.json()) as Pick<Token, 'access' | 'refresh'>;
      await context.dispose();
      const fresh = { ...known, access: pair.access, refresh: pair.refresh };
      writeFileSync(cacheFile(baseURL), JSON.stringify({ ...readCache(baseURL), [email]: fresh }));
      return fresh;
    }
  }
  const first = await context.post('/api/token/', { data: { email, password } });
  if (!first.ok()) throw new Error(`sign-in failed: ${first.status()} ${await first.text()}`);
  let body = (await first.json()) as Token & { status?: string; flow_token?: string };
  if (body.status === 'mfa_required') {
    await claimFreshTotpStep(baseURL, email);
    const code = new TOTP({ secret: demoTotpSecret }).generate();
    const mfa = await context.post('/api/auth/mfa/totp/', {
      data: { flow_token: body.flow_token, code, remember_device: false },
    });
    if (!mfa.ok()) throw new Error(`MFA failed: ${mfa.status()} ${await mfa.text()}`);
    body = (await mfa.json()) as Token;
  }
  await context.dispose();
  mkdirSync('.data', { recursive: true });
  writeFileSync(cacheFile(baseURL), JSON.stringify({ ...readCache(baseURL), [email]: body }));
  return body;
}

/** Puts the session where the app keeps it (spec §9 local storage keys) on the page's origin. */
export async function putSession(page: Page, token: Token) {
  await page.evaluate((t) => {
    localStorage.setItem(
      'fundline.tokens',
      JSON.stringify({ access: t.access, refresh: t.refresh }),
    );
    localStorage.setItem(
      'fundline.user',
      JSON.stringify({
        userId: t.user_id,
        email: t.email,
        firstName: t.first_name,
        lastName: t.last_name,
        intercomUserHash: t.intercom_user_hash,
      }),
    );
  }, token);
}

/** Puts the session in place, then opens `path`. */
export async function openSignedIn(page: Page, path: string, token: Token) {
  await page.goto('/auth/login');
  await putSession(page, token);
  await page.goto(path);
}

/**
 * An API caller signed in with `token` for a spec's own setup and reads: every answer must be
 * OK (its body is the failure message), and the JSON body comes back typed.
 */
export async function apiCaller(baseURL: string, token: Token) {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const call = async <T>(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    url: string,
    data?: unknown,
  ) => {
    const response = await context[method](url, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  return { call, dispose: () => context.dispose() };
}
