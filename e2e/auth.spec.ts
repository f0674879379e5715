import { expect, test, type Page } from '@playwright/test';
import { e2eRefreshReuseGraceSeconds as refreshReuseGraceSeconds } from './e2e-server-settings';
import { demoTotpSecret } from '../src/server/db/demo-data';
import { latestMail, totpCode } from './auth-helpers';
import { claimFreshTotpStep } from './totp-steps';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/auth-${name}.png`, fullPage: true });

async function identify(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function passwordStep(page: Page, email: string, password: string) {
  await identify(page, email);
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await expect(page).toHaveURL(/\/auth\/password$/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function authenticatorStep(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  await claimFreshTotpStep(test.info().project.use.baseURL ?? '', email);
  await page.getByLabel('Authenticator code').fill(totpCode(demoTotpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

const signedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/fund-family$/);
  await expect(page.getByRole('heading', { name: 'Fund families', exact: true })).toBeVisible();
};

test('password, then a wrong and a right authenticator code', async ({ page }) => {
  await identify(page, 'manager@demo.test');
  await shot(page, '01-choose-method');
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill('demo-manager-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  const wrong = totpCode(demoTotpSecret) === '000000' ? '111111' : '000000';
  await page.getByLabel('Authenticator code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Incorrect code.')).toBeVisible();
  await expect(page.getByLabel('Authenticator code')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '02-mfa-incorrect-code');
  await authenticatorStep(page, 'manager@demo.test');
  await signedIn(page);
});

test('a wrong password and an unknown email get the same answer', async ({ page }) => {
  await passwordStep(page, 'reader@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await shot(page, '03-incorrect-password');
  await passwordStep(page, 'nobody@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});

test('a magic link from the mailbox signs in once, then the authenticator', async ({
  page,
  request,
}) => {
  await page.goto('/fund-family');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Ffund-family/);
  await page.getByLabel('Email', { exact: true }).fill('writer@demo.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/We sent a sign-in link to writer@demo.test/)).toBeVisible();
  await shot(page, '04-link-sent');
  const mail = await latestMail(request, 'writer@demo.test');
  const link = new URL(/(http\S+\/auth\/continue\?token=\S+)/.exec(mail.text_body)![1]!);
  await page.goto(link.pathname + link.search);
  await authenticatorStep(page, 'writer@demo.test');
  await signedIn(page);
  // The link is single use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname + link.search);
  await expect(
    page.getByText('Session has expired. Login again to continue.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an emailed code: a wrong one, then the right one', async ({ page, request }) => {
  await identify(page, 'approver@demo.test');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  const mail = await latestMail(request, 'approver@demo.test');
  const code = /code is (\d{6})/.exec(mail.text_body)![1]!;
  await page.getByLabel('Code', { exact: true }).fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect code.')).toBeVisible();
  await shot(page, '05-code-incorrect');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await authenticatorStep(page, 'approver@demo.test');
  await signedIn(page);
});

test('an expired code says the session expired and goes back to login', async ({
  page,
  request,
}) => {
  await identify(page, 'config@demo.test');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const first = await latestMail(request, 'config@demo.test');
  // A new code replaces the first, which from then on is expired.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await latestMail(request, 'config@demo.test', (mail) => mail.id !== first.id);
  await page.getByLabel('Code', { exact: true }).fill(/code is (\d{6})/.exec(first.text_body)![1]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Session has expired. Login again to continue.').first(),
  ).toBeVisible();
  await shot(page, '06-code-expired');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
});

test('a new user sets up an authenticator app from the QR code and gets recovery codes', async ({
  page,
}) => {
  await passwordStep(page, 'newcomer@demo.test', 'demo-newcomer-2026');
  await expect(page).toHaveURL(/\/auth\/mfa\/setup$/);
  await shot(page, '07-mfa-setup-choose');
  await page.getByRole('button', { name: 'Use an authenticator app' }).click();
  await expect(page.getByAltText('QR code for the authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await shot(page, '08-mfa-setup-qr');
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await shot(page, '09-recovery-codes');
  await page.getByRole('button', { name: 'I saved them, continue' }).click();
  await signedIn(page);
});

test('a security key: registered at set-up, then asked for at the next sign-in', async ({
  page,
}) => {
  // WebAuthn needs a domain, not an IP address: this test runs on localhost.
  const origin = (test.info().project.use.baseURL ?? '').replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const login = async () => {
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('Email', { exact: true }).fill('newhire@demo.test');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue with password' }).click();
    await page.getByLabel('Password', { exact: true }).fill('demo-newhire-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await login();
  await expect(page).toHaveURL(/\/auth\/mfa\/setup$/);
  // Not remembered, so the next sign-in asks for the key.
  await page.getByLabel(/Remember this device/).uncheck();
  await page.getByRole('button', { name: 'Use a security key' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved them, continue' }).click();
  await signedIn(page);
  await page.goto(`${origin}/auth/logout`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await login();
  await expect(page).toHaveURL(/\/auth\/mfa$/);
  await shot(page, '10-security-key-challenge');
  await page.getByLabel(/Remember this device/).uncheck();
  await page.getByRole('button', { name: 'Use your security key' }).click();
  await signedIn(page);
});

test('two tabs refresh one token together; reusing it later revokes the session and the page signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000 + refreshReuseGraceSeconds * 1000);
  await passwordStep(page, 'writer@demo.test', 'demo-writer-2026');
  await authenticatorStep(page, 'writer@demo.test');
  await signedIn(page);
  const tokens = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('fundline.tokens') ?? '{}'),
  );
  const refresh = (token: string) =>
    request.post('/api/token/refresh/', { data: { refresh: token } });
  // Two tabs refreshing the same token at once both go on.
  const together = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
  expect(together.map((answer) => answer.status())).toEqual([200, 200]);
  // The browser still holds the token they rotated: presented after the grace window, it is
  // a replay.
  await page.waitForTimeout((refreshReuseGraceSeconds + 1) * 1000);
  const reuse = await refresh(tokens.refresh);
  expect(reuse.status()).toBe(401);
  expect((await reuse.json()).message).toBe('Session has expired. Login again to continue.');
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(
    page.getByText('Session has expired. Login again to continue.').first(),
  ).toBeVisible();
});

test('repeated wrong passwords are throttled with Retry-After', async ({ page, request }) => {
  // An address nobody signs in with: a real demo account stays locked for 15 minutes after
  // this, and later specs sign in with every one of them. Unknown accounts are throttled alike.
  const email = 'locked-out@demo.test';
  for (let i = 0; i < 5; i += 1) {
    const response = await request.post('/api/token/', {
      data: { email, password: `wrong-${i}` },
    });
    expect(response.status()).toBe(401);
  }
  const throttled = await request.post('/api/token/', {
    data: { email, password: 'demo-beacon-2026' },
  });
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
  await passwordStep(page, email, 'demo-beacon-2026');
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Try again in 15 minutes\.$/,
  );
  await shot(page, '11-throttled');
});

test('the iframe answers an allowed parent only', async ({ page }) => {
  const base = new URL(test.info().project.use.baseURL ?? '');
  const local = `http://localhost:${base.port}`;
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The parent is any page of the app; it embeds the iframe from the other host name.
  const embed = (src: string) =>
    page.evaluate((url) => {
      const w = window as unknown as { messages?: unknown[] };
      if (!w.messages) addEventListener('message', (e) => w.messages?.push(e.data));
      w.messages = [];
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.append(frame);
    }, src);
  const messages = () =>
    page.evaluate(() => (window as unknown as { messages: unknown[] }).messages);

  // localhost is an allowed domain (AUTH_ALLOWED_DOMAINS): nobody is signed in there.
  await page.goto(`${local}/auth/nowhere`);
  await embed(`${local}/auth/iframe`);
  await expect.poll(messages).toEqual([{ type: 'mb-auth-logged-out' }]);

  // A corrupt stored session is forced out, and the parent hears "logged out".
  await page.evaluate(() => localStorage.setItem('fundline.tokens', '{"access":"garbage"'));
  await embed(`${local}/auth/iframe`);
  await expect.poll(messages).toEqual([{ type: 'mb-auth-logged-out' }]);
  expect(await page.evaluate(() => localStorage.getItem('fundline.tokens'))).toBeNull();

  // 127.0.0.1 is not: no answer at all, only an error in the iframe's log.
  await page.goto(`${base.origin}/auth/nowhere`);
  await embed(`${local}/auth/iframe`);
  await expect.poll(() => errors.some((e) => e.includes('127.0.0.1 is not allowed'))).toBe(true);
  expect(await messages()).toEqual([]);
});

