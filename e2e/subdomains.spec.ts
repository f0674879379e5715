import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, putSession } from './api-sign-in';
import { subdomainBase, subdomainPort } from './subdomain-hosts';

// Runs in the "subdomains" project: a server with SUBDOMAIN_BASE set, and a chromium that
// resolves every name under the base to this machine.
const port = subdomainPort(Number(process.env.E2E_PORT ?? 3210));
const apiBase = `http://127.0.0.1:${port}`;
const origin = (label: string) => `http://${label}.${subdomainBase}:${port}`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

/** Each web domain keeps its own local storage, so the session is put on each origin. */
async function openAt(page: Page, url: string, email: string, password: string) {
  const token = await apiSignIn(apiBase, email, password);
  await page.goto(`${new URL(url).origin}/auth/login`);
  // A fresh sign-in: nothing of an earlier user (such as the selected customer) stays.
  await page.evaluate(() => localStorage.clear());
  await putSession(page, token);
  await page.goto(url);
}

test('the auth-only address shows only the account selector, account and internal areas', async ({
  page,
}) => {
  await openAt(page, `${origin('auth')}/`, 'admin@demo.test', 'demo-admin-2026');
  await expect(page).toHaveURL(`${origin('auth')}/account-selector`);
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Capital' })).toHaveAttribute(
    'href',
    `${origin('demo-capital')}/`,
  );
  await expect(page.getByRole('link', { name: 'Beacon Partners' })).toHaveAttribute(
    'href',
    `${origin('beacon-partners')}/`,
  );
  // No customer here, so no product areas and no customer switcher.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch customer' })).toHaveCount(0);
  await shot(page, 'subdomains-01-auth-only-account-selector');

  await page.goto(`${origin('auth')}/fund-family`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await page.goto(`${origin('auth')}/account`);
  await expect(page).toHaveURL(`${origin('auth')}/account/security`);
  await page.goto(`${origin('auth')}/internal/workflows`);
  await expect(page.getByRole('button', { name: '← Back to app' })).toBeVisible();
});

test('a customer web domain acts for its customer and sends internal pages to the auth address', async ({
  page,
  context,
}) => {
  await openAt(page, `${origin('demo-capital')}/`, 'admin@demo.test', 'demo-admin-2026');
  await expect(page).toHaveURL(`${origin('demo-capital')}/fund-family`);
  await expect(page.getByRole('link', { name: 'Harborview Capital Partners IV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch customer' })).toContainText('Demo Capital');
  await shot(page, 'subdomains-02-demo-capital-domain');

  // Spec §2: with subdomains the switcher opens the other customer's domain in a new tab.
  await page.getByRole('button', { name: 'Switch customer' }).click();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: /Beacon Partners/ }).click();
  const beacon = await popup;
  await expect(beacon).toHaveURL(new RegExp(`^${origin('beacon-partners')}/`));
  await expect(page).toHaveURL(`${origin('demo-capital')}/fund-family`);

  // The auth address keeps its own session (this context never signed in there), so it
  // asks for a sign-in that leads back to the internal page.
  await page.goto(`${origin('demo-capital')}/internal/workflows`);
  await expect(page).toHaveURL(`${origin('auth')}/auth/login?next=%2Finternal%2Fworkflows`);
});

test('the Beacon web domain shows Beacon, and a user without Beacon is told so', async ({
  page,
}) => {
  await openAt(page, `${origin('beacon-partners')}/`, 'admin@demo.test', 'demo-admin-2026');
  await expect(page.getByTestId('integration-testing-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch customer' })).toContainText(
    'Beacon Partners',
  );
  await expect(page.getByRole('link', { name: 'Harborview Capital Partners IV' })).toHaveCount(0);

  await openAt(page, `${origin('beacon-partners')}/`, 'reader@demo.test', 'demo-reader-2026');
  await expect(page.getByRole('alert')).toContainText(
    `You have no access to beacon-partners.${subdomainBase}.`,
  );
  await shot(page, 'subdomains-03-no-access');
});
