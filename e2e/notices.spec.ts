import { execFileSync } from 'node:child_process';
import { lineWith, pdfFileText } from '../tests/pdf-text';
import type { Download, Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { seriousViolations } from './axe-violations';
import { expect, test } from './grid-console-errors';

/*
 * Issue 19: a service user (Ada Admin, admin@demo.test) configures the demo fund's notices,
 * generates Capital call 2's (the demo's draft due 2026-01-20, README), downloads one and all,
 * edits the call so they go out of date (finalize refused with the spec's message), and
 * generates them again. The due date is put back, so the demo's figures stay as seeded.
 *
 * Aldridge State Pension Fund, worked by hand (tests/server/notices-api.test.ts): committed
 * 2,500,000.00, paid 524,965.75 in call 1 (500,000.00 + 12,500.00 + its Q2 2025 fee as charged,
 * 2,500,000.00 × 2% × 91/365 = 12,465.75); called 125,000.00 for the investment (5%) and
 * 12,500.00 of management fee (0.5%): 137,500.00 due; contributed after 662,465.75; unfunded
 * 1,975,034.25 before, 1,837,534.25 after. 41 commitments: 41 notices.
 */

const blockedMessage = 'Notices out of date or failed: cannot finalize the capital event.';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/notices-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const ids = { fund: '', call: '' };

/** The downloaded file's path on disk (Playwright keeps it until the context closes). */
const savedPath = async (download: Promise<Download>) => (await (await download).path())!;

const waitForStatus = (page: Page, label: string) =>
  expect(page.getByTestId('notice-status')).toContainText(`Status:${label}`, { timeout: 120_000 });

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await admin());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const list = await api.call<{ events: { id: string; name: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-activity`,
  );
  ids.call = list.events.find((e) => e.name === 'Capital call 2')!.id;
  await api.dispose();
});

test('service staff configure notices, generate, download, see them go out of date and regenerate', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openSignedIn(page, `/fund-family/${ids.fund}/summary`, await admin());

  // Configuration → Notices (service staff only): letterhead, signatory, wire instructions.
  await page.getByRole('link', { name: 'Configuration › Notices' }).click();
  await expect(page).toHaveURL(/\/configuration\/notices\/config$/);
  const config = page.getByRole('form', { name: 'Notice configuration' });
  await expect(config.getByLabel('PDF from custom HTML')).toBeDisabled();
  await expect(config.getByLabel(/Filled PDF form/)).toBeDisabled();
  await expect(config.getByLabel(/PDF from the template/)).toBeChecked();
  await config
    .getByLabel('Letterhead')
    .fill('Harborview Capital Management, 1 Harbor Way, Boston MA');
  await config.getByLabel('Signatory').fill('Jane Harbor, Chief Financial Officer');
  await config
    .getByLabel('Wire instructions: Harborview Capital Partners IV, L.P.')
    .fill('Bank of Boston, ABA 011000028, account 4471-0001');
  await shot(page, '01-config');
  expect(await seriousViolations(page), '01-config').toEqual([]);
  await config.getByRole('button', { name: 'Save configuration' }).click();
  await expect(page.getByText('Notice configuration saved')).toBeVisible();

  // Leaving a changed form asks first (spec §4 unsaved changes); discarding leaves it as saved.
  await config.getByLabel('Signatory').fill('Someone else');
  await page.getByRole('link', { name: 'Capital call', exact: true }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Unsaved progress' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Discard changes' }).click();

  // The capital-call template: a section added, with placeholders from the list beside it.
  await expect(page).toHaveURL(/\/configuration\/notices\/capital-call$/);
  await expect(page.getByRole('complementary', { name: 'Placeholders' })).toContainText(
    '{amount_due}',
  );
  const template = page.getByRole('form', { name: 'Notice template' });
  await template.getByRole('button', { name: 'Add section' }).click();
  await template.getByLabel('Section 2 heading').fill('Payment');
  await template.getByLabel('Section 2 text').fill('Please wire {amount_due} by {due_date}.');
  await shot(page, '02-template');
  expect(await seriousViolations(page), '02-template').toEqual([]);
  // Previewed before it is saved, on a real LP of the latest call: the typed section, filled.
  const previewed = page.waitForEvent('download');
  await template.getByRole('button', { name: 'Preview on a real LP (PDF)' }).click();
  expect((await previewed).suggestedFilename()).toBe(
    'Preview - Capital call 2 - Aldridge State Pension Fund.pdf',
  );
  const preview = pdfFileText(await savedPath(previewed));
  expect(preview).toContain('Please wire USD 137,500.00 by 01/20/2026.');
  await template.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Notice template saved')).toBeVisible();

  // The call's Notices tab: not started, then generated by the job, polled until Done.
  await page.goto(`/fund-family/${ids.fund}/capital-activity/calls/${ids.call}/notices`);
  await waitForStatus(page, 'Not started');
  await page.getByRole('button', { name: 'Generate notices' }).click();
  await waitForStatus(page, 'Done');
  await expect(page.getByTestId('notice-status')).toContainText('41 notices, 41 done');
  const table = page.getByTestId('data-table-capital-call-notices');
  await table.getByLabel('Search table').fill('Aldridge');
  const aldridge = table.getByRole('row').filter({ hasText: 'Aldridge State Pension Fund' });
  await expect(aldridge).toContainText('Harborview Capital Partners IV, L.P.');
  await expect(aldridge).toContainText('Done');
  await shot(page, '03-done');
  expect(await seriousViolations(page), '03-done').toEqual([]);

  // One LP's PDF, read back: the call by use, the total, the cumulative figures, the wire.
  const one = page.waitForEvent('download');
  await aldridge.getByRole('button', { name: 'Download' }).click();
  expect((await one).suggestedFilename()).toBe('Capital call 2 - Aldridge State Pension Fund.pdf');
  const text = pdfFileText(await savedPath(one));
  const line = lineWith(text);
  expect(text).toContain('Harborview Capital Management, 1 Harbor Way, Boston MA');
  expect(text).toContain('Please wire USD 137,500.00 by 01/20/2026.');
  expect(line('Investment:')).toMatch(/USD 125,000\.00$/);
  expect(line('Management fees:')).toMatch(/USD 12,500\.00$/);
  expect(line('Total due')).toBe('Total due USD 137,500.00');
  expect(line('Contributed after')).toMatch(/USD 662,465\.75$/);
  expect(line('Unfunded commitment after')).toMatch(/USD 1,837,534\.25$/);
  expect(text).toContain('account 4471-0001');
  expect(text).toContain('Jane Harbor, Chief Financial Officer');

  // All of them in one zip, one PDF per LP, stored (PDFs do not compress).
  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all' }).click();
  expect((await all).suggestedFilename()).toBe('Capital call 2 notices.zip');
  const listing = execFileSync('unzip', ['-v', await savedPath(all)], { encoding: 'utf8' });
  expect(listing).toMatch(/\s41 files/);
  expect(listing).toContain('Capital call 2 - Aldridge State Pension Fund.pdf');

  // An edit of the call makes the notices out of date: finalize is refused, by the spec's words.
  await page.getByRole('link', { name: 'Details' }).click();
  const due = page.getByRole('combobox', { name: 'Due Date' });
  await due.fill('01/21/2026');
  await due.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/allocation$/);
  await page.getByRole('link', { name: 'Notices', exact: true }).click();
  await waitForStatus(page, 'Out of date');
  await expect(page.getByTestId('notices-block-finalize')).toContainText(blockedMessage);
  await expect(page.getByRole('button', { name: 'Finalize' })).toBeDisabled();
  await expect(page.locator('#why-not-finalize')).toHaveText(blockedMessage);
  await shot(page, '04-out-of-date');
  expect(await seriousViolations(page), '04-out-of-date').toEqual([]);

  // The due date put back (the demo stays as seeded), then the notices generated again.
  await page.getByRole('link', { name: 'Details' }).click();
  await due.fill('01/20/2026');
  await due.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/allocation$/);
  await page.getByRole('link', { name: 'Notices', exact: true }).click();
  await waitForStatus(page, 'Out of date');
  await page.getByRole('button', { name: 'Regenerate notices' }).click();
  await waitForStatus(page, 'Done');
  await expect(page.getByTestId('notices-block-finalize')).toHaveCount(0);
  await expect(page.locator('#why-not-finalize')).not.toHaveText(blockedMessage);
  await shot(page, '05-regenerated');
});

test('a user without the service level has no Notices configuration', async ({ page }) => {
  const manager = await apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');
  await openSignedIn(page, `/fund-family/${ids.fund}/configuration/notices/config`, manager);
  await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configuration › Transaction codes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configuration › Notices' })).toHaveCount(0);
});