test('unknown auth paths show not found; /auth goes home', async ({ page }) => {
  await page.goto('/auth/nowhere');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a forgotten password is reset through a magic link, with the strength rules', async ({
  page,
  request,
}) => {
  await page.goto('/auth/password/reset');
  await page.getByLabel('Email', { exact: true }).fill('config@demo.test');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();
  const mail = await latestMail(request, 'config@demo.test');
  const link = new URL(/(http\S+\/auth\/continue\?token=\S+)/.exec(mail.text_body)![1]!);
  await page.goto(link.pathname + link.search);
  await authenticatorStep(page, 'config@demo.test');
  await expect(page).toHaveURL(/\/auth\/password\/reset$/);
  const save = async (password: string, confirm = password) => {
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(confirm);
    await page.getByRole('button', { name: 'Save password' }).click();
  };
  await save('');
  await expect(page.getByText('Password is required')).toBeVisible();
  await save('short-1');
  await expect(page.getByText('Password is too short')).toBeVisible();
  await save('password1234');
  await expect(page.getByText('Pick a stronger password')).toBeVisible();
  await save('vivid-harbor-quartz-1987', 'vivid-harbor-quartz-1988');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await shot(page, '12-password-rules');
  await save('vivid-harbor-quartz-1987');
  await signedIn(page);
  // The new password works (this device was remembered at the second step).
  await page.goto('/auth/logout');
  await passwordStep(page, 'config@demo.test', 'vivid-harbor-quartz-1987');
  await signedIn(page);
});

test('the simple login keeps email and password on one page, then the authenticator', async ({
  page,
}) => {
  await page.goto('/auth/login/simple');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('reader@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/auth\/login\/simple$/);
  await page.getByLabel('Password', { exact: true }).fill('demo-reader-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await shot(page, '13-simple-login-mfa');
  await authenticatorStep(page, 'reader@demo.test');
  await signedIn(page);
});

test('setting a password needs a signed-in user: the visit goes to sign in and back', async ({
  page,
}) => {
  await page.goto('/auth/password/setup');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fauth%2Fpassword%2Fsetup$/);
  await page.getByLabel('Email', { exact: true }).fill('writer@demo.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue with password' }).click();
  await page.getByLabel('Password', { exact: true }).fill('demo-writer-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await authenticatorStep(page, 'writer@demo.test');
  await expect(page).toHaveURL(/\/auth\/password\/setup$/);
  await expect(page.getByRole('form', { name: 'Set a password' })).toBeVisible();
});
