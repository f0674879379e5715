import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

const investorMessage =
  'This investor has commitments and cannot be deleted. Remove its commitments first.';

async function openInvestor(page: Page, name: string) {
  await page.goto('/investors');
  const list = page.getByTestId('data-table-investors');
  await list.getByLabel('Search table').fill(name);
  await list.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('an investor with commitments: activity, funds across families, and a refused delete', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/investors');
  // The list is the page's main content: every row, scrolling inside the grid.
  await expect(page.getByTestId('data-table-investors').locator('.ag-row').first()).toBeVisible();
  await expect(page.getByTestId('data-table-investors').getByText(/rows hidden/)).toHaveCount(0);
  await shot(page, '20-investors-list');

  await openInvestor(page, 'Harborview Capital Management');
  await expect(page).toHaveURL(/\/investors\/[0-9a-f-]+\/activity$/);
  const activity = page.getByTestId('data-table-investor-activity');
  await expect(activity.getByText('Commitment', { exact: true }).first()).toBeVisible();
  await shot(page, '21-investor-activity');

  await page.getByRole('link', { name: 'Funds' }).click();
  const funds = page.getByTestId('data-table-investor-commitments');
  await expect(funds.getByRole('link', { name: 'Harborview Capital Partners IV' })).toBeVisible();
  await shot(page, '22-investor-funds');

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete investor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(investorMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await shot(page, '23-investor-delete-refused');
});

test('a new investor: edit with validation, every entity profile field, then delete', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const name = `Willow Creek Trust ${Date.now() % 100000}`;
  await page.goto('/investors');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await chooseOption(page.getByLabel('Legal type'), 'Irrevocable trust');
  await page.getByRole('button', { name: 'Add investor' }).click();
  await expect(page.getByText(`${name} added`)).toBeVisible();
  await openInvestor(page, name);

  await page.getByRole('link', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Investor profile' });
  await profile.getByLabel('Name').fill(' ');
  await profile.getByLabel('Primary contact email').fill('trustee@willow');
  await profile.getByRole('button', { name: 'Save investor' }).click();
  await expect(profile.getByText('This field may not be blank.')).toBeVisible();
  await expect(profile.getByText('Must be valid email')).toBeVisible();
  await profile.getByLabel('Name').fill(`${name} (renamed)`);
  await profile.getByLabel('Primary contact email').fill('trustee@willow.test');
  await profile.getByLabel('External ID').fill('WCT-01');
  await profile.getByRole('button', { name: 'Save investor' }).click();
  await expect(page.getByText('Investor saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} (renamed)` })).toBeVisible();

  await page.getByRole('link', { name: 'Investor entities' }).click();
  const entity = page.getByRole('form', { name: `Profile of ${name}` });
  await entity.getByLabel('Short name').fill('Willow');
  await entity.getByLabel('Street (one line each)').fill('200 Park Avenue\nFloor 12');
  await entity.getByLabel('City').fill('New York');
  await entity.getByLabel('State').fill('Ontario');
  await entity.getByLabel('Postal code').fill('10166');
  await chooseOption(entity.getByLabel('Country'), 'USA');
  await entity.getByLabel('Date joined').fill('2025-01-15');
  await entity.getByRole('button', { name: 'Add contact' }).click();
  await entity.getByRole('button', { name: 'Add contact' }).click();
  await entity.getByLabel('Name', { exact: true }).nth(0).fill('Maya Chen');
  await entity.getByLabel('Email').nth(0).fill('maya@willow.test');
  await entity.getByLabel('Name', { exact: true }).nth(1).fill('Omar Haddad');
  await entity.getByLabel('Email').nth(1).fill('omar@willow.test');
  await entity.getByLabel('Primary').nth(1).check();
  await entity.getByRole('button', { name: 'Add external ID' }).click();
  await entity.getByLabel('Type', { exact: true }).selectOption('juniper_square');
  await entity.getByLabel('ID', { exact: true }).fill('JS-4410');
  // Other specs add fund families in a full run: past ten the select becomes searchable.
  await chooseOption(entity.getByLabel('Fund', { exact: true }), 'Harborview Capital Partners IV');
  await entity.getByLabel('Tax exempt').check();
  await entity.getByRole('button', { name: 'Save entity profile' }).click();
  // The rules spanning fields come from the API's own schema: both shown, nothing saved.
  await expect(entity.getByText('Must be valid US state code')).toBeVisible();
  await expect(entity.getByText('At most 1 primary contact')).toBeVisible();
  await shot(page, '24-investor-entity-invalid');

  await entity.getByLabel('State').fill('NY');
  await entity.getByLabel('Primary').nth(0).uncheck();
  await entity.getByRole('button', { name: 'Save entity profile' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: `Profile of ${name}` });
  await expect(reloaded.getByLabel('State')).toHaveValue('NY');
  await expect(reloaded.getByLabel('Street (one line each)')).toHaveValue(
    '200 Park Avenue\nFloor 12',
  );
  await expect(reloaded.getByLabel('Email').nth(1)).toHaveValue('omar@willow.test');
  await expect(reloaded.getByLabel('Primary').nth(1)).toBeChecked();
  await expect(reloaded.getByLabel('Tax exempt')).toBeChecked();
  await expect(reloaded.getByLabel('ERISA')).not.toBeChecked();
  await shot(page, '25-investor-entity-saved');

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete investor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/investors$/);
  await expect(page.getByText(`${name} (renamed) deleted`)).toBeVisible();
  const list = page.getByTestId('data-table-investors');
  await list.getByLabel('Search table').fill(name);
  await expect(list.getByRole('link', { name: `${name} (renamed)` })).toHaveCount(0);
});

test('the fund sidebar, the summary from the ledger, and a fund entity edit', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  const sidebar = page.getByRole('complementary', { name: 'Fund sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Summary' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // 540,500,000.00 committed over both closes (the calculations spec works it by hand).
  await expect(page.getByTestId('figure-committed-value')).toHaveText('$540,500,000.00');
  await expect(page.getByTestId('figure-committed')).toContainText(
    'From 41 commitments: Commitment 540,500,000.00 (41 ledger rows).',
  );
  const byEntity = page.getByTestId('data-table-fund-summary-by-entity');
  await expect(byEntity.locator('.ag-row-pinned [col-id="committed"]')).toHaveText(
    '$540,500,000.00',
  );
  const closings = page.getByTestId('data-table-fund-summary-closings');
  await expect(closings.getByRole('link', { name: 'Second close' })).toBeVisible();
  await expect(closings.locator('[row-index="1"] [col-id="cumulative"]')).toHaveText(
    '$540,500,000.00',
  );
  await shot(page, '26-fund-summary');

  // Collapsed to a rail, the sidebar opens over the page only after the pointer rests.
  await sidebar.getByRole('button', { name: 'Collapse fund sidebar' }).click();
  await expect(sidebar.getByRole('link', { name: 'Summary' })).toHaveCount(0);
  await sidebar.hover();
  await page.waitForTimeout(400);
  await expect(sidebar.getByRole('link', { name: 'Summary' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Summary' })).toBeVisible({ timeout: 2000 });
  await shot(page, '27-fund-sidebar-hover-open');
  await page.mouse.move(900, 600);
  await expect(sidebar.getByRole('link', { name: 'Summary' })).toHaveCount(0);
  await sidebar.getByRole('button', { name: 'Pin fund sidebar open' }).click();

  await sidebar.getByRole('link', { name: 'Configuration › Fund structure' }).click();
  await page.getByRole('button', { name: 'Edit Harborview GP IV, LLC' }).click();
  const form = page.getByRole('form', { name: 'Edit fund entity' });
  await form.getByLabel('Name', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save entity' }).click();
  await expect(form.getByText('This field may not be blank.')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Harborview GP IV, LLC');
  await form.getByLabel('Short name').fill('HCP GP IV');
  await chooseOption(
    form.getByLabel('Functional type'),
    'General partner and special limited partner',
  );
  await form.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Harborview GP IV, LLC saved')).toBeVisible();
  const row = page.getByRole('row', { name: /Harborview GP IV, LLC/ });
  await expect(row).toContainText('HCP GP IV');
  await expect(row).toContainText('General partner and special limited partner');
  await shot(page, '28-fund-entity-edited');
});
