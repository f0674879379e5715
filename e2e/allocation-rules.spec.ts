import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

const graphName = 'Harborview side-by-side split';

/** Opens the demo fund and answers its id. */
async function openDemoFund(page: Page) {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await expect(page).toHaveURL(/\/fund-family\/[0-9a-f-]{36}\/summary$/);
  return /\/fund-family\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
}

async function setChild(page: Page, rule: number, at: number, entity: string, percent: string) {
  await chooseOption(page.locator(`#rule-${rule}-child-${at}`), entity);
  await page.locator(`#rule-${rule}-percent-${at}`).fill(percent);
}

test('a rule graph with fixed percentages, the playground to the cent, and its edit tabs', async ({
  page,
}) => {
  const fundFamilyId = await openDemoFund(page);
  await page.goto(`/fund-family/${fundFamilyId}/setup/fund-structure`);
  await page.getByRole('link', { name: 'Allocation rule graphs →' }).click();
  await expect(page.getByRole('heading', { name: 'Allocation rule graphs' })).toBeVisible();
  await expect(
    page.getByText('Default allocation rule cannot be edited via the UI.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create rule graph' }).click();

  const form = page.getByRole('form', { name: 'Allocation rule graph' });
  await form.getByLabel('Name').fill(graphName);
  await form.getByLabel('Effective date').fill('2025-01-01');
  for (let i = 0; i < 3; i += 1)
    await form.getByRole('button', { name: 'Add entity to rule 1' }).click();
  // 30 + 30 + 30 is not 100: the server says so on the rule and nothing is saved.
  await setChild(page, 0, 0, 'Harborview Capital Partners IV, L.P.', '30');
  await setChild(page, 0, 1, 'Harborview Capital Partners IV-A, L.P.', '30');
  await setChild(page, 0, 2, 'Harborview IV Offshore Feeder, L.P.', '30');
  await form.getByRole('button', { name: 'Save rule graph' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'must add up to exactly 100% (now 90%)' }),
  ).toBeVisible();
  await shot(page, 'allocation-rules-01-percentages-not-100');
  // The error toast sits over the Save button at the bottom right until dismissed.
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await page.locator('#rule-0-percent-0').fill('55.5');
  await page.locator('#rule-0-percent-2').fill('14.5');
  await form.getByRole('button', { name: 'Save rule graph' }).click();
  await expect(page.getByRole('heading', { name: graphName })).toBeVisible();
  await expect(page).toHaveURL(/\/structure\/rule\/[0-9a-f-]{36}\/rule-graph-details$/);
  await shot(page, 'allocation-rules-02-details');
  await page.getByRole('link', { name: 'Rule graph basis' }).click();
  const basis = page.getByRole('region', { name: 'Rule graph basis' });
  await expect(
    basis.getByRole('row', { name: /Offshore Feeder.*Fixed percentages.*14\.5%/ }),
  ).toBeVisible();
  await shot(page, 'allocation-rules-03-basis');

  // The playground: $1,000,000.01 on fixed 55.5 / 30 / 14.5 is 555,000.00555, 300,000.003 and
  // 145,000.00145 in dollars; the one cent left over goes to the largest, the main fund.
  await page.goto(`/fund-family/${fundFamilyId}/structure/allocations-playground`);
  // Every query of the page settled first, so nothing re-renders the form under the typing.
  await page.waitForLoadState('networkidle');
  await page.locator('#playground-graph').selectOption({ label: graphName });
  await page.locator('#playground-amount').fill('1,000,000.01');
  await page.locator('#playground-date').fill('2025-12-31');
  await expect(page.locator('#playground-graph')).toHaveValue(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Allocate' }).click();
  const entities = page.getByRole('region', { name: 'Allocation: entities' });
  await expect(
    entities.getByRole('row', { name: /Harborview Capital Partners IV, L\.P\. \$?555,000\.01/ }),
  ).toBeVisible();
  await expect(entities.getByRole('row', { name: /IV-A, L\.P\. \$?300,000\.00/ })).toBeVisible();
  await expect(
    entities.getByRole('row', { name: /Offshore Feeder, L\.P\. \$?145,000\.00/ }),
  ).toBeVisible();
  await expect(page.getByTestId('allocated-total')).toHaveText('$1,000,000.01');
  // The grid's total row sums every commitment row: the rows sum to the total, to the cent.
  const commitments = page.getByRole('region', { name: 'Allocation: commitments' });
  await expect(commitments.locator('.ag-row-pinned [col-id="amount"]')).toHaveText(/1,000,000\.01/);
  await expect(commitments.getByText(/→ .*\(fixed percentages\)/).first()).toBeVisible();
  await shot(page, 'allocation-rules-04-playground');

  // Edit tabs: a back-dated split shows what it would re-allocate, before anything is saved.
  await page.goto(`/fund-family/${fundFamilyId}/structure`);
  await page.getByRole('link', { name: graphName }).click();
  await page.getByRole('link', { name: 'Edit rules' }).click();
  await expect(page).toHaveURL(/\/edit\/edit-details$/);
  await page.getByLabel('Effective date').fill('2025-06-01');
  await page.locator('#rule-0-percent-0').fill('50');
  await page.locator('#rule-0-percent-2').fill('20');
  await page.getByRole('link', { name: 'Capital Activity Equalization' }).click();
  const capital = page.getByRole('table', { name: 'Capital Activity Equalization' });
  await expect(capital.getByRole('row').nth(1)).toBeVisible();
  await expect(capital.getByRole('row', { name: /^Net/ })).toContainText('0.00');
  await shot(page, 'allocation-rules-05-capital-activity-equalization');
  await page.getByRole('link', { name: 'Non-Capital Equalization' }).click();
  await expect(page.getByRole('table', { name: 'Non-Capital Equalization' })).toBeVisible();
  await shot(page, 'allocation-rules-06-non-capital-equalization');
  await page.getByRole('link', { name: 'Fee True Up' }).click();
  await expect(page.getByRole('table', { name: 'Fee True Up' })).toBeVisible();
  await page.getByRole('link', { name: 'Review Edits', exact: true }).click();
  await page.getByRole('link', { name: 'Fee catch-up' }).click();
  await expect(page.getByRole('table', { name: 'Fee catch-up' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Save edits and post the equalization' }),
  ).toBeEnabled();
  await shot(page, 'allocation-rules-07-review-fee-catch-up');
  // Back on the details, the edit is still there: the tabs are one form.
  await page.getByRole('link', { name: 'Edit Details' }).click();
  await expect(page.getByLabel('Effective date')).toHaveValue('2025-06-01');
  // Saved from a date with nothing after it, the edit posts no ledger rows (the demo ledger
  // stays as the other specs expect it) and becomes version 2.
  await page.getByLabel('Effective date').fill('2027-01-01');
  await page.getByRole('link', { name: 'Review Edits', exact: true }).click();
  await expect(page.getByTestId('deemed-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Save edits and post the equalization' }).click();
  await expect(page).toHaveURL(/\/rule-graph-details$/);
  const versions = page.getByRole('region', { name: 'Rule graph versions' });
  await expect(versions.getByRole('row', { name: /^2 2027-01-01 1 None/ })).toBeVisible();
  await expect(versions.getByRole('row', { name: /^1 2025-01-01 1 None/ })).toBeVisible();
  await shot(page, 'allocation-rules-08-saved-version-2');
});

test("the demo second close's allocation rule and non-capital equalization tabs", async ({
  page,
}) => {
  const fundFamilyId = await openDemoFund(page);
  await page.goto(`/fund-family/${fundFamilyId}/commitments/closings`);
  await page.getByRole('link', { name: 'Second close' }).click();
  await page.getByRole('link', { name: 'Closing allocation rules' }).click();
  await expect(page.getByTestId('closing-rule-name')).toHaveText('Default: pro rata by commitment');
  await expect(page.getByTestId('closing-rule-effect')).toContainText('Without rules picked');
  await expect(page.getByText('$1,000,000.00 allocated on 09/30/2025')).toBeVisible();
  await expect(page.getByTestId('allocated-total')).toHaveText('$1,000,000.00');
  await shot(page, 'allocation-rules-09-closing-allocation-rules');

  await page.getByRole('link', { name: 'Non-capital equalization' }).click();
  const table = page.getByRole('table', { name: 'Non-capital equalization' });
  await expect(
    table.getByRole('row', { name: /Organizational expenses of 2025-08-15/ }).first(),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Takes its share \(admitted\)/ }).first(),
  ).toBeVisible();
  // Within each fund entity the admitted take exactly what the existing give up.
  await expect(page.getByTestId('non-capital-net')).toHaveText('$0.00');
  await expect(page.getByText('Posted to the ledger when the closing finalized.')).toBeVisible();
  await page.getByText('How it was computed').click();
  await expect(page.getByRole('list', { name: 'Non-capital equalization steps' })).toBeVisible();
  await shot(page, 'allocation-rules-10-non-capital-equalization');
});

