import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

// The database is shared by every spec of a run: names carry this run's stamp.
const stamp = Date.now().toString(36).slice(-5);
const bank = `Lakeside Lending ${stamp}`;
const alder = `Alder Pension ${stamp}`;
const birch = `Birch Endowment ${stamp}`;

async function searchAndOpen(page: Page, tableTestId: string, name: string) {
  const table = page.getByTestId(tableTestId);
  await table.getByLabel('Search table').fill(name);
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('global entities: add one, bulk add banks by pasting rows, edit it', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.getByRole('navigation').getByRole('link', { name: 'Entities' }).click();
  await expect(page).toHaveURL(/\/entities$/);
  await expect(
    page.getByTestId('data-table-global-entities').getByText(/rows hidden/),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'New entity' });
  await form.getByLabel('Full name').fill(bank);
  await chooseOption(form.getByLabel('Functional type'), 'Lender');
  await form.getByRole('button', { name: 'Add entity' }).click();
  await expect(page.getByRole('heading', { name: bank, exact: true })).toBeVisible();
  await page.getByRole('link', { name: '← Entities' }).click();
  await shot(page, '60-entities-list');

  await page.getByRole('link', { name: 'Bulk add banks' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk add banks' })).toBeVisible();
  // Two rows as a spreadsheet puts them on the clipboard; the second has a bad account number
  // and names an entity that does not exist.
  await page
    .getByLabel('Rows to paste')
    .fill(
      `${bank}\tFirst Harbor Bank\tOperating\t000123456789\t021000021\tFHBKUS33\n` +
        `Nobody LLC\tFirst Harbor Bank\tReserve\t12\t\t`,
    );
  await page.getByRole('button', { name: 'Add rows' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 cells to fix' })).toBeVisible();
  const grid = page.getByTestId('data-table-entities-bulk-banks');
  await expect(grid.getByLabel('Account number row 2')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, '61-bulk-banks-errors');

  // Fix the second row in the grid: pick the entity, type a valid account number.
  await chooseOption(grid.getByLabel('Entity row 2'), bank);
  const account = grid.getByLabel('Account number row 2');
  await account.fill('99887766');
  await account.press('Enter');
  await page.getByRole('button', { name: 'Save 2 rows' }).click();
  await expect(page.getByText('2 bank accounts added')).toBeVisible();
  await expect(page).toHaveURL(/\/entities$/);

  await searchAndOpen(page, 'data-table-global-entities', bank);
  await page.getByRole('link', { name: 'Banks' }).click();
  const banks = page.getByRole('region', { name: 'Bank accounts' });
  await expect(banks.getByText('••••••••6789')).toBeVisible();
  await expect(banks.getByText('••••7766')).toBeVisible();
  await expect(banks.getByText('000123456789')).toHaveCount(0);
  await shot(page, '62-entity-banks');

  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByLabel('Short name').fill('Lakeside');
  await chooseOption(page.getByLabel('Legal type'), 'LLC');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText(`${bank} saved`)).toBeVisible();
  await expect(page.getByText('External entity · Lender · LLC')).toBeVisible();
  await shot(page, '63-entity-profile-saved');
});

test('investors: bulk create, link and unlink an entity, performance', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/investors');
  await page.getByRole('link', { name: 'Bulk create investors' }).click();
  await page
    .getByLabel('Rows to paste')
    .fill(
      `Investor\tInvestor entity\tLegal type\tPrimary contact email\n` +
        `${alder}\t${alder} LP\tLimited partnership\tir@alder.test\n` +
        `${birch}\t${birch} Trust\tIrrevocable trust\t\n`,
    );
  await page.getByRole('button', { name: 'Add rows' }).click();
  await expect(page.getByRole('button', { name: 'Save 2 rows' })).toBeEnabled();
  await shot(page, '64-bulk-create-investors');
  await page.getByRole('button', { name: 'Save 2 rows' }).click();
  await expect(page.getByText('2 investors created')).toBeVisible();

  await searchAndOpen(page, 'data-table-investors', alder);
  await page.getByRole('link', { name: 'Investor entities' }).click();
  const linkForm = page.getByRole('form', { name: 'Link an investor entity' });
  await chooseOption(linkForm.getByRole('combobox'), `${birch} Trust (of ${birch})`);
  await linkForm.getByRole('button', { name: 'Link entity' }).click();
  await expect(page.getByText(`${birch} Trust linked`)).toBeVisible();
  const linked = page.getByRole('region', { name: `${birch} Trust` });
  await expect(linked.getByText('Linked entity')).toBeVisible();
  await shot(page, '65-investor-entity-linked');

  // An entity holding commitments, once linked, cannot be unlinked.
  // The picker is searchable (many entities): typing the owner narrows it to that investor's.
  const picker = linkForm.getByRole('combobox');
  await picker.click();
  await picker.fill('(of Harborview Capital Management)');
  const committed = page.getByRole('listbox').getByRole('option').first();
  const committedName = (await committed.textContent())!.replace(/ \(of .*\)$/, '');
  await committed.click();
  await linkForm.getByRole('button', { name: 'Link entity' }).click();
  const held = page.getByRole('region', { name: committedName, exact: true });
  await held.getByRole('button', { name: 'Unlink' }).click();
  await expect(
    page.getByText(/commitment\(s\) under this investor and cannot be unlinked/),
  ).toBeVisible();
  await expect(held).toBeVisible();
  await shot(page, '66-unlink-refused');

  await linked.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText(`${birch} Trust unlinked`)).toBeVisible();
  await expect(page.getByRole('region', { name: `${birch} Trust` })).toHaveCount(0);

  await page.getByRole('link', { name: 'Performance' }).click();
  const performance = page.getByRole('region', {
    name: 'Performance in Harborview Capital Partners IV',
  });
  await expect(performance.getByText('Paid-in', { exact: true })).toBeVisible();
  await expect(performance.getByText('Net IRR', { exact: true })).toBeVisible();
  await performance.getByText(/Cash flows used/).click();
  await expect(performance.getByRole('table').getByText('Paid in').first()).toBeVisible();
  await performance.getByText('How it was computed').click();
  await expect(performance.getByText('NAV from the ledger')).toBeVisible();
  await shot(page, '67-investor-performance');
});

