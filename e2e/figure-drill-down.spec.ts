import { type Locator, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const reader = () => apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026');

/** "$1,234.56", "-$1,234.56" or "($1,234.56)" → cents. */
const cents = (text: string) => {
  const amount = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return /^\s*[-−(]|-\$/.test(text) ? -amount : amount;
};

// The demo (README): Aldridge State Pension Fund committed 2,500,000.00 at the first close and
// was called in Capital call 1, by code 20% investments (500,000.00), its Q2 2025 management
// fee as charged (2,500,000.00 × 2% × 91/365 = 12,465.753… → 12,465.75) and 0.5% fund expenses
// (12,500.00): paid in 524,965.75, unfunded 2,500,000.00 − 524,965.75 = 1,975,034.25.
const ids = { fund: '', aldridge: '' };

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await reader());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const list = await api.call<{
    rows: { id: string; cells: Record<string, { value: { text?: string } }> }[];
  }>('get', `/api/commitment-information-table-data/?fund_family_id=${ids.fund}`);
  ids.aldridge = list.rows.find(
    (r) => r.cells.investor_entity!.value.text === 'Aldridge State Pension Fund',
  )!.id;
  await api.dispose();
});

/** The amounts of the panel's rows, top to bottom (the pinned total row left out). */
async function rowAmounts(panel: Locator) {
  const table = panel.getByRole('region', { name: 'Ledger rows' });
  const cells = table.locator('[role=row][row-index]:not(.ag-row-pinned) [col-id="amount"]');
  await expect(cells.first()).toBeVisible();
  return (await cells.allInnerTexts()).map(cents);
}

test('a commitment’s Unfunded card opens the ledger rows behind it; Escape closes', async ({
  page,
}) => {
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/commitments/${ids.aldridge}/activity`,
    await reader(),
  );
  const card = page.getByTestId('figure-unfunded');
  await expect(card.getByTestId('figure-unfunded-value')).toHaveText(/1,975,034\.25/);
  await card.click();
  const panel = page.getByRole('dialog', { name: 'Unfunded — ledger rows' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Aldridge State Pension Fund —', { exact: false })).toBeVisible();
  await expect(panel.getByTestId('figure-ledger-rows-total')).toHaveText(/1,975,034\.25/);
  await expect(panel.getByTestId('figure-ledger-rows-explanation')).toHaveText(
    'Commitment 2,500,000.00 − paid-in 524,965.75 + recallable distributions 0.00 = 1,975,034.25 (4 ledger rows).',
  );
  // The commitment counts plus, the call's three codes minus: they add up to the card.
  expect(await rowAmounts(panel)).toEqual([250_000_000, -50_000_000, -1_246_575, -1_250_000]);
  await expect(panel.getByRole('link', { name: 'First Close' }).first()).toBeVisible();
  await shot(page, 'figure-drill-down-unfunded-card');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(card).toBeFocused();

  // The keyboard opens a card too: Paid-in is the call, 524,965.75.
  const paidIn = page.getByTestId('figure-paid_in');
  await paidIn.focus();
  await page.keyboard.press('Enter');
  const paidInPanel = page.getByRole('dialog', { name: 'Paid-in — ledger rows' });
  await expect(paidInPanel.getByTestId('figure-ledger-rows-total')).toHaveText(/524,965\.75/);
  expect(await rowAmounts(paidInPanel)).toEqual([50_000_000, 1_246_575, 1_250_000]);
  await page.keyboard.press('Escape');
  await expect(paidInPanel).toBeHidden();

  // A running balance of the activity opens the rows up to its row: after the call's first
  // row (investments), 2,500,000.00 − 500,000.00. Rows 1 and 2 are the Q1 and Q2 2025 fee
  // charges (136.99 and 12,465.75, allocated to the capital account, not paid in: the unfunded
  // does not move), so the call's first row is row 3.
  const activity = page.getByRole('region', { name: 'Activity' });
  const unfundedAfter = activity.locator('[role=row][row-index="3"] [col-id="unfunded"]');
  await expect(unfundedAfter).toHaveText(/2,000,000\.00/);
  await unfundedAfter.getByRole('button').click();
  const runningPanel = page.getByRole('dialog', { name: 'Unfunded — ledger rows' });
  await expect(runningPanel.getByTestId('figure-ledger-rows-total')).toHaveText(/2,000,000\.00/);
  await expect(
    runningPanel.getByText(/up to the 06\/30\/2025 row of Capital call 1/),
  ).toBeVisible();
  expect(await rowAmounts(runningPanel)).toEqual([250_000_000, -50_000_000]);
  await shot(page, 'figure-drill-down-activity-running-balance');
  await page.keyboard.press('Escape');
  await expect(runningPanel).toBeHidden();
});

test('a money cell of the commitments list opens its rows, by click and by Enter', async ({
  page,
}) => {
  await openSignedIn(page, `/fund-family/${ids.fund}/commitments/commitments`, await reader());
  const table = page.getByRole('region', { name: 'Commitments' });
  const unfunded = table.locator(`[role=row][row-id="${ids.aldridge}"] [col-id="unfunded"]`);
  await unfunded.scrollIntoViewIfNeeded();
  await expect(unfunded).toHaveText(/1,975,034\.25/);
  await unfunded.getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Unfunded — ledger rows' });
  await expect(panel.getByTestId('figure-ledger-rows-total')).toHaveText(/1,975,034\.25/);
  expect(await rowAmounts(panel)).toEqual([250_000_000, -50_000_000, -1_246_575, -1_250_000]);
  await shot(page, 'figure-drill-down-commitments-list');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Enter on the focused Contributed cell follows its link.
  const contributed = table.locator(`[role=row][row-id="${ids.aldridge}"] [col-id="contributed"]`);
  await contributed.click({ position: { x: 4, y: 4 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Enter');
  const paidIn = page.getByRole('dialog', { name: 'Paid-in — ledger rows' });
  await expect(paidIn.getByTestId('figure-ledger-rows-total')).toHaveText(/524,965\.75/);
  await page.keyboard.press('Escape');
  await expect(paidIn).toBeHidden();
});

test('the summary’s Unfunded card opens every commitment’s rows, adding up to the fund’s', async ({
  page,
}) => {
  await openSignedIn(page, `/fund-family/${ids.fund}/summary`, await reader());
  // 540,500,000.00 committed over two closes, 87,737,017.12 called (README): 452,762,982.88.
  await page.getByTestId('figure-unfunded').click();
  const panel = page.getByRole('dialog', { name: 'Unfunded — ledger rows' });
  await expect(panel.getByTestId('figure-ledger-rows-total')).toHaveText(/452,762,982\.88/);
  await expect(panel.getByTestId('figure-ledger-rows-explanation')).toHaveText(
    /^Commitment 540,500,000\.00 − paid-in 87,737,017\.12 \+ recallable distributions 0\.00 = 452,762,982\.88 \(\d+ ledger rows\)\.$/,
  );
  await shot(page, 'figure-drill-down-summary');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
