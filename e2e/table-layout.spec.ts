import { type Locator, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

// The width: money columns must be readable on a 1440 px screen without scrolling.
test.use({ viewport: { width: 1440, height: 900 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const fundName = 'Harborview Capital Partners IV';

/** Column ids whose header lies (partly) outside the grid's visible width. */
async function columnsOutOfView(table: Locator): Promise<string[]> {
  return table.evaluate((section) => {
    const root = section.querySelector('.ag-root-wrapper')!.getBoundingClientRect();
    return [...section.querySelectorAll<HTMLElement>('.ag-header-cell[col-id]')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width > 0 && (box.right > root.right + 1 || box.left < root.left - 1);
      })
      .map((cell) => cell.getAttribute('col-id')!);
  });
}

const ids = { fund: '', commitment: '' };
test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await admin());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === fundName)!.id;
  const commitments = await api.call<{ commitment_id: string }[]>(
    'get',
    `/api/fund-family/${ids.fund}/commitment-information/`,
  );
  ids.commitment = commitments[0]!.commitment_id;
  await api.dispose();
});

test('the commitments list shows every row and every money column at 1440 px', async ({ page }) => {
  await openSignedIn(page, `/fund-family/${ids.fund}/commitments/commitments`, await admin());
  const table = page.getByTestId('data-table-fund-commitments');
  await expect(table.locator('.ag-row').first()).toBeVisible();
  await expect(table.getByText(/rows hidden/)).toHaveCount(0);
  await shot(page, 'table-layout-01-commitments');
  // Thirteen columns cannot all fit: the figures a reader looks for first do, beside the
  // pinned investor entity, and the rest scroll under it.
  const outOfView = await columnsOutOfView(table);
  for (const id of ['investor_entity', 'committed', 'contributed', 'distributed', 'unfunded'])
    expect(outOfView).not.toContain(id);
});

test("a commitment's activity totals each figure apart, never the commitment with its contributions", async ({
  page,
}) => {
  await openSignedIn(page, `/fund-family/${ids.fund}/commitments/commitments`, await admin());
  const list = page.getByTestId('data-table-fund-commitments');
  await list.getByLabel('Search table').fill('Aldridge State Pension Fund');
  await expect(list.getByRole('status', { name: 'Table status' })).toContainText('1 row');
  await list.getByRole('link', { name: 'Open' }).first().click();
  const activity = page.getByTestId('data-table-commitment-activity');
  await expect(activity.locator('.ag-row-pinned').first()).toBeVisible();
  const total = (label: string) =>
    activity.locator('.ag-row-pinned', { hasText: label }).locator('[col-id="amount"]');
  // Demo terms: a $2,500,000 commitment called 20% for investments, 0.5% for expenses and its
  // Q2 2025 fee as charged (2,500,000 × 2% × 91/365 = 12,465.75): $500,000.00 + $12,500.00 +
  // $12,465.75 = $524,965.75 contributed. Their sum, $3,024,965.75, is nowhere.
  await expect(total('Total Commitment')).toHaveText('$2,500,000.00');
  await expect(total('Total Contribution')).toHaveText('$524,965.75');
  await expect(activity).not.toContainText('$3,024,965.75');
  await activity.scrollIntoViewIfNeeded();
  await shot(page, 'table-layout-06-commitment-activity-totals');
});

test('the investors and fund family lists scroll inside the grid instead of hiding rows', async ({
  page,
}) => {
  await openSignedIn(page, '/investors', await admin());
  const investors = page.getByTestId('data-table-investors');
  await expect(investors.locator('.ag-row').first()).toBeVisible();
  await expect(investors.getByText(/rows hidden/)).toHaveCount(0);
  // More rows than the window holds: the grid fits the window and scrolls to the last of them.
  const box = (await investors.locator('.ag-root-wrapper').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  await shot(page, 'table-layout-02-investors');
  const status = investors.getByRole('status', { name: 'Table status' });
  const count = Number((await status.innerText()).match(/(\d+) rows/)![1]);
  const last = investors.locator(`[row-index="${count - 1}"]`).first();
  await expect(last).not.toBeInViewport();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 5000);
  await expect(last).toBeInViewport();

  await page.goto('/fund-family');
  const families = page.getByTestId('data-table-fund-family-list');
  await expect(families.locator('.ag-row').first()).toBeVisible();
  await expect(families.getByText(/rows hidden/)).toHaveCount(0);
});

test("an investor's activity and a commitment's waterfall tiers show their money columns", async ({
  page,
}) => {
  await openSignedIn(page, '/investors', await admin());
  const list = page.getByTestId('data-table-investors');
  await list.getByLabel('Search table').fill('Harborview Capital Management');
  await list.getByRole('link', { name: 'Harborview Capital Management', exact: true }).click();
  const activity = page.getByTestId('data-table-investor-activity');
  await expect(activity.locator('.ag-row').first()).toBeVisible();
  await shot(page, 'table-layout-03-investor-activity');
  expect(await columnsOutOfView(activity)).toEqual([]);

  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.commitment}/waterfall`);
  const tiers = page.getByTestId('data-table-commitment-waterfall');
  await expect(tiers.locator('.ag-row').first()).toBeVisible();
  await tiers.scrollIntoViewIfNeeded();
  await shot(page, 'table-layout-04-waterfall-tiers');
  expect(await columnsOutOfView(tiers)).toEqual([]);
});

test('the sample pivot at 1440 px', async ({ page }) => {
  await openSignedIn(
    page,
    '/pivots/sample-itd-commitments-contributions-distributions/details',
    await admin(),
  );
  const table = page.getByTestId(
    'data-table-pivot-sample-itd-commitments-contributions-distributions',
  );
  await expect(table.locator('.ag-row').first()).toBeVisible();
  await shot(page, 'table-layout-05-pivot');
});
