import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 17: a capital call settles the demo's outstanding closing equalization in the browser.
 * It finalizes on the demo for good, so it runs in the posts-to-demo project (its name matches
 * that project's pattern, and sorts after capital-call.spec.ts, whose figures it would move).
 *
 * The demo's second close (2025-09-30) admitted Nettlefield Foundation (12,750,000.00) with
 * 1,815,104.18 of capital equalization and 36,600.46 of interest to pay (tests/server/
 * demo-figures-agree-api.test.ts, worked there). A call of that line alone calls Nettlefield
 * exactly 1,815,104.18: its paid-in rises by that and its outstanding equalization goes to 0;
 * the interest is settled too but is no contribution. Whether capital-call.spec.ts ran first
 * (its call moves Nettlefield's paid-in) is read before, so the figures pinned are the moves.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `e2e-artifacts/capital-call-equalization-${name}.png`,
    fullPage: true,
  });
const baseURL = () => test.info().project.use.baseURL!;
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
// Maya Manager approves (April Approver's password is changed by security-settings.spec).
const approver = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');
const cell = (page: Page, table: string, rowId: string, column: string) =>
  page
    .getByRole('region', { name: table })
    .locator(`[role=row][row-id="${rowId}"] [col-id="${column}"]`);
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const ids = { fund: '', nettlefield: '' };
let paidInBefore = 0;

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await writer());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const data = await api.call<{ commitments: { commitment_id: string; lp: string }[] }>(
    'get',
    `/api/fund-family/${ids.fund}/capital-call/create-data`,
  );
  ids.nettlefield = data.commitments.find((c) => c.lp === 'Nettlefield Foundation')!.commitment_id;
  const detail = await api.call<{ figures: { id: string; value: number }[] }>(
    'get',
    `/api/commitment-information/${ids.nettlefield}/`,
  );
  paidInBefore = detail.figures.find((f) => f.id === 'paid_in')!.value;
  await api.dispose();
});

test('a call settles the second close’s equalization: Nettlefield’s paid-in rises by exactly it', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, `/fund-family/${ids.fund}/capital-activity/calls/new`, await writer());
  const details = page.getByRole('form', { name: 'Capital call details' });
  const offer = page.getByRole('note', { name: 'Outstanding closing equalization' });
  await expect(offer).toContainText('Closing equalization is outstanding from Second close');
  await offer.getByRole('button', { name: 'Settle it in this call' }).click();
  await expect(offer).toHaveCount(0);
  await expect(details.getByLabel('Use 1', { exact: true })).toHaveValue('closing_equalization');
  await expect(details.getByLabel('Description').first()).toHaveValue(
    'Closing equalization (Second close)',
  );
  const settles = page.getByRole('table', { name: 'Closing equalization settled by use 1' });
  const nettlefield = settles.getByRole('row', { name: /Nettlefield Foundation/ });
  await expect(nettlefield).toContainText('$1,815,104.18');
  await expect(nettlefield).toContainText('$36,600.46');
  // The blank line the form starts with is not wanted: this call settles equalization only.
  await page.getByRole('button', { name: 'Remove use 2' }).click();
  const notice = page.getByRole('combobox', { name: 'Notice Date' });
  const due = page.getByRole('combobox', { name: 'Due Date' });
  await notice.fill('02/02/2026');
  await notice.press('Escape');
  await due.fill('02/16/2026');
  await due.press('Escape');
  await details.getByLabel('Name').fill('Equalization call');
  await shot(page, '01-details');
  await page.getByRole('button', { name: 'Create draft call' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/calls\/[0-9a-f-]+\/allocation$/);
  const eventId = page.url().split('/calls/')[1]!.split('/')[0]!;
  // The equalization line offers no override (each LP settles what its closing left).
  await expect(page.getByRole('form', { name: 'Set an override' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Overrides' })).toContainText(
    'Closing equalization settles what each LP’s closing left and takes no overrides.',
  );
  await page
    .getByRole('region', { name: 'Allocation' })
    .getByLabel('Search table')
    .fill('Nettlefield');
  await expect(cell(page, 'Allocation', ids.nettlefield, 'called')).toHaveText('$1,815,104.18');
  await shot(page, '02-allocation');

  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/capital-activity/calls/${eventId}/review`,
    await approver(),
  );
  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Finalize Equalization call?' });
  await expect(dialog).toContainText('Closing equalization');
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByTestId('read-only-note')).toContainText('no longer editable');
  await shot(page, '03-finalized');

  await page.goto(`/fund-family/${ids.fund}/capital-activity/${eventId}/capital-call-overview`);
  const settled = page.getByRole('table', { name: 'Closing equalization of the call' });
  await expect(page.getByRole('heading', { name: 'Closing equalization settled' })).toBeVisible();
  await expect(settled.getByRole('row', { name: /Nettlefield Foundation/ })).toContainText(
    '$1,815,104.18',
  );
  await shot(page, '04-overview');

  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.nettlefield}/activity`);
  await expect(page.getByTestId('figure-paid_in-value')).toHaveText(
    dollars(paidInBefore + 181_510_418),
  );
  await expect(page.getByTestId('figure-equalization-value')).toHaveText('$0.00');
  await expect(page.getByTestId('figure-equalization_interest-value')).toHaveText('$0.00');
  await shot(page, '05-nettlefield');
});
