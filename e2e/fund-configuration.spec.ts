import { expect, test, type Page } from '@playwright/test';
import { signIn } from './auth-helpers';
import { approveAndFinalizeClosing } from './finalize-closing';
import { chooseOption } from './choose-option';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

test('a new draft fund sets its calculations, fees, waterfall and classes in the wizard', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  const fundName = `Meridian Terms Fund ${Date.now() % 100000}`;
  await page.goto('/fund-family');
  await page.getByRole('button', { name: 'New fund family' }).click();
  await page.getByLabel('Name').fill(fundName);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: fundName }).click();
  await expect(page).toHaveURL(/\/setup\/profile$/);
  const steps = page.getByRole('navigation', { name: 'Setup steps' });
  // Each step's name, then whether it is done.
  await expect(steps.getByRole('listitem')).toHaveText([
    /^1\. Profile/,
    /^2\. Dates/,
    /^3\. Fund Structure/,
    /^4\. Transactions/,
    /^5\. Calculations/,
    /^6\. Default Fees/,
    /^7\. Default Waterfalls/,
    /^8\. Classes/,
  ]);

  // The GP entity takes the carry.
  await steps.getByRole('link', { name: '3. Fund Structure' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Meridian GP, LLC');
  await chooseOption(page.getByLabel('Functional type'), 'General partner');
  await chooseOption(page.getByLabel('Legal type'), 'LLC');
  await page.getByRole('button', { name: 'Add entity' }).click();
  await expect(
    page.getByRole('table', { name: 'Fund entities' }).getByText('Meridian GP, LLC'),
  ).toBeVisible();

  // Calculations: the fee basis example, added from the empty state.
  await steps.getByRole('link', { name: '5. Calculations' }).click();
  await page.getByRole('button', { name: 'Add management fee basis' }).click();
  await expect(page.getByText('Management fee basis').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add management fee basis' })).toHaveCount(0);
  await shot(page, '80-setup-calculations');

  // Default Fees: a bad rate is refused on its field, then the fee saves and shows.
  await steps.getByRole('link', { name: '6. Default Fees' }).click();
  await expect(page.getByText('No fees yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add fee' }).click();
  await expect(page).toHaveURL(/\/setup\/fees\/add$/);
  await page.getByLabel('From').first().fill('2026-01-01');
  await page.getByLabel('Rate (% a year)').fill('120');
  await page.getByLabel('From').nth(1).fill('2026-01-01');
  await chooseOption(page.getByLabel('Basis calculation'), 'Management fee basis');
  await page.getByRole('button', { name: 'Create fee' }).click();
  await expect(page.getByText('Less than or equal to 100')).toBeVisible();
  await page.getByLabel('Rate (% a year)').fill('2');
  await page.getByRole('button', { name: 'Add offset' }).click();
  await page.getByRole('button', { name: 'Create fee' }).click();
  await expect(page.getByRole('region', { name: 'Management fee' })).toBeVisible();
  await expect(page.getByText('Transaction fees 100%')).toBeVisible();
  await shot(page, '81-setup-fee-details');
  await page.getByRole('link', { name: 'All fees' }).click();
  const fees = page.getByRole('table', { name: 'Fees' });
  await expect(fees.getByRole('row', { name: /Management fee/ })).toContainText('2%');
  await expect(fees).toContainText('Management fee basis');
  await shot(page, '82-setup-fees');

  // Default Waterfalls: the European tiers are offered; a split out of place is refused.
  await steps.getByRole('link', { name: '7. Default Waterfalls' }).click();
  await expect(page.getByLabel('Carry partner', { exact: true })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Move tier 4 up' }).click();
  await page.getByRole('button', { name: 'Save waterfall' }).click();
  await expect(page.getByText('The final split must be the last tier.')).toBeVisible();
  await page.getByRole('button', { name: 'Move tier 3 down' }).click();
  await page.getByLabel('Preferred return (% a year)').fill('8');
  await page.getByRole('button', { name: 'Save waterfall' }).click();
  await expect(page.getByText('Waterfall saved')).toBeVisible();
  const tiers = page.getByTestId('data-table-waterfall-config');
  await expect(tiers.getByText('8% a year, compounded annually')).toBeVisible();
  await expect(tiers.getByText('Meridian GP, LLC').first()).toBeVisible();
  await shot(page, '83-setup-waterfall');

  // Classes: two at once.
  await steps.getByRole('link', { name: '8. Classes' }).click();
  await page.getByLabel('Add classes (one name per line)').fill('Class A — Founders\nClass B');
  await page.getByRole('button', { name: 'Add classes' }).click();
  const classes = page.getByTestId('data-table-investor-classes');
  await expect(classes.getByRole('link', { name: 'Class A — Founders' })).toBeVisible();
  await expect(classes.getByRole('link', { name: 'Class B' })).toBeVisible();
  await shot(page, '84-setup-classes');

  // A class overrides the fund's fee; opened from the wizard, its pages stay in the wizard.
  await classes.getByRole('link', { name: 'Class A — Founders' }).click();
  await expect(page).toHaveURL(/\/setup\/classes\/[0-9a-f-]{36}\/basic$/);
  await expect(steps.getByRole('link', { name: '8. Classes' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  // Exact: the wizard's "6. Default Fees" step is a link too.
  await page.getByRole('link', { name: 'Fees', exact: true }).click();
  await page.getByRole('link', { name: 'Override' }).click();
  await page.getByLabel('Class rate (% a year)').fill('1.5');
  await page.getByRole('button', { name: 'Save override' }).click();
  await expect(page.getByText('Rate (a year)').locator('..')).toContainText('1.5%');
  await page.getByRole('link', { name: 'All fees' }).click();
  await expect(page.getByRole('table', { name: 'Class fees' })).toContainText('1.5%');
  await expect(page).toHaveURL(/\/setup\/classes\/[0-9a-f-]{36}\/fees$/);
  await shot(page, '85-class-fees');

  // Complete Setup opens the first close, where a commitment takes a class.
  await page.goto('/fund-family');
  await page.getByRole('link', { name: fundName }).click();
  await page.getByLabel('First closing date').fill('2026-03-31');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page
    .getByRole('alertdialog', { name: 'Complete setup?' })
    .getByRole('button', { name: 'Complete Setup' })
    .click();
  await expect(page.getByRole('heading', { name: 'First close' })).toBeVisible();
  await chooseOption(page.getByLabel('Investor entity'), 'Aldridge State Pension Fund');
  await page.getByLabel('Fund entity').selectOption({ label: 'Meridian GP, LLC' });
  await page.getByLabel('Commitment amount').fill('5,000,000.00');
  await page.getByLabel('Commitment class').selectOption({ label: 'Class A — Founders' });
  await page.getByRole('button', { name: 'Add commitment' }).click();
  const closing = page.getByRole('table', { name: 'Closing commitments' });
  await expect(closing.getByRole('row', { name: /Aldridge State Pension Fund/ })).toContainText(
    'Class A — Founders',
  );
  await shot(page, '85b-closing-commitment-class');

  // The first close goes through approval; a fourth investor then joins at a subsequent close.
  // Maker-checker: the admin sends it; another user (the approver, through the API) approves
  // and finalizes it. The closing specs walk those steps on the page.
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByTestId('closing-state')).toHaveText('Sent for approval');
  const closingId = /\/closing\/([^/]+)\//.exec(page.url())![1]!;
  await approveAndFinalizeClosing(test.info().project.use.baseURL!, closingId);
  await page.reload();
  await expect(page.getByTestId('closing-state')).toHaveText('Finalized');
  await page.getByRole('link', { name: '← Closings' }).click();
  await page.getByLabel('Closing name').fill('Second close');
  await page.getByLabel('Closing date').fill('2026-06-30');
  await page.getByRole('button', { name: 'New closing' }).click();
  await expect(page.getByRole('heading', { name: 'Second close' })).toBeVisible();
  await chooseOption(page.getByLabel('Investor entity'), 'Ashcombe Revocable Trust');
  await page.getByLabel('Fund entity').selectOption({ label: 'Meridian GP, LLC' });
  await page.getByLabel('Commitment amount').fill('10,000,000.00');
  await page.getByRole('button', { name: 'Add commitment' }).click();
  await expect(
    page.getByRole('table', { name: 'Closing commitments' }).getByText('Ashcombe Revocable Trust'),
  ).toBeVisible();
  // Worked by hand: nothing has been called, so there is no capital equalization; the
  // management fee true-up is the fund's 2% (no class) on the $10,000,000.00 admitted from
  // the first close (2026-03-31) to the day before this one (2026-06-29), a piece per quarter
  // rounded to the cent on actual/365:
  //   Q1 2026-03-31, 1 day:    1,000,000,000¢ × 0.02 × 1 ÷ 365  =    54,794.5¢ →    547.95
  //   Q2 2026-04-01…06-29, 90: 1,000,000,000¢ × 0.02 × 90 ÷ 365 = 4,931,506.8¢ → 49,315.07
  //   true-up 49,863.02
  await page.getByRole('link', { name: 'Fee true-up' }).click();
  await expect(
    page.getByRole('table', { name: 'Fee true-ups' }).getByRole('row', { name: /Ashcombe/ }),
  ).toContainText('49,863.02');
  await shot(page, '85c-subsequent-close-fee-true-up');
  await page.getByRole('link', { name: 'Capital equalization', exact: true }).click();
  await shot(page, '85d-subsequent-close-capital-equalization');
});

test('the demo fund’s LPA configuration: fees, waterfall and classes tabs', async ({ page }) => {
  await signIn(page, 'manager@demo.test', 'demo-manager-2026');
  await page.goto('/fund-family');
  await page.getByRole('link', { name: 'Harborview Capital Partners IV' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByRole('link', { name: 'LPA config' }).click();
  await expect(page).toHaveURL(/\/configuration\/fund\/profile$/);
  const tabs = page.getByRole('navigation', { name: 'Fund configuration' });
  await expect(page.getByLabel('Fund currency')).toHaveValue('USD');

  await tabs.getByRole('link', { name: 'Fees' }).click();
  const fees = page.getByRole('table', { name: 'Fees' });
  await expect(fees.getByRole('row', { name: /Management fee/ })).toContainText('2%');
  await expect(fees).toContainText('Quarterly');
  await fees.getByRole('link', { name: 'Management fee' }).click();
  await expect(page).toHaveURL(/\/configuration\/fund\/fees\/[0-9a-f-]+$/);
  await expect(page.getByText('Actual 365', { exact: true })).toBeVisible();
  await shot(page, '86-config-fee');

  await tabs.getByRole('link', { name: 'Waterfall' }).click();
  const tiers = page.getByTestId('data-table-waterfall-config');
  for (const name of ['Return of capital', 'Preferred return', 'GP catch-up', 'Final split'])
    await expect(tiers.locator('[col-id="name"]').getByText(name, { exact: true })).toBeVisible();
  await expect(page.locator('#waterfall-type')).toHaveValue('whole_fund');
  await shot(page, '87-config-waterfall');

  await tabs.getByRole('link', { name: 'Classes' }).click();
  const classes = page.getByTestId('data-table-investor-classes');
  await expect(classes.getByRole('link', { name: 'Class A — Anchor investors' })).toBeVisible();
  await shot(page, '88-config-classes');
  await classes.getByRole('link', { name: 'Class A — Anchor investors' }).click();
  await expect(page).toHaveURL(/\/configuration\/classes\/[0-9a-f-]+\/basic$/);
  const classTabs = page.getByRole('navigation', { name: 'Class tabs' });
  await classTabs.getByRole('link', { name: 'Fees' }).click();
  await expect(page.getByRole('table', { name: 'Class fees' })).toContainText('1.5%');
  await classTabs.getByRole('link', { name: 'Waterfall' }).click();
  await expect(page.getByLabel('Carry (%)', { exact: true })).toHaveValue('15');
  await shot(page, '89-class-waterfall');
  await classTabs.getByRole('link', { name: 'Commitments' }).click();
  await expect(page.getByRole('table', { name: 'Class commitments' }).getByRole('row')).toHaveCount(
    4,
  );
  await shot(page, '90-class-commitments');
});