test('the fund family investor entity page opens from the commitments table', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/fund-family');
  await page
    .getByRole('link', { name: 'Harborview Capital Partners IV', exact: true })
    .first()
    .click();
  const fundUrl = page.url().match(/\/fund-family\/[0-9a-f-]+/)![0];
  await page.goto(`${fundUrl}/commitments/commitments`);
  const table = page.getByTestId('data-table-fund-commitments');
  const rowCount = table.getByRole('status', { name: 'Table status' });
  const unfiltered = (await rowCount.textContent())!;
  // The search matches what the table shows (the GP's investor entity), not the investor's name.
  await table.getByLabel('Search table').fill('Harborview GP IV');
  await expect(rowCount).not.toHaveText(unfiltered);
  await table.getByRole('link', { name: 'Harborview GP IV, LLC', exact: true }).click();
  await expect(page).toHaveURL(/\/investor-entities\/[0-9a-f-]+\/activity$/);
  await expect(
    page
      .getByTestId('data-table-fund-family-investor-entity-activity')
      .getByText('Commitment', { exact: true })
      .first(),
  ).toBeVisible();
  await shot(page, '68-fund-investor-entity-activity');
  await page.getByRole('link', { name: 'Performance' }).click();
  await expect(page.getByText('NAV', { exact: true })).toBeVisible();
  await shot(page, '69-fund-investor-entity-performance');
  const entityName = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await page
    .getByRole('navigation', { name: 'Investor entity tabs' })
    .getByRole('link', { name: 'Commitments' })
    .click();
  await expect(
    page
      .getByTestId('data-table-fund-family-investor-entity-commitments')
      .getByRole('link', { name: entityName, exact: true })
      .first(),
  ).toBeVisible();
  await shot(page, '70-fund-investor-entity-commitments');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
});
