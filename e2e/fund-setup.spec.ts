import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { signIn } from './auth-helpers';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

test('a new fund family goes from setup through its first close to the ledger', async ({
  page,
}) => {
  // The whole walk (investors, wizard, a close through approval) runs past the default minute.
  test.slow();
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const fundName = `Northwind Growth Fund ${Date.now() % 100000}`;

  // Investors first: commitments are made by investor entities.
  await page.goto('/investors');
  const investors = page.getByTestId('data-table-investors');
  for (const name of ['Orion Teachers Pension', 'Pike Family Office', 'Quill Endowment']) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add investor' }).click();
    // The list is long: search it, as a user would, for the one just added.
    await investors.getByLabel('Search table').fill(name);
    await expect(investors.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await page.goto('/fund-family');
  await page.getByRole('button', { name: 'New fund family' }).click();
  await page.getByLabel('Name').fill(fundName);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: fundName }).click();
  await expect(page).toHaveURL(/\/setup\/profile$/);

  // Profile: a bad amount is refused on the field, a good one saves.
  await page.getByLabel('Target raise').fill('12.345');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('At most 2 decimals')).toBeVisible();
  await page.getByLabel('Target raise').fill('150,000,000.00');
  await page.getByLabel('Rounding partner ordering').selectOption('gp_then_largest_allocation');
  // Spec §3: the capital call methodology, gross fees unless chosen, its help under it.
  const methodology = page.getByLabel('Capital call methodology');
  await expect(methodology).toHaveValue('gross');
  await expect(methodology).toHaveAccessibleDescription(/^Gross fees: .* Net fees: /);
  await methodology.selectOption({ label: 'Net fees' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(methodology).toHaveValue('net');
  // Each step shows whether it is done: the profile now is, the dates are not yet.
  const stepsNav = page.getByRole('navigation', { name: 'Setup steps' });
  await expect(stepsNav.getByRole('link', { name: '1. Profile' })).toContainText('Done');
  await expect(stepsNav.getByRole('link', { name: '2. Dates' })).toContainText('To do');
  await expect(stepsNav.getByRole('link', { name: '8. Classes' })).toContainText('Optional');
  await shot(page, '10-setup-profile');

  // Leaving with unsaved changes asks first.
  await page.getByLabel('Phase').fill('Pre-marketing');
  await page.getByRole('link', { name: '3. Fund Structure' }).click();
  await expect(page.getByText('Unsaved progress')).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/setup\/fund-structure$/);

  await page.getByLabel('Name', { exact: true }).fill('Northwind Growth Fund, L.P.');
  await page.getByRole('button', { name: 'Add entity' }).click();
  await expect(
    page.getByRole('table', { name: 'Fund entities' }).getByText('Northwind Growth Fund, L.P.'),
  ).toBeVisible();
  await shot(page, '11-setup-fund-structure');

  // Complete Setup says why it cannot be pressed while there is no first closing date.
  const completeBox = page.getByRole('region', { name: 'Complete setup' });
  const completeButton = completeBox.getByRole('button', { name: 'Complete Setup' });
  await expect(completeBox.getByLabel('First closing date')).toHaveValue('');
  await expect(completeButton).toBeDisabled();
  await expect(completeButton).toHaveAccessibleDescription(
    'Choose the first closing date to complete setup.',
  );

  // The first closing date starts at the fund's start date, once the fund has one.
  await stepsNav.getByRole('link', { name: '2. Dates' }).click();
  await page.getByLabel('Fund start').fill('2026-01-15');
  await page.getByRole('button', { name: 'Save dates' }).click();
  await expect(page.getByText('Dates saved')).toBeVisible();
  await expect(stepsNav.getByRole('link', { name: '2. Dates' })).toContainText('Done');
  await expect(stepsNav.getByRole('link', { name: '3. Fund Structure' })).toContainText('Done');
  await expect(completeBox.getByLabel('First closing date')).toHaveValue('2026-01-15');
  await expect(completeButton).toBeEnabled();

  // Complete Setup asks first, naming what it will do.
  await completeBox.getByLabel('First closing date').fill('2026-02-27');
  await completeButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Complete setup?' });
  await expect(confirm).toContainText(`${fundName} leaves draft and starts fundraising`);
  await expect(confirm).toContainText('dated 02/27/2026');
  await shot(page, '11b-setup-complete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/setup\/dates$/);
  await completeButton.click();
  await confirm.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: 'First close' })).toBeVisible();

  const commitments = [
    ['Orion Teachers Pension', '50,000,000'],
    ['Pike Family Office', '15,000,000.50'],
    ['Quill Endowment', '35,000,000'],
  ] as const;
  for (const [name, amount] of commitments) {
    await chooseOption(page.getByLabel('Investor entity'), name);
    await page.getByLabel('Fund entity').selectOption({ label: 'Northwind Growth Fund, L.P.' });
    await page.getByLabel('Commitment amount').fill(amount);
    await page.getByRole('button', { name: 'Add commitment' }).click();
    await expect(
      page.getByRole('table', { name: 'Closing commitments' }).getByText(name),
    ).toBeVisible();
    // The form clears itself once the add has settled; choosing before that would be wiped.
    await expect(page.getByLabel('Commitment amount')).toHaveValue('');
  }
  await expect(
    page.getByRole('table', { name: 'Closing commitments' }).getByText('100,000,000.50'),
  ).toBeVisible();
  const progress = page.getByRole('list', { name: 'Closing progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    /^1Draft3 commitments$/,
    /^2Sent for approval$/,
    /^3Approved$/,
    /^4Finalized$/,
  ]);
  await expect(page.getByTestId('closing-state')).toHaveText('Draft');
  // The machine's chart is one click away, in people's words.
  await page.getByRole('button', { name: 'Workflow' }).click();
  const chart = page.getByTestId('workflow-chart-closing');
  await expect(chart.locator('[data-state-id="closing.draft"][data-active]')).toBeVisible();
  await expect(chart.locator('[data-state-id="closing.complete"]')).toContainText('Approved');
  await shot(page, '12-first-close-draft');
  await page.getByRole('button', { name: 'Workflow' }).click();
  await expect(chart).toBeHidden();

  // Maker-checker: the admin sends it for approval, so the admin may not approve it.
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByTestId('closing-state')).toHaveText('Sent for approval');
  await expect(progress.getByRole('listitem').nth(1)).toContainText('by Ada Admin');
  const approve = page.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(
    'You sent this closing for approval; another user must approve it.',
  );
  await shot(page, '12b-first-close-sent-preparer-cannot-approve');

  // Another user, the approver, approves it: the dialog says what approving means.
  const closingUrl = page.url();
  await openSignedIn(
    page,
    closingUrl,
    await apiSignIn(test.info().project.use.baseURL!, 'approver@demo.test', 'demo-approver-2026'),
  );
  await expect(page.getByTestId('closing-state')).toHaveText('Sent for approval');
  await page.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText('Approve First close?');
  // Amounts and dates as the app's one display format writes them, with or without '$'.
  await expect(dialog).toContainText(
    /the closing of 3 commitments totalling \$?100,000,000\.50 can only be finalized/,
  );
  await expect(dialog).toContainText('Sent for approval by Ada Admin.');
  await shot(page, '13a-approve-dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('closing-state')).toHaveText('Approved');
  await expect(progress.getByRole('listitem').nth(2)).toContainText('by April Approver');

  // Finalizing names what it posts; Cancel posts nothing.
  await page.getByRole('button', { name: 'Finalize' }).click();
  const posts = dialog.getByRole('table', { name: 'What finalizing posts' });
  await expect(posts.getByRole('row').first()).toHaveText(
    /^Closing commitments3 postings\$?100,000,000\.50$/,
  );
  await expect(dialog).toContainText(/dated (2026-02-27|02\/27\/2026)/);
  await shot(page, '13b-finalize-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('closing-state')).toHaveText('Approved');
  await page.reload();
  await expect(page.getByTestId('closing-state')).toHaveText('Approved');
  await page.getByRole('button', { name: 'Finalize' }).click();
  await dialog.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByTestId('closing-state')).toHaveText('Finalized');
  await expect(progress.getByRole('listitem').nth(3)).toContainText('posted to the ledger');
  await page.getByRole('button', { name: 'Workflow' }).click();
  await expect(chart.locator('[data-state-id="closing.finalized"][data-active]')).toBeVisible();
  await shot(page, '13-first-close-finalized');

  // A second closing, discarded: the dialog says nothing posts; Cancel keeps it.
  await page.getByRole('link', { name: '← Closings' }).click();
  await page.getByLabel('Closing name').fill('Abandoned close');
  await page.getByLabel('Closing date').fill('2026-05-29');
  await page.getByRole('button', { name: 'New closing' }).click();
  await expect(page.getByRole('heading', { name: 'Abandoned close' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Discard Abandoned close?');
  await expect(dialog).toContainText(
    'It has no commitments. Nothing posts to the ledger, and a discarded closing cannot be reopened.',
  );
  await shot(page, '13c-discard-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('closing-state')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Discard' }).click();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('closing-state')).toHaveText('Discarded: nothing was posted');
  await shot(page, '13d-closing-discarded');

  await page.getByRole('link', { name: '← Closings' }).click();
  await page
    .getByRole('navigation', { name: 'Commitments tabs' })
    .getByRole('link', { name: 'Commitments' })
    .click();
  const table = page.getByTestId('data-table-fund-commitments');
  await expect(table.getByRole('link', { name: 'Pike Family Office' })).toBeVisible();
  // The total row sums the ledger's commitment rows.
  await expect(table.locator('.ag-row-pinned [col-id="committed"]')).toHaveText('$100,000,000.50');
  await shot(page, '14-commitments-from-ledger');
});

