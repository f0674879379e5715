import { expect, test, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { finalizeClosing } from './finalize-closing';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/reallocation-${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const writer = () => apiSignIn(baseURL(), 'writer@demo.test', 'demo-writer-2026');
// Maya Manager approves: April Approver's password is changed by other specs of a full run.
const approver = () => apiSignIn(baseURL(), 'manager@demo.test', 'demo-manager-2026');

// A fund family of its own with a finalized call, so this spec posts nothing to the demo fund.
const fundName = `E2E Reallocation Fund ${Date.now()}`;
const ids = { fund: '', call: '', atlas: '', birch: '', cedar: '', investment: '', fee: '' };

const cell = (page: Page, table: string, rowId: string, column: string) =>
  page
    .getByRole('region', { name: table })
    .locator(`[role=row][row-id="${rowId}"] [col-id="${column}"]`);

/**
 * Hand-worked (as tests/server/capital-call-reallocation-api.test.ts): Atlas 800,000.00, Birch
 * 600,000.00, Cedar 600,000.00; Capital call 1 of 1,000,000.00 (investment 900,000.00, fee
 * 100,000.00) is 400,000 / 300,000 / 300,000. Cedar defaults: its 300,000.00 goes 4:3 to Atlas
 * (+171,428.58, the spare cents to the largest share) and Birch (+128,571.42).
 */
test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await admin());
  ids.fund = (await api.call<{ id: string }>('post', '/api/fund-family/', { name: fundName })).id;
  const entity = await api.call<{ id: string }>(
    'post',
    `/api/fund-family/${ids.fund}/fund-entities/`,
    {
      name: `${fundName}, L.P.`,
      short_name: null,
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    },
  );
  const { first_closing_id: closingId } = await api.call<{ first_closing_id: string }>(
    'patch',
    `/api/fund-family/${ids.fund}/fundraise/`,
    { first_closing_date: '2026-01-15' },
  );
  const suffix = ids.fund.slice(0, 8);
  for (const [name, amount] of [
    ['atlas', 800_000_00],
    ['birch', 600_000_00],
    ['cedar', 600_000_00],
  ] as const) {
    const full = `${name[0]!.toUpperCase()}${name.slice(1)} Pension ${suffix}`;
    const investor = await api.call<{ entities: { id: string }[] }>('post', '/api/investor/', {
      name: full,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: full, legal_type: 'limited_partnership' },
    });
    const added = await api.call<{
      commitments: { commitment_id: string; investor_entity_name: string }[];
    }>('put', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: investor.entities[0]!.id,
      owning_entity_id: entity.id,
      amount_cents: amount,
    });
    ids[name] = added.commitments.find((c) => c.investor_entity_name === full)!.commitment_id;
  }
  await api.dispose();
  await finalizeClosing(baseURL(), closingId);
  const drafting = await apiCaller(baseURL(), await writer());
  const call = await drafting.call<{ id: string; uses: { id: string }[] }>(
    'post',
    `/api/fund-family/${ids.fund}/fund-family-event`,
    {
      name: null,
      notice_date: '2026-03-16',
      due_date: '2026-03-31',
      allocation_rule_graph_id: null,
      uses: [
        {
          kind: 'investment',
          description: 'Investment in Northwind',
          amount_cents: 900_000_00,
          transaction_code: 'contribution_investment',
          overrides: [],
        },
        {
          kind: 'management_fees',
          description: 'Management fee Q1 2026',
          amount_cents: 100_000_00,
          transaction_code: 'contribution_management_fee',
          overrides: [],
        },
      ],
    },
  );
  await drafting.dispose();
  ids.call = call.id;
  ids.investment = call.uses[0]!.id;
  ids.fee = call.uses[1]!.id;
  const approving = await apiCaller(baseURL(), await approver());
  await approving.call(
    'patch',
    `/api/fund-family/${ids.fund}/fund-family-event/${ids.call}/finalize`,
  );
  await approving.dispose();
});

