import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { chooseOption } from './choose-option';
import { expect, test } from './grid-console-errors';

/*
 * Issue 17: a capital call's management fee line "Computed from fee terms" on the demo fund for
 * Q1 2026 (2026-01-01 to 2026-03-31, 90 days). The draft is deleted at the end (other specs pin
 * the demo's figures).
 *
 * The demo's fee terms (src/server/db/demo-fund-configuration.ts): 2% a year on commitments,
 * actual/365, quarterly in advance; Class A anchors (the three largest first-close commitments:
 * Cobalt Ridge 24,750,000.00, Westbrook 24,000,000.00, Redfern 23,250,000.00) 1.5%; the GP's own
 * 5,000,000.00 (Class G) 0%. Every commitment was admitted before 2026-01-01, so the basis is the
 * commitment over the whole quarter. Worked by hand, each LP rounded to the cent:
 * - Aldridge State Pension Fund 2,500,000.00 × 2% × 90/365 = 12,328.767… → 12,328.77
 * - Cobalt Ridge Partners 24,750,000.00 × 1.5% × 90/365 = 91,541.095… → 91,541.10
 * - Harborview GP IV, LLC: 0.00
 * - Line: the 37 LPs at 2% (463,500,000.00) give 2,285,753.42 and the 3 anchors (72,000,000.00)
 *   266,301.37 before rounding (2,552,054.79); the sum of the 41 per-LP cents, each worked the
 *   same way from the demo's commitments (checked with exact fractions outside the app), is
 *   2,552,054.81.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/capital-call-fees-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
const cell = (page: Page, table: string, rowId: string, column: string) =>
  page
    .getByRole('region', { name: table })
    .locator(`[role=row][row-id="${rowId}"] [col-id="${column}"]`);
const search = (page: Page, table: string, text: string) =>
  page.getByRole('region', { name: table }).getByLabel('Search table').fill(text);

const ids = { fund: '', aldridge: '', cobalt: '', gp: '' };

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await writer());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const data = await api.call<{ commitments: { commitment_id: string; lp: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-call/create-data`,
  );
  const idOf = (lp: string) => data.commitments.find((c) => c.lp === lp)!.commitment_id;
  ids.aldridge = idOf('Aldridge State Pension Fund');
  ids.cobalt = idOf('Cobalt Ridge Partners');
  ids.gp = idOf('Harborview GP IV, LLC');
  await api.dispose();
});

test('a management fee line computed from the fee terms for Q1 2026, kept through edits, then deleted', async ({
  page,
}) => {
  test.slow();
  const auth = await writer();
  await openSignedIn(page, `/fund-family/${ids.fund}/capital-activity/calls/new`, auth);
  const details = page.getByRole('form', { name: 'Capital call details' });
  const notice = page.getByRole('combobox', { name: 'Notice Date' });
  const due = page.getByRole('combobox', { name: 'Due Date' });
  // The form is ready once the create data (the default name) has come.
  await expect(details.getByText('Left empty: Capital call')).toBeVisible();
  await notice.fill('01/05/2026');
  await notice.press('Escape');
  await expect(notice).toHaveValue('01/05/2026');
  await due.fill('01/20/2026');
  await due.press('Escape');
  await expect(due).toHaveValue('01/20/2026');
  await details.getByLabel('Name').fill('Fee engine call');
  // Only a management fees line offers the computed amount.
  await expect(details.getByLabel('Computed from fee terms')).toHaveCount(0);
  await chooseOption(details.getByLabel('Use 1', { exact: true }), 'Management fees');
  await expect(details.getByLabel('Transaction code')).toHaveValue('contribution_management_fee');
  await details.getByLabel('Description').fill('Management fee Q1 2026');
  // Default: a typed amount, as before.
  await expect(details.getByLabel('Computed from fee terms')).not.toBeChecked();
  await expect(details.getByLabel('Amount')).toBeEditable();
  await details.getByLabel('Computed from fee terms').check();
  await expect(details.getByLabel('Amount')).not.toBeEditable();
  await expect(details.getByLabel('Amount')).toHaveAttribute('placeholder', 'Computed on save');
  // The period is required, and its end not before its start.
  await page.getByRole('button', { name: 'Create draft call' }).click();
  await expect(details.getByText('Required')).toHaveCount(2);
  const start = page.getByRole('combobox', { name: 'Period start' });
  const end = page.getByRole('combobox', { name: 'Period end' });
  await start.fill('03/31/2026');
  await start.press('Escape');
  await end.fill('01/01/2026');
  await end.press('Escape');
  await page.getByRole('button', { name: 'Create draft call' }).click();
  await expect(details.getByText('The fee period end must not be before its start.')).toBeVisible();
  await start.fill('01/01/2026');
  await start.press('Escape');
  await end.fill('03/31/2026');
  await end.press('Escape');
  await shot(page, '01-details');
  await page.getByRole('button', { name: 'Create draft call' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/calls\/[0-9a-f-]+\/allocation$/);
  const eventId = page.url().split('/calls/')[1]!.split('/')[0]!;

  // Allocation: each LP is called its own fee; no override is offered on the computed line.
  await expect(page.getByRole('form', { name: 'Set an override' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Overrides' })).toContainText('takes no overrides');
  await search(page, 'Allocation', 'Aldridge');
  await expect(cell(page, 'Allocation', ids.aldridge, 'called')).toHaveText('$12,328.77');
  await search(page, 'Allocation', 'Cobalt');
  await expect(cell(page, 'Allocation', ids.cobalt, 'called')).toHaveText('$91,541.10');
  await search(page, 'Allocation', 'Harborview GP');
  await expect(cell(page, 'Allocation', ids.gp, 'called')).toHaveText('$0.00');
  await search(page, 'Allocation', '');
  await shot(page, '02-allocation');

  // Back on the details: the computed amount is read-only, the period kept; saving keeps it.
  await page.getByRole('link', { name: 'Details' }).click();
  await expect(details.getByLabel('Computed from fee terms')).toBeChecked();
  await expect(details.getByLabel('Amount')).toHaveValue('$2,552,054.81');
  await expect(details.getByLabel('Amount')).not.toBeEditable();
  await expect(start).toHaveValue('01/01/2026');
  await expect(end).toHaveValue('03/31/2026');
  await details.getByLabel('Description').fill('Management fee, first quarter 2026');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/allocation$/);
  const api = await apiCaller(baseURL(), auth);
  const saved = await api.call<{
    total_cents: number;
    uses: { amount_cents: number; fee_period: { start: string; end: string } | null }[];
  }>('get', `/api/fund-family/${ids.fund}/fund-family-event/${eventId}`);
  expect(saved.uses[0]!.fee_period).toEqual({ start: '2026-01-01', end: '2026-03-31' });
  expect(saved.uses[0]!.amount_cents).toBe(2_552_054_81);

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('figure-called-value')).toHaveText('$2,552,054.81');

  // The breakdown says how each LP's fee was computed.
  await page.getByRole('link', { name: 'Investor breakdown' }).click();
  const how = page.getByRole('region', { name: 'How the management fee was computed' });
  const aldridge = how.locator('details', { hasText: 'Aldridge State Pension Fund' });
  await aldridge.locator('summary').click();
  await expect(aldridge).toContainText('Basis (day-weighted average)');
  await expect(aldridge).toContainText('$2,500,000.00');
  await expect(aldridge).toContainText('Management fee called');
  await expect(aldridge.locator('summary')).toContainText('$12,328.77');
  await shot(page, '03-how-computed');

  // Deleted: other specs pin the demo's figures.
  await api.call('delete', `/api/fund-family/${ids.fund}/fund-family-event/${eventId}`);
  await api.dispose();
});
