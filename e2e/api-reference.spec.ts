import { expect, test } from '@playwright/test';

const artifacts = 'e2e-artifacts';

/** Issue 16: the API reference page renders the document, with nothing fetched from elsewhere. */
test('the API reference page shows the OpenAPI document from this server only', async ({
  page,
  baseURL,
}) => {
  // Some 250 calls: RapiDoc takes its time on a busy 2-core machine.
  test.setTimeout(150_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(request.url());
  });
  await page.goto('/api/docs');
  const doc = page.locator('rapi-doc');
  // RapiDoc renders into its shadow root; Playwright's locators pierce it.
  await expect(doc.getByText('Every call but the public ones')).toBeVisible({ timeout: 90_000 });
  await expect(
    doc.getByText('Sign in with email and password', { exact: true }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${artifacts}/api-reference-01-overview.png` });
  await doc.getByText('Change an investor', { exact: true }).first().click();
  await expect(doc.getByText('PUT /api/investor/{investorId}').first()).toBeVisible();
  await expect(
    doc.locator('textarea').filter({ hasText: 'primary_contact_email' }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${artifacts}/api-reference-02-operation.png` });
  expect(elsewhere).toEqual([]);
});
