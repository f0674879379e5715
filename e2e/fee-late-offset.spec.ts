import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { seriousViolations } from './axe-violations';
import { expect, test } from './grid-console-errors';

/*
 * Issue 20: a late offset on a published fee of the demo fund: Q4 2025's management fee, which
 * the seed charged through the fee charge event as a team would (Will Writer drafted, April
 * Approver published; src/server/db/demo-fee-charges.ts). Will Writer opens it from the Fees
 * dashboard, adds a
 * late transaction fee offset and reviews it per LP; April Approver applies it after a
 * confirmation that names the net change; the posted page's ledger card then shows the
 * adjustment's rows under its name beside the charge's own, and the fee's rows in all.
 *
 * Worked by hand. The demo's fee: 2% a year on commitments, quarterly in advance, actual/365;
 * Class A (the three largest first-close commitments, 72,000,000.00) pays 1.5%, the GP's
 * Class G (5,000,000.00) nothing and takes no offset; transaction fees offset at 100%. Q4 2025
 * (2025-10-01 to 12-31, 92 days) comes after the last close, so every basis is flat:
 * - Aldridge State Pension Fund, 2,500,000.00 at 2%: 2,500,000.00 × 2% × 92/365 = 12,602.7397…
 *   → 12,602.74.
 * - Fund: each of the 40 LPs' fees rounded to the cent on its own (commitments
 *   (10 + (37i mod 91)) × 250,000.00, src/server/db/demo-fund.ts) sum to 2,608,767.13 (worked
 *   per LP outside the app; the same working gives e2e/fee-posting.spec's Q2 2026 2,580,410.95).
 * - The late offset, 535,500.00, is shared by the 535,500,000.00 committed outside Class G:
 *   0.1% of each commitment to the cent, Aldridge 2,500.00, within its fee: net 12,602.74 →
 *   10,102.74 (−2,500.00); the fund's net 2,608,767.13 → 2,073,267.13 (−535,500.00).
 * - Posted: management_fee_offset −535,500.00, dated 10/01/2025; the fee on the ledger in all:
 *   management fee 2,608,767.13, offsets −535,500.00.
 *
 * It posts to the demo for good: the posts-to-demo project (playwright.config.ts).
 */

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `e2e-artifacts/fee-late-offset-${name}.png`, fullPage });
const baseURL = () => test.info().project.use.baseURL!;
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
const approver = () => apiSignIn(baseURL(), 'approver@demo.test', 'demo-approver-2026');

const ledgerCard = (page: Page) => page.getByRole('region', { name: 'Posted to the ledger' });
const amountIn = (page: Page, group: string, selector: string) =>
  ledgerCard(page).getByRole('rowgroup', { name: group }).locator(`${selector} td`).last();

test('a late offset on a published demo fee, reviewed per LP and applied by a second user', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await apiCaller(baseURL(), await writer());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  const fundId = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;

  // The writer opens the seeded, published fee from the Fees dashboard.
  await openSignedIn(page, `/fund-family/${fundId}/summary`, await writer());
  await page.getByRole('navigation', { name: 'Fund' }).getByRole('link', { name: 'Fees' }).click();
  await page.getByRole('link', { name: 'Management fee, Q4 2025' }).click();
  await expect(page).toHaveURL(/\/fees\/[0-9a-f-]+\/posted\/breakdown$/);
  const chargeId = /\/fees\/([0-9a-f-]+)\/posted/.exec(page.url())![1]!;
  // As published: the charge's own rows only, no late adjustment yet.
  await expect(ledgerCard(page).locator('[data-code=management_fee] td').last()).toHaveText(
    '$2,608,767.13',
  );
  await expect(ledgerCard(page).locator('[data-adjustment-code]')).toHaveCount(0);
  await shot(page, '1-posted');
  expect(await seriousViolations(page)).toEqual([]);

  // The writer drafts the late offset and reviews it per LP.
  await page.getByRole('button', { name: 'Add late offset' }).click();
  await expect(page).toHaveURL(new RegExp(`/fees/late-offsets/${chargeId}/[0-9a-f-]+$`));
  const adjustmentPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Late offsets, Management fee, Q4 2025',
  );
  await page.getByRole('button', { name: 'Add offset' }).click();
  await expect(page.getByLabel('Offset 1 type')).toHaveValue('transaction_fees');
  await page.getByLabel('Offset 1 amount').fill('535,500.00');
  const date = page.getByRole('combobox', { name: 'Offset 1 date' });
  await date.fill('11/14/2025');
  await date.press('Enter');
  await page
    .getByLabel('Offset 1 description')
    .fill('Project Alder transaction fee, received late');
  await page.getByRole('button', { name: 'Save late items' }).click();
  const review = page.getByRole('table', { name: 'Change per investor' });
  const aldridge = review.locator('tr', { hasText: 'Aldridge State Pension Fund' });
  await expect(aldridge.locator('td').nth(1)).toHaveText('$2,500.00');
  await expect(aldridge.locator('td').nth(3)).toHaveText('$12,602.74');
  await expect(aldridge.locator('td').nth(4)).toHaveText('$12,602.74');
  await expect(aldridge.locator('td').nth(5)).toHaveText('$10,102.74');
  await expect(aldridge.locator('[data-change]')).toHaveText('-$2,500.00');
  await expect(
    page
      .getByRole('region', { name: 'Applying posts' })
      .locator('[data-code=management_fee_offset] td')
      .last(),
  ).toHaveText('-$535,500.00');
  // Applying is an approver's: the writer is offered no Apply.
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await shot(page, '2-review');
  expect(await seriousViolations(page)).toEqual([]);

  // A second user applies, after a confirmation that names the net change.
  await openSignedIn(page, adjustmentPath, await approver());
  await expect(page.getByTestId('late-adjustment-state')).toHaveText('State: Draft');
  await page.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Apply Late offsets, Management fee, Q4 2025?',
  });
  await expect(dialog).toContainText('dated 10/01/2025');
  await expect(dialog).toContainText('credits the LPs 535,500.00 of net fee');
  await expect(dialog).toContainText('net 2,608,767.13 → 2,073,267.13');
  await shot(page, '3-apply-confirm', false);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('late-adjustment-state')).toHaveText('State: Applied');
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The posted page's ledger card: every cent the fee put on the ledger.
  await page.getByRole('link', { name: '← Management fee, Q4 2025' }).click();
  await expect(page).toHaveURL(new RegExp(`/fees/${chargeId}/posted/breakdown$`));
  const late = 'Late offsets, Management fee, Q4 2025';
  await expect(
    amountIn(page, 'Management fee, Q4 2025, as published', '[data-code=management_fee]'),
  ).toHaveText('$2,608,767.13');
  await expect(amountIn(page, late, '[data-adjustment-code=management_fee_offset]')).toHaveText(
    '-$535,500.00',
  );
  const inAll = 'On the ledger in all';
  await expect(amountIn(page, inAll, '[data-ledger-code=management_fee]')).toHaveText(
    '$2,608,767.13',
  );
  await expect(amountIn(page, inAll, '[data-ledger-code=management_fee_offset]')).toHaveText(
    '-$535,500.00',
  );
  const listed = page.getByRole('table', { name: 'Late adjustments' }).locator('tr', {
    hasText: late,
  });
  await expect(listed).toContainText('Applied');
  await expect(listed).toContainText('-$535,500.00');
  await shot(page, '4-posted-with-late-offset');
  expect(await seriousViolations(page)).toEqual([]);
});
