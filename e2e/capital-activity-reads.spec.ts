import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 17: the Capital Activity page's investor overview and a finalized call's ledger rows
 * (spec §7 investor-overview, transaction-map), read by a reader on the seeded demo. Worked by
 * hand (README, e2e/figures-agree.spec.ts): Aldridge State Pension Fund committed 2,500,000.00
 * and Capital call 1 called 500,000.00 of investments, 12,500.00 of expenses and its Q2 2025 fee
 * as charged (2,500,000.00 × 2% × 91/365 = 12,465.753… → 12,465.75): 524,965.75 (20.9986…%,
 * shown 21.00%), leaving 1,975,034.25 unfunded; the fund paid in 87,737,017.12 (83,650,000.00
 * + 1,995,767.12 of Q2 2025 fees + 2,091,250.00) of 540,500,000.00 (16.2326…%). The call's
 * investments in the main fund: 20% of its 250,250,000.00 first-close commitments,
 * 50,050,000.00 over 19 commitments. This spec only reads, so it runs on the app project.
 */

const baseURL = () => test.info().project.use.baseURL!;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/capital-activity-reads-${name}.png`, fullPage: true });

test('the investor overview and a call’s ledger rows show the ledger’s figures', async ({
  page,
}) => {
  test.slow();
  const token = await apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026');
  const api = await apiCaller(baseURL(), token);
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  const fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const overview = await api.call<{ rows: { commitment_id: string; lp: string }[] }>(
    'get',
    `/api/fund-family/${fund}/investor-overview`,
  );
  const aldridge = overview.rows.find((r) => r.lp === 'Aldridge State Pension Fund')!;
  await api.dispose();

  await openSignedIn(page, `/fund-family/${fund}/capital-activity`, token);
  await expect(page.getByRole('heading', { name: 'Investor overview' })).toBeVisible();
  await expect(
    page.getByText('$87,737,017.12 called of $540,500,000.00 committed (16.23%)'),
  ).toBeVisible();
  const investors = page.getByRole('region', { name: 'Investor overview' });
  const row = investors.locator(`[role=row][row-id="${aldridge.commitment_id}"]`);
  await investors.getByLabel('Search table').fill('Aldridge');
  await expect(row.locator('[col-id="committed"]')).toHaveText('$2,500,000.00');
  await expect(row.locator('[col-id="called"]')).toHaveText('$524,965.75');
  await expect(row.locator('[col-id="unfunded"]')).toHaveText('$1,975,034.25');
  await expect(row.locator('[col-id="percent_called"]')).toHaveText('21.00%');
  await row.scrollIntoViewIfNeeded();
  await shot(page, '1-investor-overview');

  // Management fees called: Capital call 1's Q2 2025 fees, 1,995,767.12; Aldridge 12,465.75.
  await expect(
    page.getByText('$1,995,767.12 of management fees called in 1 call.', { exact: false }),
  ).toBeVisible();
  const fees = page.getByRole('region', { name: 'Management fees called' });
  await fees.getByLabel('Search table').fill('Aldridge');
  await expect(
    fees.locator(`[role=row][row-id="${aldridge.commitment_id}"] [col-id="total"]`),
  ).toHaveText('$12,465.75');
  await expect(fees.getByText('Capital call 1 (06/30/2025)')).toBeVisible();
  await fees.scrollIntoViewIfNeeded();
  await shot(page, '1b-fees-summary');

  // Capital call 1 → Ledger rows: grouped by code and fund entity, each row opens its commitment.
  await page.getByRole('link', { name: 'Capital call 1' }).click();
  await page.getByRole('link', { name: 'Ledger rows' }).click();
  await expect(
    page.getByText(
      /Contribution — investments · Harborview Capital Partners IV, L\.P\.: 19 rows, \$50,050,000\.00 posted/,
    ),
  ).toBeVisible();
  const ledger = page.getByRole('region', { name: 'Ledger rows' });
  await ledger.getByLabel('Search table').fill('Aldridge');
  await expect(
    ledger.locator('[role=row] [col-id="amount"]').getByText('$500,000.00'),
  ).toBeVisible();
  await shot(page, '2-ledger-rows');
  await ledger.getByRole('link', { name: 'Aldridge State Pension Fund' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/commitments/${aldridge.commitment_id}/activity`));
});
