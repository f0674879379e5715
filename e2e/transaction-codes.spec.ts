import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';
import { chooseOption } from './choose-option';

test('transaction codes: add one with its flags, a refused name, then edit it', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const fundName = `Juniper Income Fund ${Date.now() % 100000}`;
  await page.goto('/fund-family');
  await page.getByRole('button', { name: 'New fund family' }).click();
  await page.getByLabel('Name').fill(fundName);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: fundName }).click();
  await page.getByRole('link', { name: 'Transactions' }).click();
  const table = page.getByRole('table', { name: 'Transaction codes' });
  await expect(table.getByText('contribution_investment')).toBeVisible();

  await page.getByRole('button', { name: 'Add transaction code' }).click();
  const dialog = page.getByRole('form', { name: 'Transaction code' });
  await dialog.getByLabel('Code name').fill('Legal Fees');
  await dialog.getByLabel('Display name').fill('Contribution — legal fees');
  await chooseOption(dialog.getByLabel('Classification'), 'Expenses');
  await dialog.getByLabel('Equalized').check();
  await dialog.getByLabel('NAV').check();
  await dialog.getByRole('button', { name: 'Add code' }).click();
  await expect(
    dialog.getByText(
      'Code name must start with a letter and contain only lowercase letters, numbers and underscores.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Code name').fill('contribution_legal_fees');
  await dialog.getByRole('button', { name: 'Add code' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: 'contribution_legal_fees' });
  await expect(row.getByLabel('Equalized: yes')).toBeVisible();
  await expect(row.getByLabel('Net IRR: no')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/transaction-codes.png', fullPage: true });

  await row.getByRole('button', { name: 'Edit Contribution — legal fees' }).click();
  await dialog.getByLabel('Net IRR').check();
  await dialog.getByRole('button', { name: 'Save code' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByLabel('Net IRR: yes')).toBeVisible();
});