test('a rule on a calculation basis, its basis table and the playground', async ({ page }) => {
  const fundFamilyId = await openDemoFund(page);
  await page.goto(`/fund-family/${fundFamilyId}/structure/rule/create`);
  // Every query of the page settled first, so nothing resets the form under the typing.
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Allocation rule graph' });
  await form.getByLabel('Name').fill('Harborview by fee basis');
  await form.getByLabel('Effective date').fill('2025-01-01');
  await page.locator('#rule-0-basis').selectOption({ label: 'Pro rata by a calculation' });
  for (let i = 0; i < 3; i += 1)
    await form.getByRole('button', { name: 'Add entity to rule 1' }).click();
  for (const [at, entity] of [
    'Harborview Capital Partners IV, L.P.',
    'Harborview Capital Partners IV-A, L.P.',
    'Harborview IV Offshore Feeder, L.P.',
  ].entries())
    await chooseOption(page.locator(`#rule-0-child-${at}`), entity);
  // No calculation chosen yet: the form says so on the field and nothing is sent.
  await form.getByRole('button', { name: 'Save rule graph' }).click();
  await expect(page.locator('#rule-0-calculation')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'allocation-rules-11-calculation-required');
  await chooseOption(page.locator('#rule-0-calculation'), 'management_fee_basis');
  await form.getByRole('button', { name: 'Save rule graph' }).click();
  await expect(page.getByRole('heading', { name: 'Harborview by fee basis' })).toBeVisible();
  await page.getByRole('link', { name: 'Rule graph basis' }).click();
  const basis = page.getByRole('region', { name: 'Rule graph basis' });
  await expect(
    basis.getByRole('row', { name: /Offshore Feeder.*Pro rata by management_fee_basis/ }),
  ).toBeVisible();
  await shot(page, 'allocation-rules-12-calculation-basis');

  await page.goto(`/fund-family/${fundFamilyId}/structure/allocations-playground`);
  await page.waitForLoadState('networkidle');
  await page.locator('#playground-graph').selectOption({ label: 'Harborview by fee basis' });
  await page.locator('#playground-amount').fill('1,000,000.00');
  await page.locator('#playground-date').fill('2025-12-31');
  await expect(page.locator('#playground-graph')).toHaveValue(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByTestId('allocated-total')).toHaveText('$1,000,000.00');
  const entities = page.getByRole('region', { name: 'Allocation: entities' });
  await expect(entities.getByText(/pro rata by management_fee_basis/).first()).toBeVisible();
  const commitments = page.getByRole('region', { name: 'Allocation: commitments' });
  await expect(commitments.locator('.ag-row-pinned [col-id="amount"]')).toHaveText(/1,000,000\.00/);
  await shot(page, 'allocation-rules-13-calculation-playground');

  // The list names each graph's rules, the calculation included, and links to the graph.
  await page.goto(`/fund-family/${fundFamilyId}/structure`);
  const list = page.getByRole('region', { name: 'Allocation rule graphs' });
  await expect(list.getByText(/\(pro rata by management_fee_basis\)/).first()).toBeVisible();
  await shot(page, 'allocation-rules-14-graphs-list');
  await list.getByRole('link', { name: 'Harborview by fee basis' }).first().click();
  await expect(page).toHaveURL(/\/structure\/rule\/[0-9a-f-]{36}\/rule-graph-details$/);
});
