import { expect, test } from '@playwright/test';

const artifacts = 'e2e-artifacts';

/** Issue 16: the API reference page renders the document, with nothing fetched from elsewhere. */
test('the API reference page shows the OpenAPI document from this server only', async ({
  page,
  baseURL,
}) => {
  // Some 400 operations: the focused view renders the navigation and one operation at a time.
  test.setTimeout(90_000);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(request.url());
  });
  await page.goto('/api/docs');
  const doc = page.locator('rapi-doc');
  // RapiDoc renders into its shadow root; Playwright's locators pierce it.
  await expect(doc.getByText('Every call but the public ones')).toBeVisible({ timeout: 45_000 });
  // The navigation lists every operation by its summary (after its method's label).
  await expect(doc.getByText('Sign in with email and password').first()).toBeVisible();
  await page.screenshot({ path: `${artifacts}/api-reference-01-overview.png` });
  // Playwright never finds RapiDoc's navigation items stable enough to click them itself; the
  // click is the user's all the same, and the operation it opens is checked below.
  await doc
    .getByText('Change an investor')
    .filter({ visible: true })
    .first()
    .click({ force: true });
  await expect(doc.getByText('PUT /api/investor/{investorId}').first()).toBeVisible();
  await expect(
    doc.locator('textarea').filter({ hasText: 'primary_contact_email' }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${artifacts}/api-reference-02-operation.png` });
  expect(elsewhere).toEqual([]);
});
