import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';

test('the Dates step: a period that ends before it starts, named dates, saved and shown again', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const fundName = `Larkspur Credit Fund ${Date.now() % 100000}`;
  await page.goto('/fund-family');
  await page.getByRole('button', { name: 'New fund family' }).click();
  await page.getByLabel('Name').fill(fundName);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: fundName }).click();
  await page.getByRole('link', { name: 'Dates' }).click();
  await expect(page).toHaveURL(/\/setup\/dates$/);

  const form = page.getByRole('form', { name: 'Fund dates' });
  await form.getByLabel('Fund start').fill('2026-01-15');
  await form.getByLabel('Fund end').fill('2025-12-31');
  await form.getByLabel('Commitment period start').fill('2026-01-15');
  await form.getByLabel('Commitment period end').fill('2027-01-15');
  await form.getByRole('button', { name: 'Add named date' }).click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Final close deadline');
  await form.getByLabel('Date', { exact: true }).fill('2027-01-15');
  await form.getByRole('button', { name: 'Save dates' }).click();
  await expect(form.getByText('After 2026-01-15')).toBeVisible();

  await form.getByLabel('Fund end').fill('2036-01-15');
  await form.getByRole('button', { name: 'Save dates' }).click();
  await expect(page.getByText('Dates saved')).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/fund-dates-saved.png', fullPage: true });

  await page.reload();
  await expect(form.getByLabel('Fund end')).toHaveValue('2036-01-15');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Final close deadline',
  );
  await expect(form.getByLabel('Investment period start')).toHaveValue('');
});
