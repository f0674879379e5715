import { test, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { demoTotpSecret } from '../src/server/db/demo-data';

/** The current code of an authenticator on `secret`, as a phone app would show it. */
export const totpCode = (secret: string) => new TOTP({ secret }).generate();

// A device remembered at the first sign-in of each user: later sign-ins in this run skip
// the second step, so no test ever needs the same TOTP code twice within its 30 seconds.
const rememberedDevices = new Map<string, { name: string; value: string }>();

async function rememberDevice(page: Page, email: string) {
  const cookies = await page.context().cookies();
  const device = cookies.find((c) => c.name.startsWith('fundline_device_'));
  if (device) rememberedDevices.set(email, { name: device.name, value: device.value });
}

/** Signs a demo user in through the pages: email, password, then the authenticator. */
export async function signIn(page: Page, email: string, password: string) {
  const device = rememberedDevices.get(email);
  if (device) {
    const base = test.info().project.use.baseURL ?? '';
    await page.context().addCookies([{ ...device, url: `${base}/api/` }]);
  }
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Wait for the session to be stored before the caller navigates, or the next page
  // load still finds no session and sends the user back to sign in.
  const leftAuth = (url: URL) => !url.pathname.startsWith('/auth/');
  if (device) {
    // A wrong password stays on the page with its alert; the caller checks it.
    await Promise.race([page.waitForURL(leftAuth), page.getByRole('alert').first().waitFor()]);
    return;
  }
  const code = page.getByLabel('Authenticator code');
  const signedInOrError = page.locator('[data-session-state], [role=alert]');
  await Promise.race([code.waitFor(), signedInOrError.first().waitFor()]);
  if (!(await code.isVisible())) return;
  await code.fill(totpCode(demoTotpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(leftAuth);
  await rememberDevice(page, email);
}

/** The login token data of a demo user, through the API (the remembered device if any). */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ access: string; refresh: string }> {
  const remembered = rememberedDevices.get(email);
  const first = await (
    await request.post('/api/token/', {
      data: { email, password },
      headers: remembered ? { cookie: `${remembered.name}=${remembered.value}` } : {},
    })
  ).json();
  if (first.status === 'signed_in') return first;
  const done = await request.post('/api/auth/mfa/totp/', {
    data: { flow_token: first.flow_token, code: totpCode(demoTotpSecret), remember_device: true },
  });
  const body = await done.json();
  if (!done.ok()) throw new Error(`MFA for ${email} failed: ${JSON.stringify(body)}`);
  const { cookies } = await request.storageState();
  const device = cookies.find((c) => c.name.startsWith('fundline_device_'));
  if (device) rememberedDevices.set(email, { name: device.name, value: device.value });
  return body;
}
