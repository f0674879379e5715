import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/settings-approvals-${name}.png`, fullPage: true });

test("a customer admin lets the team's preparers approve, then turns it back off", async ({
  page,
}) => {
  // Beacon Partners' admin: Demo Capital keeps maker-checker on for the closing specs.
  await signIn(page, 'beacon@demo.test', 'demo-beacon-2026');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page
    .getByRole('navigation', { name: 'Settings tabs' })
    .getByRole('link', { name: 'Approvals' })
    .click();
  await expect(page).toHaveURL(/\/settings\/approvals$/);
  const box = page.getByRole('checkbox', {
    name: 'Let the user who sent an event for approval approve it too',
  });
  const save = page.getByRole('button', { name: 'Save' });
  // Off by default, and nothing to save until it changes.
  await expect(box).not.toBeChecked();
  await expect(save).toBeDisabled();
  await box.check();
  await save.click();
  await expect(page.getByText('Preparers may now approve what they sent')).toBeVisible();
  await shot(page, '01-allowed');
  await page.reload();
  await expect(box).toBeChecked();
  await box.uncheck();
  await save.click();
  await expect(page.getByText('Another user must now approve what a preparer sent')).toBeVisible();
  await page.reload();
  await expect(box).not.toBeChecked();
});

test('a user without the admin permission is refused the approvals setting', async ({ page }) => {
  // The writer: security-settings.spec changes the approver's password earlier in a full run.
  await signIn(page, 'writer@demo.test', 'demo-writer-2026');
  await page.goto('/settings/approvals');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
});
