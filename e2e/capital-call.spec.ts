import type { Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { chooseOption } from './choose-option';
import { seriousViolations } from './axe-violations';
import { expect, test } from './grid-console-errors';

/*
 * Issue 17: a capital call on the demo fund, drafted by a writer with an override, checked on
 * its overview and investor breakdown, finalized by an approver (maker-checker: the writer
 * drafted it), then seen on the commitment's activity and the fund summary.
 *
 * The demo (README, e2e/figures-agree.spec.ts): committed 540,500,000.00 over 41 commitments,
 * paid in 87,737,017.12 (the 2025-06-30 call: 20% and 0.5% of the first close's
 * 418,250,000.00 and the Q2 2025 fee charge's 1,995,767.12), unfunded 452,762,982.88. Aldridge
 * State Pension Fund committed 2,500,000.00, paid in 524,965.75 (500,000.00 + 12,500.00 + its
 * fee 2,500,000.00 × 2% × 91/365 = 12,465.75), unfunded 1,975,034.25. Nettlefield Foundation
 * (second close) committed 12,750,000.00, nothing paid in.
 *
 * The call, worked by hand: one investment line of 53,900,000.00 with Aldridge set by hand to
 * 100,000.00. The rest, 53,800,000.00, goes pro rata by commitment (the default rule) over the
 * other 40 commitments, 540,500,000.00 − 2,500,000.00 = 538,000,000.00: exactly 10% of each
 * (every commitment is a multiple of 250,000.00, so no cent is left to round).
 * - Aldridge: called 100,000.00 = 4.00% of 2,500,000.00; unfunded 1,975,034.25 → 1,875,034.25;
 *   contributed 524,965.75 → 624,965.75 (24.9986…%: 25.00%).
 * - Nettlefield: called 1,275,000.00 (10.00%); unfunded 12,750,000.00 → 11,475,000.00;
 *   contributed 0.00 → 1,275,000.00 (10.00%).
 * - Fund: called 53,900,000.00; unfunded 452,762,982.88 → 398,862,982.88; contributed
 *   87,737,017.12 → 141,637,017.12.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/capital-call-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
// The approver is Maya Manager (approve level): April Approver's password and Carl Config's are
// changed by security-settings.spec and auth.spec, which run before this file in a full run.
const approver = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');

const ids = { fund: '', aldridge: '', nettlefield: '' };

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
  ids.nettlefield = idOf('Nettlefield Foundation');
  await api.dispose();
});

const cell = (page: Page, table: string, rowId: string, column: string) =>
  page
    .getByRole('region', { name: table })
    .locator(`[role=row][row-id="${rowId}"] [col-id="${column}"]`);

/** Narrows a table to the rows naming `text` (its Search box), as a user looks one LP up. */
const search = (page: Page, table: string, text: string) =>
  page.getByRole('region', { name: table }).getByLabel('Search table').fill(text);

/**
 * A pivot of the investment contributions (the code the call's one line posts to) over the
 * demo fund, as a user drafts it: its total and Aldridge's row.
 */
async function expectInvestmentPivot(page: Page, figures: { total: string; aldridge: string }) {
  await page.goto('/pivots');
  await page.getByLabel('Transaction codes').fill('contribution_investment');
  await page.getByLabel('Transaction codes').blur();
  await chooseOption(page.getByLabel('Fund family'), 'Harborview Capital Partners IV');
  const table = page.getByTestId('data-table-pivot-draft');
  await expect(table.locator('.ag-header-cell[col-id="pivot_0"]')).toContainText(
    'contribution_investment',
  );
  // The pinned total row comes in parts (the name column's and the figures'): take the figures'.
  const total = table.locator('.ag-row-pinned [col-id="pivot_0"]');
  await expect(total).toHaveText(figures.total);
  await table.getByLabel('Search table').fill('Aldridge State Pension Fund');
  await expect(
    table.getByRole('status', { name: 'Table status' }).locator('span').last(),
  ).toHaveText('1 row');
  await expect(table.locator('[role=row][row-index="0"] [col-id="pivot_0"]')).toHaveText(
    figures.aldridge,
  );
}

test('a capital call with an override, from draft to finalized, moves the figures by exactly the call', async ({
  page,
}) => {
  // A long walk (eleven pages, six axe scans) on a shared machine.
  test.slow();
  // The writer drafts it. First the pivot as it stands: the demo call's investment line, 20% of
  // the first close's 418,250,000.00, Aldridge's 20% of 2,500,000.00.
  await openSignedIn(page, `/fund-family/${ids.fund}/summary`, await writer());
  await expectInvestmentPivot(page, { total: '$83,650,000.00', aldridge: '$500,000.00' });
  await page.goto(`/fund-family/${ids.fund}/summary`);
  await page
    .getByRole('navigation', { name: 'Fund' })
    .getByRole('link', { name: 'Capital Activity' })
    .click();
  await expect(page).toHaveURL(/\/capital-activity$/);
  const list = page.getByRole('region', { name: 'Capital activity' });
  await expect(list.getByRole('link', { name: 'Capital call 1' })).toBeVisible();
  await shot(page, '01-list');
  expect(await seriousViolations(page), '01-list').toEqual([]);
  // A finalized call opens read-only from the list: the demo's 2025-06-30 call, 83,650,000.00
  // + 1,995,767.12 + 2,091,250.00 = 87,737,017.12.
  await list.getByRole('link', { name: 'Capital call 1' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/[0-9a-f-]+\/capital-call-overview$/);
  await expect(page.getByTestId('figure-called-value')).toHaveText('$87,737,017.12');
  await expect(page.getByTestId('read-only-note')).toContainText('no longer editable');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Capital activity' }).click();

  await page.getByRole('link', { name: 'New capital call' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/calls\/new$/);
  const details = page.getByRole('form', { name: 'Capital call details' });
  const notice = page.getByRole('combobox', { name: 'Notice Date' });
  const due = page.getByRole('combobox', { name: 'Due Date' });
  await notice.fill('01/30/2026');
  await notice.press('Escape');
  await due.fill('01/15/2026');
  await due.press('Escape');
  await chooseOption(details.getByLabel('Use 1', { exact: true }), 'Investment');
  // The kind proposes its usual code.
  await expect(details.getByLabel('Transaction code')).toHaveValue('contribution_investment');
  await details.getByLabel('Name').fill('Northwind call');
  await details.getByLabel('Description').fill('Investment in Northwind');
  await details.getByLabel('Amount').fill('53,900,000.00');
  await page.getByRole('button', { name: 'Create draft call' }).click();
  await expect(page.getByText('Due Date cannot be before Notice Date.')).toBeVisible();
  await shot(page, '02-due-before-notice');
  expect(await seriousViolations(page), '02-due-before-notice').toEqual([]);
  await notice.fill('01/15/2026');
  await notice.press('Escape');
  await due.fill('01/30/2026');
  await due.press('Escape');
  await page.getByRole('button', { name: 'Create draft call' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/calls\/[0-9a-f-]+\/allocation$/);
  const eventId = page.url().split('/calls/')[1]!.split('/')[0]!;
  await expect(page.getByRole('heading', { name: 'Northwind call' })).toBeVisible();

  // Aldridge is set by hand; the rest goes pro rata by commitment.
  const overrides = page.getByRole('form', { name: 'Set an override' });
  await chooseOption(
    overrides.getByLabel('Investor entity'),
    'Aldridge State Pension Fund — Harborview Capital Partners IV, L.P.',
  );
  await overrides.getByLabel('Amount').fill('50,000.00');
  await overrides.getByRole('button', { name: 'Set override' }).click();
  await expect(page.getByRole('table', { name: 'Overrides set' })).toContainText('$50,000.00');
  await expect(cell(page, 'Allocation', ids.aldridge, 'called')).toHaveText('$50,000.00');
  // Set again (each save gives the lines fresh ids): the override is replaced, not added.
  await chooseOption(
    overrides.getByLabel('Investor entity'),
    'Aldridge State Pension Fund — Harborview Capital Partners IV, L.P.',
  );
  await overrides.getByLabel('Amount').fill('100,000.00');
  await overrides.getByRole('button', { name: 'Set override' }).click();
  const set = page.getByRole('table', { name: 'Overrides set' });
  await expect(set).toContainText('$100,000.00');
  await expect(set.locator('tbody tr')).toHaveCount(1);
  await expect(cell(page, 'Allocation', ids.aldridge, 'called')).toHaveText('$100,000.00');
  await search(page, 'Allocation', 'Nettlefield');
  await expect(cell(page, 'Allocation', ids.nettlefield, 'called')).toHaveText('$1,275,000.00');
  await search(page, 'Allocation', '');
  await shot(page, '03-allocation');
  expect(await seriousViolations(page), '03-allocation').toEqual([]);

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('figure-called-value')).toHaveText('$53,900,000.00');
  await expect(page.getByTestId('figure-unfunded-before-value')).toHaveText('$452,762,982.88');
  await expect(page.getByTestId('figure-unfunded-after-value')).toHaveText('$398,862,982.88');
  // 53,900,000.00 ÷ 540,500,000.00 = 9.972…%; 141,637,017.12 ÷ 540,500,000.00 = 26.204…%.
  await expect(page.getByTestId('figure-percent-called-value')).toHaveText('9.97%');
  await expect(page.getByTestId('figure-percent-called')).toContainText(
    '26.20% contributed after the call',
  );
  const drawdown = 'Drawdown by investor';
  await expect(cell(page, drawdown, ids.aldridge, 'unfunded_before')).toHaveText('$1,975,034.25');
  await expect(cell(page, drawdown, ids.aldridge, 'unfunded_after')).toHaveText('$1,875,034.25');
  await expect(cell(page, drawdown, ids.aldridge, 'percent_called')).toHaveText('4.00%');
  await expect(cell(page, drawdown, ids.aldridge, 'contributed_after')).toHaveText('$624,965.75');
  await expect(cell(page, drawdown, ids.aldridge, 'percent_contributed_after')).toHaveText(
    '25.00%',
  );
  await search(page, drawdown, 'Nettlefield');
  await expect(cell(page, drawdown, ids.nettlefield, 'unfunded_after')).toHaveText(
    '$11,475,000.00',
  );
  await expect(cell(page, drawdown, ids.nettlefield, 'percent_called')).toHaveText('10.00%');
  await shot(page, '04-overview');
  expect(await seriousViolations(page), '04-overview').toEqual([]);

  await page.getByRole('link', { name: 'Investor breakdown' }).click();
  const breakdown = 'Investor breakdown';
  await search(page, breakdown, 'Nettlefield');
  await expect(cell(page, breakdown, ids.nettlefield, 'contributed_before')).toHaveText('$0.00');
  await expect(cell(page, breakdown, ids.nettlefield, 'contributed_after')).toHaveText(
    '$1,275,000.00',
  );
  // Every table exports (the data table's spreadsheet export).
  await expect(
    page.getByRole('region', { name: breakdown }).getByRole('button', { name: /Export/ }),
  ).toBeVisible();
  await shot(page, '05-investor-breakdown');

  await page.getByRole('link', { name: 'Review' }).click();
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(checks.locator('[data-status=passed]')).toHaveCount(4);
  await expect(checks).toContainText("Each use's allocations sum exactly to the use: passed");
  // The writer may not finalize (no approve permission): no Finalize button.
  await expect(page.getByRole('button', { name: 'Finalize' })).toHaveCount(0);
  await shot(page, '06-review-writer');
  expect(await seriousViolations(page), '06-review-writer').toEqual([]);

  // The approver finalizes.
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/capital-activity/calls/${eventId}/review`,
    await approver(),
  );
  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Finalize Northwind call?' });
  await expect(dialog).toContainText('notices cannot be added after it is finalized');
  await expect(dialog).toContainText('$53,900,000.00');
  await shot(page, '07-finalize-dialog');
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  // A finalized call opens read-only.
  await expect(page).toHaveURL(new RegExp(`/capital-activity/${eventId}/capital-call-overview$`));
  await expect(page.getByTestId('read-only-note')).toHaveText(
    'Finalized by Maya Manager: posted to the ledger and no longer editable.',
  );
  await expect(page.getByText('State: Finalized')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Details' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Allocation' }).click();
  await expect(page.getByRole('form', { name: 'Set an override' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(
    page.getByRole('list', { name: 'Checks' }).locator('[data-status=passed]'),
  ).toHaveCount(5);
  await shot(page, '08-finalized-review');
  expect(await seriousViolations(page), '08-finalized-review').toEqual([]);

  // The commitment's activity shows the contribution; its figures move by the call.
  await page.goto(`/fund-family/${ids.fund}/commitments/${ids.aldridge}/activity`);
  await expect(page.getByTestId('figure-unfunded-value')).toHaveText('$1,875,034.25');
  await expect(page.getByTestId('figure-paid_in-value')).toHaveText('$624,965.75');
  await search(page, 'Activity', 'Northwind call');
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.locator('[role=row][row-index="0"] [col-id="amount"]')).toHaveText(
    '$100,000.00',
  );
  await expect(activity.locator('[role=row][row-index="0"]').first()).toContainText('01/30/2026');
  await shot(page, '09-commitment-activity');

  // The summary's contributed and unfunded move by exactly the call.
  await page.goto(`/fund-family/${ids.fund}/summary`);
  await expect(page.getByTestId('figure-contributed-value')).toHaveText('$141,637,017.12');
  await expect(page.getByTestId('figure-unfunded-value')).toHaveText('$398,862,982.88');
  await shot(page, '10-summary');

  // The pivot moves by exactly the call: the total by 53,900,000.00, Aldridge by 100,000.00.
  await expectInvestmentPivot(page, { total: '$137,550,000.00', aldridge: '$600,000.00' });
  await shot(page, '10-pivot');

  // The list shows it finalized, by whom it was created, and what it called.
  await page.goto(`/fund-family/${ids.fund}/capital-activity`);
  await expect(cell(page, 'Capital activity', eventId, 'state')).toHaveText('Finalized');
  await expect(cell(page, 'Capital activity', eventId, 'called')).toHaveText('$53,900,000.00');
  await expect(cell(page, 'Capital activity', eventId, 'created_by')).toHaveText('Will Writer');
  await shot(page, '11-list-after');
});

test('the preparer sees why they may not finalize, a line past an LP’s unfunded is refused by name, and a draft is deleted leaving nothing', async ({
  page,
}) => {
  // Maya Manager may write and approve: she drafts a call, so maker-checker keeps her from
  // finalizing it (the demo customer does not let preparers approve).
  const preparer = await apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');
  const api = await apiCaller(baseURL(), preparer);
  const draft = await api.call<{ id: string; name: string }>(
    'post',
    `/api/fund-family/${ids.fund}/fund-family-event`,
    {
      name: 'Maker-checker call',
      notice_date: '2026-02-02',
      due_date: '2026-02-16',
      uses: [
        {
          kind: 'fund_expenses',
          description: 'Audit fees',
          amount_cents: 300_000_000,
          transaction_code: 'contribution_expenses',
        },
      ],
    },
  );
  await api.dispose();
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/capital-activity/calls/${draft.id}/review`,
    preparer,
  );
  const finalize = page.getByRole('button', { name: 'Finalize' });
  await expect(finalize).toBeDisabled();
  await expect(page.locator('#why-not-finalize')).toHaveText(
    'You sent this capital call for approval; another user must approve it.',
  );
  await shot(page, '12-maker-checker');

  // Aldridge's unfunded is 1,975,034.25: 2,000,000.00 of the line is 24,965.75 too much, and
  // the fund-expenses code is not recallable.
  await page.getByRole('link', { name: 'Allocation' }).click();
  const overrides = page.getByRole('form', { name: 'Set an override' });
  await chooseOption(
    overrides.getByLabel('Investor entity'),
    'Aldridge State Pension Fund — Harborview Capital Partners IV, L.P.',
  );
  await overrides.getByLabel('Amount').fill('2,000,000.00');
  await overrides.getByRole('button', { name: 'Set override' }).click();
  const refused = page.getByRole('alert', { name: 'Refused lines' });
  await expect(refused).toContainText('Aldridge State Pension Fund');
  await expect(refused).toContainText('24,965.75');
  await shot(page, '13-refused-line');
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.locator('#why-not-finalize')).toHaveText('Finalize needs: all checks pass.');
  await expect(
    page.getByRole('list', { name: 'Checks' }).locator('[data-status=failed]'),
  ).not.toHaveCount(0);
  await shot(page, '14-review-refused');

  // A reader sees the draft's steps, and nothing to change or press.
  const reader = await apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026');
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/capital-activity/calls/${draft.id}/allocation`,
    reader,
  );
  await expect(page.getByRole('region', { name: 'Allocation' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set an override' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finalize' })).toHaveCount(0);

  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/capital-activity/calls/${draft.id}/review`,
    preparer,
  );
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Maker-checker call?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/capital-activity$/);
  await expect(
    page.getByRole('region', { name: 'Capital activity' }).getByText('Maker-checker call'),
  ).toHaveCount(0);
});
