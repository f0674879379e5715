import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

async function newMxlCalculation(page: Page) {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await page.getByRole('link', { name: 'Configuration › Calculations' }).click();
  await page.getByRole('link', { name: 'Add MXL calculation' }).click();
  await page.getByLabel('Title').fill('Checked formula');
  await page.getByLabel('Display name').fill('checked_formula');
  return page.getByRole('textbox', { name: 'Formula of version 1' });
}

test('a formula with an unknown function is shown inline and cannot be saved', async ({ page }) => {
  const editor = await newMxlCalculation(page);
  await editor.click();
  await page.keyboard.type('commitment +\n');
  await page.keyboard.type('maxx(commitment, 0)');
  const message = 'Unknown function "maxx" at line 2, column 1';
  await expect(page.locator('.cm-lintRange-error')).toHaveText('maxx');
  await page.locator('.cm-lintRange-error').hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText(message);
  await page.getByRole('button', { name: 'Save' }).click();
  // The form says it under the formula, and nothing is saved.
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText('checked_formula saved')).toHaveCount(0);
  await expect(page).toHaveURL(/\/create-mxl$/);
  await shot(page, 'mxl-check-unknown-function');

  // A misspelt calculation: the lint names it, and the save route refuses it with its place.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('commitment - total_contributon');
  const unknownName =
    'Unknown calculation or transaction code "total_contributon" at line 1, column 14';
  await expect(page.locator('.cm-lintRange-error')).toHaveText('total_contributon');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(unknownName, { exact: true })).toBeVisible();
  await expect(page.getByText('checked_formula saved')).toHaveCount(0);
  await shot(page, 'mxl-check-unknown-name');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('commitment - total_contributions');
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
});
