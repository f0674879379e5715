import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { MailboxMessage } from '../src/api/auth';
import { demoTotpSecret } from '../src/server/db/demo-data';
import { claimFreshTotpStep } from './totp-steps';

/** The current code of an authenticator on `secret`, as a phone app would show it. */
export const totpCode = (secret: string) => new TOTP({ secret }).generate();

// A device remembered at the first sign-in of each user: later sign-ins in this run skip
// the second step, so no test ever needs the same TOTP code twice within its 30 seconds.
const rememberedDevices = new Map<string, { name: string; value: string }>();

const baseUrl = () => test.info().project.use.baseURL ?? '';

const cookieKeys = async (page: Page) =>
  new Set((await page.context().cookies()).map((c) => `${c.name}=${c.value}`));

/** Signs a demo user in through the pages: email, password, then the authenticator. */
export async function signIn(page: Page, email: string, password: string) {
  const device = rememberedDevices.get(email);
  if (device) {
    await page.context().addCookies([{ ...device, url: `${baseUrl()}/api/` }]);
  }
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Wait for the session to be stored before the caller navigates, or the next page
  // load still finds no session and sends the user back to sign in. A remembered device
  // goes straight in; a wrong password stays on the page with its alert (the caller
  // checks it); otherwise the authenticator step comes.
  const leftAuth = (url: URL) => !url.pathname.startsWith('/auth/');
  const code = page.getByLabel('Authenticator code');
  await Promise.race([
    code.waitFor(),
    page.getByRole('alert').first().waitFor(),
    page.waitForURL(leftAuth),
  ]);
  if (!(await code.isVisible())) return;
  const before = await cookieKeys(page);
  await claimFreshTotpStep(baseUrl(), email);
  await code.fill(totpCode(demoTotpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(leftAuth);
  // The device cookie this sign-in set is this user's (others may be in the context).
  const added = (await page.context().cookies()).find(
    (c) => c.name.startsWith('fundline_device_') && !before.has(`${c.name}=${c.value}`),
  );
  if (added) rememberedDevices.set(email, { name: added.name, value: added.value });
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
  const keys = async () =>
    new Set((await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`));
  const before = await keys();
  await claimFreshTotpStep(baseUrl(), email);
  const done = await request.post('/api/auth/mfa/totp/', {
    data: { flow_token: first.flow_token, code: totpCode(demoTotpSecret), remember_device: true },
  });
  const body = await done.json();
  if (!done.ok()) throw new Error(`MFA for ${email} failed: ${JSON.stringify(body)}`);
  const device = (await request.storageState()).cookies.find(
    (c) => c.name.startsWith('fundline_device_') && !before.has(`${c.name}=${c.value}`),
  );
  if (device) rememberedDevices.set(email, { name: device.name, value: device.value });
  return body;
}

/**
 * The newest mail to `to` (that `which` accepts: a kind, or not one already read), read from
 * the internal mailbox as the demo admin; waits for it to arrive.
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  which: (mail: MailboxMessage) => boolean = () => true,
) {
  const admin = await apiSignIn(request, 'admin@demo.test', 'demo-admin-2026');
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const mail = (await (
        await request.get('/api/internal/mailbox/', {
          headers: { Authorization: `Bearer ${admin.access}` },
        })
      ).json()) as MailboxMessage[];
      found = mail.find((m) => m.to_email === to && which(m));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