test("the demo fund's second close shows its capital equalization, worked by hand", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await page
    .getByRole('navigation', { name: 'Fund' })
    .getByRole('link', { name: 'Commitments' })
    .click();
  await page.getByRole('link', { name: 'Closings' }).click();
  await page.getByRole('link', { name: 'Second close' }).click();
  await page.getByRole('link', { name: 'Capital equalization', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Capital equalization' })).toBeVisible();
  await expect(
    page.getByText('The amounts stay outstanding until a capital event settles them.'),
  ).toBeVisible();
  // The first 'How it was computed' is the capital equalization's; the interest has its own.
  await page.getByText('How it was computed').first().click();
  await expect(
    page
      .getByRole('list', { name: 'Equalization steps' })
      .getByText(/Call of 06\/30\/2025/)
      .first(),
  ).toBeVisible();
  await shot(page, '15-demo-second-close-equalization');
  // Worked independently of the engine, fund by fund: existing E, admitted A, share = A / (E + A);
  // the 2025-06-30 call was 20% investments, 1% fees, 0.5% expenses of E; each line's pool is
  // share × line rounded half-up to the cent, and admitted pay all pools while existing get
  // the non-fee pools back:
  //   main     E 250,250,000  A 54,250,000  pays 9,585,725.57  returns 9,139,877.87
  //   parallel E  56,250,000  A 24,750,000  pays 3,695,312.50  returns 3,523,437.50
  //   feeder   E 111,750,000  A 43,250,000  pays 6,704,098.79  returns 6,392,280.24
  // The fee pools of that call (929,541.25) are not equalized back. The management fee true-up
  // follows the stored terms instead: 2% a year on the $122,250,000 admitted, from the first
  // close (2025-03-31) to the day before the second (2025-09-29), 183 days on actual/365:
  // 12,225,000,000¢ × 0.02 × 183 ÷ 365 = 122,584,931.5¢, rounded per commitment and quarter
  // to 1,225,849.30. The manager keeps it, and finalizing posted it.
  // Equalization interest at the profile's 8% simple, actual/365, on each admitted commitment's
  // share of the investment and expense pools (fees bear none), from the call (2025-06-30) to
  // the closing date (2025-09-30), 92 days, rounded once per commitment: principal per fund is
  // the non-fee pool above, e.g. main 913,987,787¢ × 0.08 × 92 ÷ 365 = 18,430,000.3¢, per
  // commitment rounded: main 184,300.01, parallel 352,343,750¢ → 71,047.95, feeder
  // 639,228,024¢ → 128,896.39; total 384,244.35, received by the existing partners.
  // Admitted pay in all: 19,055,595.61 + 384,244.35 + 1,225,849.30 = 20,665,689.26.
  await page.getByRole('link', { name: 'Capital equalization', exact: true }).click();
  await expect(page.getByTestId('equalization-interest-total')).toHaveText('$384,244.35');
  const interest = page.getByRole('region', { name: 'Equalization interest' });
  await interest.screenshot({ path: 'e2e-artifacts/15b-demo-second-close-interest-lines.png' });
  await interest.getByText('How it was computed').click();
  await expect(
    page
      .getByRole('list', { name: 'Equalization interest steps' })
      .getByText(/call of 06\/30\/2025, contribution_investment/)
      .first(),
  ).toBeVisible();
  // The terms and the first calls' steps, at the top of the expanded list.
  const steps = interest.getByRole('list', { name: 'Equalization interest steps' });
  await steps.evaluate((list) => list.scrollIntoView({ block: 'start' }));
  const box = (await steps.boundingBox())!;
  await page.screenshot({
    path: 'e2e-artifacts/15c-demo-second-close-interest-steps.png',
    clip: { x: box.x, y: box.y, width: box.width, height: 700 },
  });
  await page.getByRole('link', { name: 'Fee true-up' }).click();
  await expect(page.getByRole('table', { name: 'Fee true-ups' })).toBeVisible();
  await page.getByText('How it was computed').click();
  await expect(
    page.getByRole('list', { name: 'Fee true-up steps' }).getByText('Stored management fee terms'),
  ).toBeVisible();
  await shot(page, '16-demo-second-close-fee-true-up');
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByTestId('equalization-paid')).toHaveText('$19,055,595.61');
  await expect(page.getByTestId('equalization-returned')).toHaveText('$19,055,595.61');
  await expect(page.getByTestId('equalization-fee-catch-up')).toHaveText('$1,225,849.30');
  await expect(page.getByTestId('equalization-interest')).toHaveText('$384,244.35');
  await expect(page.getByTestId('admitted-pay-in-all')).toHaveText('$20,665,689.26');
});

