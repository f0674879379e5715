import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { chooseOption } from './choose-option';
import { transferProcessNowPath } from './transfers.paths';
import { walkMachinePath } from './walk-machine-path';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });

const fundName = 'Harborview Capital Partners IV';
const mainFund = 'Harborview Capital Partners IV, L.P.';

/** Opens a commitment's detail from the fund's commitments table, by investor entity and fund entity. */
async function openCommitment(page: Page, fundFamilyId: string, investor: string, entity: string) {
  await page.goto(`/fund-family/${fundFamilyId}/commitments/commitments`);
  const table = page.getByTestId('data-table-fund-commitments');
  await table.getByLabel('Search table').fill(investor);
  // A row's accessible name runs investor entity, Open, fund entity, …: it names the commitment.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = table.getByRole('row', {
    name: new RegExp(`^${escape(investor)} Open ${escape(entity)} `),
  });
  await row.getByRole('link', { name: 'Open' }).first().click();
  await expect(page.getByRole('heading', { name: `${investor} — ${entity}` })).toBeVisible();
}

const committed = (page: Page) => page.getByTestId('figure-committed-value');

test('a commitment’s tabs, then 40% of it transferred to another investor entity and processed', async ({
  page,
}) => {
  // Many pages and a posting on a machine shared with other runs: more than the default minute.
  test.setTimeout(180_000);
  // Signed in through the API (tokens cached per run): a second sign-in screen within the same
  // 30 s as another spec's would replay the authenticator's one-time code and be refused.
  const token = await apiSignIn(
    test.info().project.use.baseURL!,
    'admin@demo.test',
    'demo-admin-2026',
  );
  await openSignedIn(page, '/fund-family', token);
  await page.getByRole('link', { name: fundName, exact: true }).click();
  await expect(page).toHaveURL(/\/fund-family\/[0-9a-f-]+\//);
  const fundFamilyId = page.url().split('/fund-family/')[1]!.split('/')[0]!;

  // Aldridge committed $2,500,000 to the main fund at the first close and paid in 20% and 0.5%
  // of it with its Q2 2025 fee (2,500,000 × 2% × 91/365 = 12,465.75): $524,965.75.
  await openCommitment(page, fundFamilyId, 'Aldridge State Pension Fund', mainFund);
  await expect(committed(page)).toHaveText('$2,500,000.00');
  await expect(page.getByTestId('figure-paid_in-value')).toHaveText('$524,965.75');
  const activity = page.getByTestId('data-table-commitment-activity');
  await expect(activity.getByText('Contribution — investments').first()).toBeVisible();
  await shot(page, 'transfers-01-commitment-activity');

  await page.getByRole('link', { name: 'Performance', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Cash flows' })).toBeVisible();
  await expect(page.getByTestId('figure-performance_paid_in-value')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await shot(page, 'transfers-02-commitment-performance');

  // The commitment's tab, not the fund sidebar's Fees (shown once a spec enables fees).
  await page
    .getByRole('navigation', { name: 'Commitment tabs' })
    .getByRole('link', { name: 'Fees', exact: true })
    .click();
  const fees = page.getByTestId('data-table-commitment-fee-charges');
  await expect(fees.getByText('Contribution — management fees').first()).toBeVisible();
  await shot(page, 'transfers-03-commitment-fees');

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  const profile = page.getByRole('form', { name: 'Commitment profile' });
  await expect(profile.getByRole('link', { name: 'Aldridge State Pension Fund' })).toBeVisible();
  await expect(profile.getByRole('link', { name: /First close/ })).toBeVisible();
  await shot(page, 'transfers-04-commitment-profile');

  // 40% of the commitment goes to Dunmore, which holds no commitment to the main fund yet.
  await page.getByRole('link', { name: 'Transfer this commitment' }).click();
  const details = page.getByRole('form', { name: 'Transfer details' });
  await expect(details.getByLabel('Transferor (commitment)')).not.toHaveValue('');
  await details.getByLabel('Transfer date').fill('2026-01-15');
  await details.getByLabel('Day-of timing').selectOption('end_of_day');
  await shot(page, 'transfers-05-details');
  await details.getByRole('button', { name: 'Create transfer' }).click();

  const transferees = page.getByRole('form', { name: 'Transferees' });
  await chooseOption(transferees.getByLabel('Transferee 1'), 'Dunmore Insurance Co.');
  // More than the commitment is refused with the spec's message, on the form.
  await transferees.getByLabel('Commitment amount').fill('2,600,000');
  await transferees.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    transferees
      .getByRole('alert')
      .filter({ hasText: "Transfer amount cannot exceed the investor's commitment." }),
  ).toBeVisible();
  await shot(page, 'transfers-06-too-much');
  const review = page.getByRole('region', { name: 'Transfer review' });
  // What the page shows in each state the path reaches, written by hand: a due draft with a
  // transferee offers processing now; a processed transfer names its state and offers nothing.
  const shownIn = {
    draft: () =>
      expect(
        review.getByRole('group', { name: 'Transfer actions' }).getByRole('button'),
      ).toHaveText(['Process now', 'Discard']),
    processed: async () => {
      await expect(page.getByRole('heading', { name: /— processed$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Process now' })).toHaveCount(0);
    },
  };
  const shows = (state: keyof typeof shownIn) => shownIn[state]();
  await walkMachinePath(
    transferProcessNowPath,
    {
      'transfer.transferees_change': async () => {
        await transferees.getByLabel('Commitment amount').fill('1,000,000');
        await transferees.getByRole('button', { name: 'Save and continue' }).click();
        // The documents step (e2e/transfer-documents.spec.ts uploads); this transfer carries none.
        await page
          .getByRole('region', { name: 'Documents' })
          .getByRole('link', { name: 'Continue to review' })
          .click();
        const moves = review.getByRole('table', { name: 'Balances moved' });
        await expect(moves.getByRole('row', { name: /^Commitment / })).toContainText(
          '-$1,000,000.00',
        );
        // Paid-in for investments: 20% of $2,500,000 = $500,000, of which 40% = $200,000 moves.
        await expect(moves.getByRole('row', { name: /^Contribution — investments/ })).toContainText(
          '200,000.00',
        );
        await shot(page, 'transfers-07-review');
      },
      'transfer.process': () => review.getByRole('button', { name: 'Process now' }).click(),
    },
    shows,
  );
  await shot(page, 'transfers-08-processed');

  await page.getByRole('link', { name: '← Transfers' }).click();
  const list = page.getByTestId('data-table-fund-investor-transfers');
  await expect(list.getByText('processed', { exact: true })).toBeVisible();
  await shot(page, 'transfers-09-transfers-tab');

  // The balances moved on both commitments.
  await openCommitment(page, fundFamilyId, 'Aldridge State Pension Fund', mainFund);
  // 40% of each paid-in code moves: investments 200,000.00, expenses 5,000.00 and the fee
  // 12,465.75 × 40% = 4,986.30, so 209,986.30 of 524,965.75 goes and 314,979.45 stays.
  await expect(committed(page)).toHaveText('$1,500,000.00');
  await expect(page.getByTestId('figure-paid_in-value')).toHaveText('$314,979.45');
  await expect(activity.getByText('Transfer — Commitment').first()).toBeVisible();
  await shot(page, 'transfers-10-transferor-after');

  await openCommitment(page, fundFamilyId, 'Dunmore Insurance Co.', mainFund);
  await expect(committed(page)).toHaveText('$1,000,000.00');
  await expect(page.getByTestId('figure-paid_in-value')).toHaveText('$209,986.30');
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(
    page.getByText('None: this commitment was created by an investor transfer.'),
  ).toBeVisible();
  await shot(page, 'transfers-11-transferee-after');
});
