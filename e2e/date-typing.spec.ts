import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';

// Issue 23: every date field on the shared picker, typed key by key as a person types.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const parseError =
  "We couldn't parse the date. Please enter a valid date in the format of MM/DD/YYYY.";

async function typeKeyByKey(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 40 });
}

test('the waterfall As of keeps what is typed and runs nothing on text that is not a date', async ({
  page,
}) => {
  const token = await apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
  const api = await apiCaller(baseURL(), token);
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  const fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const commitments = await api.call<{ commitment_id: string }[]>(
    'get',
    `/api/fund-family/${fund}/commitment-information/`,
  );
  await api.dispose();
  await openSignedIn(
    page,
    `/fund-family/${fund}/commitments/${commitments[0]!.commitment_id}/waterfall`,
    token,
  );
  const asOf = page.getByRole('combobox', { name: 'As of' });
  const runDate = page.getByText(/waterfall as of \d{2}\/\d{2}\/\d{4},/);
  await expect(runDate).toBeVisible();

  await typeKeyByKey(asOf, '06/30/2025');
  await expect(asOf).toHaveValue('06/30/2025');
  await expect(page.getByText(/waterfall as of 06\/30\/2025,/)).toBeVisible();
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(asOf).toHaveValue('06/30/2025');
  await expect(page.getByText(/waterfall as of 06\/30\/2025,/)).toBeVisible();
  await expect(page.getByTestId('figure-waterfall_to_lp-value')).toBeVisible();

  // Stopped one key short: 06/30/20 was a date on the way, but 06/30/202 is not one.
  await typeKeyByKey(asOf, '06/30/202');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(asOf).toHaveValue('06/30/202');
  await expect(page.getByRole('alert')).toHaveText(parseError);
  await expect(asOf).toHaveAttribute('aria-invalid', 'true');
  await expect(runDate).toHaveCount(0);
  await expect(page.getByTestId('figure-waterfall_to_lp-value')).toHaveCount(0);
  await shot(page, 'date-typing-waterfall-not-a-date');

  // The two-digit year the issue says worked still does, written out once committed.
  await typeKeyByKey(asOf, '06/30/25');
  await asOf.press('Enter');
  await expect(asOf).toHaveValue('06/30/2025');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/waterfall as of 06\/30\/2025,/)).toBeVisible();
  await shot(page, 'date-typing-waterfall-typed');
});

test('a date form cell keeps what is typed, key by key', async ({ page }) => {
  const token = await apiSignIn(baseURL(), 'staff@demo.test', 'demo-staff-2026');
  await openSignedIn(page, '/internal/data-table', token);
  const table = page.getByTestId('data-table-gallery-form-cells');
  const values = page.getByTestId('form-values');
  const date = table.getByRole('combobox', { name: 'Effective effective_0' });
  await expect(date).toHaveValue('01/15/2026');

  await typeKeyByKey(date, '06/30/2025');
  await expect(date).toHaveValue('06/30/2025');
  await expect(values).toContainText('"effective_0":"2025-06-30"');
  await date.press('Enter');
  await expect(date).toHaveValue('06/30/2025');

  // Text that is not a date leaves the value as it was before the typing (06/30/20 on the way
  // was a date, but not the one meant).
  await typeKeyByKey(date, '06/30/202');
  await date.press('Enter');
  await expect(date).toHaveValue('06/30/202');
  await expect(values).toContainText('"effective_0":"2025-06-30"');
  await expect(
    table.locator('[row-index="0"] [col-id="effective"]').getByTestId('cell-error'),
  ).toHaveAttribute('title', parseError);
  await shot(page, 'date-typing-form-cell');
});
