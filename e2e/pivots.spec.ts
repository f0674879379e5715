import { request, type Page } from '@playwright/test';
import { expect, test } from './grid-console-errors';
import { apiSignIn, openSignedIn } from './api-sign-in';

const artifacts = 'e2e-artifacts';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: true });

const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'staff@demo.test', 'demo-staff-2026');

/** A synthetic ledger in the admin's default customer (idempotent by fund family name). */
test.beforeAll(async () => {
  const token = await admin();
  const context = await request.newContext({ baseURL: baseURL() });
  const response = await context.post('/api/internal/test-data/ledger', {
    headers: { Authorization: `Bearer ${token.access}` },
    data: { fund_family_name: 'E2E Pivot Fund', transactions: 5000 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await context.dispose();
});

const open = async (page: Page, path: string) => openSignedIn(page, path, await admin());

test('draft pivot over the ledger, saved, favourited and deleted', async ({ page }) => {
  await open(page, '/pivots');
  await expect(page.getByRole('heading', { name: 'New pivot' })).toBeVisible();
  const table = page.getByTestId('data-table-pivot-draft');
  await expect(table.locator('.ag-header-cell[col-id="pivot_0"]')).toBeVisible();
  await table.getByLabel('Search table').fill('Test Investor Entity 001');
  await expect(table.getByText('Test Investor Entity 001')).toBeVisible();
  await table.getByLabel('Search table').fill('');
  await expect(table.locator('.ag-row-pinned [col-id="entity__legal_name"]')).toHaveText('Total');
  await expect(page.getByTestId('pivot-views-pane')).toHaveCSS('width', '450px');
  await shot(page, 'pivots-01-draft');

  // Bad input changes nothing: an empty name is refused on the client.
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('This field may not be blank.')).toBeVisible();

  await page.getByLabel('View name').fill('E2E fees by LP');
  await page.getByLabel('Organization').check();
  await page.getByLabel('Transaction codes').fill('management_fee');
  await page.getByLabel('Transaction codes').blur();
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page).toHaveURL(/\/pivots\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { name: 'E2E fees by LP' })).toBeVisible();
  const saved = page.getByTestId(/data-table-pivot-/);
  await expect(saved.locator('.ag-header-cell[col-id="pivot_0"]')).toContainText('management_fee');
  await expect(saved.locator('.ag-header-cell[col-id="pivot_1"]')).toHaveCount(0);

  const views = page.getByRole('navigation', { name: 'Pivot views' });
  await expect(
    views.getByRole('region', { name: 'All Views' }).getByRole('link', { name: 'E2E fees by LP' }),
  ).toBeVisible();
  await views.getByRole('button', { name: 'Favorite E2E fees by LP' }).first().click();
  await expect(
    views.getByRole('region', { name: 'Favorites' }).getByRole('link', { name: 'E2E fees by LP' }),
  ).toBeVisible();
  await shot(page, 'pivots-02-saved-favorite');

  // Reloading the details route decodes the saved (gzip+base64) parameters again.
  await page.reload();
  await expect(page.getByLabel('Transaction codes')).toHaveValue('management_fee');

  page.once('dialog', (dialog) => void dialog.accept());
  await views.getByRole('button', { name: 'Delete E2E fees by LP' }).first().click();
  await expect(page).toHaveURL(/\/pivots$/);
  await expect(views.getByRole('link', { name: 'E2E fees by LP' })).toHaveCount(0);
});

test('sample views have no edit or favourite, and the pane snaps closed', async ({ page }) => {
  await open(page, '/pivots');
  const views = page.getByRole('navigation', { name: 'Pivot views' });
  const samples = views.getByRole('region', { name: 'Samples' });
  await expect(samples.getByRole('link')).toHaveText([
    'ITD Fees',
    'ITD Capital Calls',
    'ITD Distributions',
    'ITD Commitments, Contributions, Distributions',
  ]);
  await samples
    .getByRole('link', { name: 'ITD Commitments, Contributions, Distributions' })
    .click();
  await expect(page).toHaveURL(
    /\/pivots\/sample-itd-commitments-contributions-distributions\/details$/,
  );
  const table = page.getByTestId(
    'data-table-pivot-sample-itd-commitments-contributions-distributions',
  );
  // The view takes the customer's codes of each kind (GET /transactions/codes): the synthetic
  // ledger's and the demo fund's alike, whatever they are called.
  await expect(table.locator('.ag-header-cell')).toContainText([
    'Investor entity',
    'capital_contribution',
    'commitment',
    'contribution_investment',
    'distribution',
    'Total',
  ]);
  // Hand-worked from the synthetic ledger's generator (insert-ledger-test-data.ts): rows g with
  // g mod 5 = 0 (capital_contribution), 1 (commitment) or 2 (distribution) and
  // floor(g / 10) mod 24 = 0, each ((g × 7919) mod 1,000,000 + 1,000) × 100 cents.
  await table.getByLabel('Search table').fill('Test Investor Entity 001');
  await expect(table.getByRole('status', { name: 'Table status' })).toContainText('1 row');
  const row = table.locator('[row-index="0"]');
  const cellOf = async (code: string) => {
    const header = table.locator('.ag-header-cell', {
      has: page.getByText(code, { exact: true }),
    });
    return row.locator(`[col-id="${await header.getAttribute('col-id')}"]`);
  };
  await expect(await cellOf('capital_contribution')).toHaveText('$19,108,695.00');
  await expect(await cellOf('commitment')).toHaveText('$19,441,293.00');
  await expect(await cellOf('distribution')).toHaveText('$19,773,891.00');
  // The demo fund's codes hold nothing of a synthetic investor.
  await expect(await cellOf('contribution_investment')).toHaveText('');
  // Its commitments, contributions and distributions are not one sum: its Total stays empty
  // (rows of one kind, such as an investor with only a commitment, keep theirs).
  await expect(row.locator('[col-id="total"]')).toHaveText('');
  await table.getByLabel('Search table').fill('');
  await expect(samples.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await shot(page, 'pivots-03-sample');

  const divider = page.getByRole('separator', { name: 'Resize saved views' });
  const box = (await divider.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(700, box.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('pivot-views-pane')).toHaveCSS('width', '700px');
  await page.mouse.move(box.x + 4 + 250, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(30, box.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('pivot-views-pane')).toHaveCount(0);
});