test("the fund's own GP entity holds the GP commitment", async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const suffix = Date.now() % 100000;
  const fundName = `Kestrel Ridge Fund ${suffix}`;
  const gpName = `Kestrel Ridge GP ${suffix}, LLC`;
  await page.goto('/fund-family');
  await page.getByRole('button', { name: 'New fund family' }).click();
  await page.getByLabel('Name').fill(fundName);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: fundName }).click();
  await expect(page).toHaveURL(/\/setup\/profile$/);

  const stepsNav = page.getByRole('navigation', { name: 'Setup steps' });
  await stepsNav.getByRole('link', { name: '3. Fund Structure' }).click();
  const entities = page.getByRole('table', { name: 'Fund entities' });
  await page.getByLabel('Name', { exact: true }).fill(`Kestrel Ridge Fund ${suffix}, L.P.`);
  await page.getByRole('button', { name: 'Add entity' }).click();
  await expect(entities.getByText(`Kestrel Ridge Fund ${suffix}, L.P.`)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(gpName);
  await chooseOption(page.getByLabel('Functional type'), 'General partner');
  await chooseOption(page.getByLabel('Legal type'), 'LLC');
  await page.getByRole('button', { name: 'Add entity' }).click();
  await expect(entities.getByText(gpName)).toBeVisible();

  await stepsNav.getByRole('link', { name: '2. Dates' }).click();
  await page.getByLabel('Fund start').fill('2026-04-01');
  await page.getByRole('button', { name: 'Save dates' }).click();
  await expect(page.getByText('Dates saved')).toBeVisible();
  const completeBox = page.getByRole('region', { name: 'Complete setup' });
  await expect(completeBox.getByLabel('First closing date')).toHaveValue('2026-04-01');
  await completeBox.getByRole('button', { name: 'Complete Setup' }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete setup?' })
    .getByRole('button', { name: 'Complete Setup' })
    .click();
  await expect(page.getByRole('heading', { name: 'First close' })).toBeVisible();
  await expect(page.getByText('Closing date 04/01/2026')).toBeVisible();

  // The GP commits through the investor entity that is the fund's GP entity, made on the spot.
  await page.getByRole('button', { name: `GP commitment by ${gpName}` }).click();
  await expect(page.getByLabel('GP commitment', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Investor entity')).toHaveValue(gpName);
  await page
    .getByLabel('Fund entity')
    .selectOption({ label: `Kestrel Ridge Fund ${suffix}, L.P.` });
  await page.getByLabel('Commitment amount').fill('1,500,000');
  await page.getByRole('button', { name: 'Add commitment' }).click();
  const closingCommitments = page.getByRole('table', { name: 'Closing commitments' });
  await expect(closingCommitments.getByRole('row').filter({ hasText: gpName })).toContainText(
    '$1,500,000.00',
  );
  await expect(page.getByLabel('GP commitment', { exact: true })).not.toBeChecked();
  await shot(page, '12b-gp-commitment');

  // Asked again, the GP has the same one investor entity, not a second.
  await page.getByRole('button', { name: `GP commitment by ${gpName}` }).click();
  await expect(page.getByLabel('Investor entity')).toHaveValue(gpName);
  await page.goto('/investors');
  const investors = page.getByTestId('data-table-investors');
  await investors.getByLabel('Search table').fill(gpName);
  await expect(investors.getByRole('link', { name: gpName, exact: true })).toHaveCount(1);
});