test('a defaulting LP is re-split pro rata, reviewed and finalized as its own event', async ({
  page,
}) => {
  test.slow();
  const area = `/fund-family/${ids.fund}/capital-activity`;
  // The writer drafts it from the finalized call's page.
  await openSignedIn(page, `${area}/${ids.call}/capital-call-overview`, await writer());
  await page.getByRole('button', { name: 'Reallocate' }).click();
  const start = page.getByRole('dialog', { name: 'Reallocate Capital call 1' });
  await expect(start).toContainText('not before the due date 03/31/2026');
  await start.getByRole('button', { name: 'Draft reallocation' }).click();
  await expect(page).toHaveURL(/\/capital-activity\/calls\/reallocation\/[0-9a-f-]+\/update$/);
  const eventId = page.url().split('/reallocation/')[1]!.split('/')[0]!;
  await expect(page.getByRole('heading', { name: 'Reallocation of Capital call 1' })).toBeVisible();

  const grid = 'New amounts by investor';
  await expect(cell(page, grid, ids.cedar, `posted_${ids.investment}`)).toHaveText('$270,000.00');
  // A typed amount that unbalances a use is named with its difference, before anything is saved.
  const totals = page.getByRole('list', { name: 'Use totals' });
  const birchFee = cell(page, grid, ids.birch, `new_${ids.fee}`).locator('input');
  await birchFee.fill('30000.01');
  await birchFee.press('Enter');
  await expect(totals.locator(`[data-use="${ids.fee}"]`)).toContainText('difference $0.01');
  await birchFee.fill('30000.00');
  await birchFee.press('Enter');
  await expect(totals.locator(`[data-use="${ids.fee}"]`)).toContainText('✓');
  await page
    .getByLabel('Defaulting LP')
    .selectOption({ label: `Cedar Pension ${ids.fund.slice(0, 8)}` });
  await page.getByRole('button', { name: 'Remove LP and re-split pro rata' }).click();
  await expect(cell(page, grid, ids.atlas, `new_${ids.investment}`).locator('input')).toHaveValue(
    '514285.72',
  );
  await expect(cell(page, grid, ids.birch, `new_${ids.investment}`).locator('input')).toHaveValue(
    '385714.28',
  );
  await expect(cell(page, grid, ids.cedar, `new_${ids.investment}`).locator('input')).toHaveValue(
    '0.00',
  );
  await expect(cell(page, grid, ids.atlas, `new_${ids.fee}`).locator('input')).toHaveValue(
    '57142.86',
  );
  await expect(totals.locator(`[data-use="${ids.investment}"]`)).toContainText('✓');
  await page.getByRole('button', { name: 'Save new amounts' }).click();
  await expect(page.getByText('Reallocation saved')).toBeVisible();
  await shot(page, '01-update');

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('figure-moved-value')).toHaveText('$300,000.00');
  await expect(page.getByTestId('figure-net-value')).toHaveText('$0.00');
  const overview = 'Before and after by investor';
  await expect(cell(page, overview, ids.atlas, 'called_difference')).toHaveText('$171,428.58');
  await expect(cell(page, overview, ids.birch, 'called_difference')).toHaveText('$128,571.42');
  await expect(cell(page, overview, ids.cedar, 'called_difference')).toHaveText('-$300,000.00');
  await expect(cell(page, overview, ids.atlas, 'unfunded_after')).toHaveText('$228,571.42');
  await shot(page, '02-overview');
  // The writer may not finalize (no approve permission).
  await expect(page.getByRole('button', { name: 'Finalize' })).toHaveCount(0);

  // The approver reviews the checks and finalizes, having been told what posts.
  await openSignedIn(page, `${area}/calls/reallocation/${eventId}/review`, await approver());
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(checks.locator('[data-check="use_totals_unchanged"]')).toHaveAttribute(
    'data-status',
    'passed',
  );
  await expect(checks.locator('[data-check="ledger_matches_call"]')).toHaveAttribute(
    'data-status',
    'passed',
  );
  await shot(page, '03-review');
  await page.getByRole('button', { name: 'Finalize' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Finalize Reallocation of Capital call 1?',
  });
  await expect(dialog).toContainText('contribution reduced by $300,000.00');
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByTestId('read-only-note')).toContainText('Finalized by Maya Manager');
  await expect(checks.locator('[data-check="ledger_equals_new_amounts"]')).toHaveAttribute(
    'data-status',
    'passed',
  );
  await shot(page, '04-finalized');

  // The list shows it as its own event; the LPs' figures moved by exactly the differences.
  await page.getByRole('link', { name: '← Capital activity' }).click();
  await expect(cell(page, 'Capital activity', eventId, 'event_type')).toHaveText(
    'Capital call reallocation',
  );
  await expect(cell(page, 'Capital activity', eventId, 'state')).toHaveText('Finalized');
  await shot(page, '05-list');
  // It opens from the list, read-only now.
  await page
    .getByRole('region', { name: 'Capital activity' })
    .getByRole('link', { name: 'Reallocation of Capital call 1' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/calls/reallocation/${eventId}/update$`));
  await expect(cell(page, grid, ids.cedar, `new_${ids.investment}`)).toHaveText('$0.00');
  // The call's page names it, so the call's figures (as posted) are not read as the final split.
  await page.getByRole('link', { name: 'Capital call 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/capital-activity/${ids.call}/capital-call-overview$`));
  await expect(page.getByTestId('call-reallocations')).toContainText(
    'Reallocated by Reallocation of Capital call 1 (Finalized, effective',
  );
  await shot(page, '06-call');
  const api = await apiCaller(baseURL(), await approver());
  const paidIn = async (id: string) =>
    (
      await api.call<{ figures: { id: string; value: number }[] }>(
        'get',
        `/api/commitment-information/${id}/`,
      )
    ).figures.find((f) => f.id === 'paid_in')!.value;
  expect([await paidIn(ids.atlas), await paidIn(ids.birch), await paidIn(ids.cedar)]).toEqual([
    571_428_58, 428_571_42, 0,
  ]);
  await api.dispose();
});
