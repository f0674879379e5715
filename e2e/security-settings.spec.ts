import { expect, test, type Page } from '@playwright/test';
import { signIn, totpCode } from './auth-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

// The approver is used only by this file after the auth spec, so changing the password here
// leaves every other test's sign-in alone.
const approver = { email: 'approver@demo.test', password: 'demo-approver-2026' };
const newPassword = 'lantern harbor quietly folds 2026';

test('the security tab: recovery codes, confirm it is you, a second authenticator, a new password', async ({
  page,
}) => {
  await signIn(page, approver.email, approver.password);
  await page.goto('/account/security');
  const factors = page.getByRole('region', { name: 'Two-step verification' });
  await expect(factors.getByRole('cell', { name: 'Authenticator app', exact: true })).toHaveCount(
    1,
  );

  // Just signed in: no prompt, the codes come at once.
  await page.getByRole('button', { name: 'Generate new recovery codes' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);

  // Six minutes on, the page asks first; a wrong password is said in the prompt.
  await page.clock.setFixedTime(Date.now() + 6 * 60_000);
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const prompt = page.getByRole('form', { name: "Confirm it's you" });
  await prompt.getByLabel('Password').fill('not-the-password');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt.getByText('Incorrect email or password.')).toBeVisible();
  await prompt.getByLabel('Password').fill(approver.password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
  await page.clock.setFixedTime(Date.now());

  const enrolment = page.getByRole('form', { name: 'Add an authenticator app' });
  await expect(enrolment.getByAltText('QR code for the authenticator app')).toBeVisible();
  await shot(page, 'security-01-add-authenticator');
  await enrolment.getByLabel('Code').fill('000000');
  await enrolment.getByRole('button', { name: 'Verify and add' }).click();
  await expect(enrolment.getByText('Incorrect code.')).toBeVisible();
  const secret = (await enrolment.getByTestId('totp-secret').textContent()) ?? '';
  await enrolment.getByLabel('Code').fill(totpCode(secret));
  await enrolment.getByRole('button', { name: 'Verify and add' }).click();
  await expect(page.getByText('Authenticator app added.')).toBeVisible();
  await expect(factors.getByRole('cell', { name: 'Authenticator app', exact: true })).toHaveCount(
    2,
  );

  await factors.getByRole('button', { name: 'Remove Authenticator app' }).last().click();
  await expect(factors.getByRole('cell', { name: 'Authenticator app', exact: true })).toHaveCount(
    1,
  );

  // The strength rules, then a new password that the next sign-in needs.
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('New password').fill('short');
  await form.getByLabel('Confirm password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password is too short')).toBeVisible();
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Confirm password').fill(`${newPassword}!`);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  await shot(page, 'security-02-password-changed');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, approver.email, approver.password);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await signIn(page, approver.email, newPassword);
  await expect(page).not.toHaveURL(/\/auth\//);
});
