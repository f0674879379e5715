import { expect, test, type Page } from '@playwright/test';
import { latestMail, signIn, totpCode } from './auth-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/settings-users-${name}.png`, fullPage: true });

/** A last sign-in as the table shows a date-time (spec §9: M/d/yyyy h:mm a). */
const signInTime = /\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} [AP]M/;

const rowOf = (page: Page, text: string) =>
  page.getByTestId('data-table-settings-users').getByRole('row').filter({ hasText: text });

test('a reader has no Settings and is refused the users page', async ({ page }) => {
  await signIn(page, 'reader@demo.test', 'demo-reader-2026');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
});

test('the customer admin invites a user, who accepts; then changes their level and removes them', async ({
  page,
  browser,
  request,
}) => {
  // Unique per run: the e2e database lives on between runs on one port.
  const email = `quinn.${Date.now()}@example.test`;
  await signIn(page, 'manager@demo.test', 'demo-manager-2026');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  const table = page.getByTestId('data-table-settings-users');
  await expect(rowOf(page, 'writer@demo.test')).toContainText('Write');
  await expect(rowOf(page, 'manager@demo.test')).toContainText('Admin');
  // The provider's staff are not the customer's to manage.
  await expect(table.getByText('admin@demo.test', { exact: true })).toHaveCount(0);
  await shot(page, '01-list');

  // Invite: the form checks before it sends.
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill('not an email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Must be valid email')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Quinn');
  await dialog.getByLabel('Last name').fill('Quill');
  await dialog.getByLabel('Permission level').selectOption('write');
  await expect(dialog.getByText('Also prepares closings')).toBeVisible();
  await shot(page, '02-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation mailed to ${email}`)).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Write');
  await expect(rowOf(page, email)).toContainText('Quinn Quill');
  await expect(rowOf(page, email)).not.toContainText(signInTime);

  // The invitee follows the mailed link: authenticator, recovery codes, then a password.
  const mail = await latestMail(request, email, (m) => m.kind === 'invitation');
  expect(mail.subject).toBe('Maya Manager invited you to Demo Capital on Fundline');
  const link = new URL(/(http\S+\/auth\/continue\?token=\S+)/.exec(mail.text_body)![1]!);
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link.pathname + link.search);
  await expect(invitee).toHaveURL(/\/auth\/mfa\/setup$/);
  await invitee.getByRole('button', { name: 'Use an authenticator app' }).click();
  const secret = (await invitee.getByTestId('totp-secret').textContent())!;
  await invitee.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await invitee.getByRole('button', { name: 'Verify and continue' }).click();
  await invitee.getByRole('button', { name: 'I saved them, continue' }).click();
  await expect(invitee).toHaveURL(/\/auth\/password\/setup$/);
  await shot(invitee, '03-invitee-sets-password');
  await invitee.context().close();

  // Their first sign-in shows in the list.
  await page.reload();
  await expect(rowOf(page, email)).toContainText(signInTime);

  // Change level.
  await rowOf(page, email).getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('dialog', { name: 'Change level: Quinn Quill' });
  await change.getByLabel('Permission level').selectOption('approve');
  await shot(page, '04-change-level');
  await change.getByRole('button', { name: 'Save level' }).click();
  await expect(page.getByText('Quinn Quill now has the Approve level')).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Approve');

  // The last admin cannot step down: the server says why and nothing changes.
  await rowOf(page, 'manager@demo.test').getByRole('button', { name: 'Change' }).click();
  const own = page.getByRole('dialog', { name: 'Change level: Maya Manager' });
  await own.getByLabel('Permission level').selectOption('config');
  await own.getByRole('button', { name: 'Save level' }).click();
  await expect(own.getByRole('alert')).toHaveText(
    'Maya Manager is the last admin of Demo Capital: make another user an admin before you change their level.',
  );
  await shot(page, '05-last-admin');
  await own.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, 'manager@demo.test')).toContainText('Admin');

  // Remove, after a confirmation that names the user.
  await rowOf(page, email).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove user' });
  await expect(confirm).toContainText(`Remove Quinn Quill (${email}) from Demo Capital?`);
  await shot(page, '06-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove Quinn Quill' }).click();
  await expect(page.getByText('Quinn Quill removed from Demo Capital')).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
  await shot(page, '07-removed');
});
