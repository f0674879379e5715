import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/general-ledger-${name}.png`, fullPage: true });

const fundName = 'Harborview Capital Partners IV';
const fixture = path.join(import.meta.dirname, 'fixtures', 'general-ledger-investran.csv');

/** Adds one mapping row on the profile: the GL id typed, the product record chosen by label. */
async function addMapping(
  page: Page,
  keyLabel: string,
  targetLabel: string,
  key: string,
  target: string,
) {
  const form = page.getByRole('form', { name: 'Integration profile' });
  await form.getByRole('button', { name: `Add ${keyLabel}` }).click();
  await form
    .getByLabel(new RegExp(`^${keyLabel} \\d+$`))
    .last()
    .fill(key);
  await chooseOption(form.getByLabel(new RegExp(`^${targetLabel} \\d+$`)).last(), target);
}

test('an Investran integration: map, upload, see the problem, fix the mapping, post, see the ledger, roll back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await apiSignIn(
    test.info().project.use.baseURL!,
    'admin@demo.test',
    'demo-admin-2026',
  );
  await openSignedIn(page, '/fund-family', token);

  // The header button shows because Demo Capital has the general_ledger flag on.
  await page.getByRole('link', { name: 'General ledger' }).click();
  await expect(page.getByRole('heading', { name: 'General ledger integrations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Investran — Harborview IV' })).toBeVisible();
  await shot(page, '01-list');

  await page.getByRole('button', { name: 'New integration' }).click();
  const dialog = page.getByRole('dialog', { name: 'New general ledger integration' });
  await dialog.getByLabel('Name').fill('Investran — e2e');
  await chooseOption(dialog.getByLabel('Fund family'), fundName);
  await dialog.getByLabel('General ledger').selectOption('investran');
  await expect(
    dialog.getByText('SFTP ingestion (pulling files from your server) is not available yet'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Investran — e2e' })).toBeVisible();

  // Investors are matched through their Investran external IDs; accounts and entities are mapped.
  await page.getByText(/investor ids matched through Investran external IDs/).click();
  await expect(page.getByText(/INV-003 → Calloway Family Office/)).toBeVisible();
  await addMapping(page, 'GL account', 'Transaction code', '3100', 'Contribution — investments');
  await addMapping(
    page,
    'GL entity',
    'Fund entity',
    'HCP-IV',
    'Harborview Capital Partners IV, L.P.',
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await shot(page, '02-profile');

  await page.getByRole('link', { name: 'Import events' }).click();
  await expect(page.getByTestId('expected-columns')).toContainText('Trans Date');
  await page.getByLabel('Export file').setInputFiles(fixture);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { name: 'general-ledger-investran.csv' })).toBeVisible();
  const problem = page.getByTestId('entry-3');
  await expect(problem).toContainText('GL account 5100 is not mapped to a transaction code.');
  await expect(page.getByRole('button', { name: 'Post to ledger' })).toHaveCount(0);
  await expect(page.getByTestId('problem-notice')).toContainText(
    '1 of 3 entries do not resolve yet',
  );
  await shot(page, '03-problem-row');

  // Fix the mapping: the draft resolves again at once, and posting is offered.
  await page.getByTestId('problem-notice').getByRole('link', { name: 'profile' }).click();
  await addMapping(
    page,
    'GL account',
    'Transaction code',
    '5100',
    'Contribution — management fees',
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.getByRole('link', { name: 'Import events' }).click();
  await page.getByRole('link', { name: 'general-ledger-investran.csv' }).click();
  await expect(page.getByTestId('entry-3')).toContainText('Resolved');
  await page.getByRole('button', { name: 'Post to ledger' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Post to ledger?' });
  await confirm.getByRole('button', { name: 'Post to ledger' }).click();
  await expect(page.getByText('Posted to the ledger')).toBeVisible();
  const ledgerEvent = page.getByTestId('ledger-event');
  await expect(ledgerEvent).toContainText('3 ledger rows');
  await expect(ledgerEvent).toContainText('66,250.50');
  await expect(ledgerEvent).toContainText('completed');
  await shot(page, '04-posted');
  const importUrl = page.url();

  // The integration's entries and investment cash flows.
  await page.goto(importUrl.replace(/import-event\/([^/]+)\/.*/, '$1/entries'));
  await expect(page.getByTestId('data-table-general-ledger-entries')).toContainText(
    'Calloway Family Office',
  );
  await shot(page, '05-entries');
  await page.getByRole('link', { name: 'Investment cashflow' }).click();
  const cashflow = page.getByTestId('data-table-general-ledger-investment-cashflow');
  await expect(cashflow).toContainText('65,000.50');
  await shot(page, '06-investment-cashflow');

  // The ledger effect: Calloway's commitment shows the rows in its activity.
  await page.goto(importUrl);
  await ledgerEvent.getByRole('link', { name: 'Commitments' }).click();
  const table = page.getByTestId('data-table-fund-commitments');
  await table.getByLabel('Search table').fill('Calloway Family Office');
  await table
    .getByRole('row', { name: /^Calloway Family Office Open / })
    .getByRole('link', { name: 'Open' })
    .first()
    .click();
  const activity = page.getByTestId('data-table-commitment-activity');
  await expect(activity.getByText('25,000.00').first()).toBeVisible();
  await expect(activity.getByText('1,250.00').first()).toBeVisible();
  await shot(page, '07-commitment-activity');

  // Roll back: the rows go, the event is cancelled, the import stays as the record.
  await page.goto(importUrl);
  await page.getByRole('button', { name: 'Roll back' }).click();
  await page
    .getByRole('alertdialog', { name: 'Roll back?' })
    .getByRole('button', { name: 'Roll back' })
    .click();
  await expect(page.getByText('Rolled back', { exact: true }).first()).toBeVisible();
  await expect(ledgerEvent).toContainText('0 ledger rows');
  await expect(ledgerEvent).toContainText('cancelled');
  await expect(page.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
  await shot(page, '08-rolled-back');
});

test('a customer without the general_ledger flag sees no button, and the page says so', async ({
  page,
}) => {
  const token = await apiSignIn(
    test.info().project.use.baseURL!,
    'admin@demo.test',
    'demo-admin-2026',
  );
  await openSignedIn(page, '/fund-family', token);
  await expect(page.getByRole('link', { name: 'General ledger' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch customer' }).click();
  await page.getByLabel('Search customers').fill('beac');
  await page
    .getByRole('list', { name: 'Customers' })
    .getByRole('button', { name: /Beacon Partners/ })
    .click();
  await expect(page.getByRole('button', { name: 'Switch customer' })).toHaveText(/Beacon Partners/);
  await expect(page.getByRole('link', { name: 'General ledger' })).toHaveCount(0);
  await page.goto('/general-ledger');
  await expect(page.getByTestId('general-ledger-disabled')).toContainText(
    'not enabled for this customer',
  );
  await shot(page, '09-flag-off');
});

test('entries typed or pasted into the input grid become a draft import, then discarded', async ({
  page,
}) => {
  const token = await apiSignIn(
    test.info().project.use.baseURL!,
    'admin@demo.test',
    'demo-admin-2026',
  );
  await openSignedIn(page, '/general-ledger', token);
  await page.getByRole('link', { name: 'Investran — Harborview IV' }).click();
  await page.getByRole('link', { name: 'Import events' }).click();
  await page.getByRole('link', { name: 'Or enter entries by hand' }).click();
  await expect(page.getByRole('heading', { name: 'Input entries' })).toBeVisible();
  await page
    .getByLabel('Rows to paste')
    .fill(
      '2/27/2026\t3150\tINV-002\tHCP-IV\t99.99\tBank fees\tJE-2026-031\n2/30/2026\t3150\tINV-005\tHCP-IV-OFF\t1.005\tTypo\t',
    );
  await page.getByRole('button', { name: 'Add rows' }).click();
  await page.getByRole('button', { name: 'Save 2 entries' }).click();
  // The API's own row schema refuses the impossible date and the third decimal, per cell.
  await expect(page.getByRole('alert')).toContainText('2 cells to fix');
  await shot(page, '10-input-entries-invalid');
  await page.getByRole('button', { name: 'Remove last row' }).click();
  await page.getByRole('button', { name: 'Save 1 entry' }).click();
  await expect(page.getByRole('heading', { name: 'Typed entries' })).toBeVisible();
  await expect(page.getByTestId('entry-1')).toContainText('Beacon Hill Endowment');
  await expect(page.getByTestId('entry-1')).toContainText('Resolved');
  await page.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Investran — Harborview IV' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Import events' })).not.toContainText(
    'Typed entries',
  );
});
