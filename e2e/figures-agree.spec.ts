import { expect, test, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

// Reads the demo fund only. Aldridge State Pension Fund (first close) is to receive 91,307.47 of
// capital equalization and 1,841.15 of interest from the second close; it was called 537,500.00
// and has had no distribution (docs/figures.md; worked in tests/server/demo-figures-agree).
const ids = { fund: '', aldridge: '' };

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await admin());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const commitments = await api.call<{ commitment_id: string; investor_entity_name: string }[]>(
    'get',
    `/api/fund-family/${ids.fund}/commitment-information/`,
  );
  ids.aldridge = commitments.find(
    (c) => c.investor_entity_name === 'Aldridge State Pension Fund',
  )!.commitment_id;
  await api.dispose();
});

test('the same figure reads the same on the card, the activity and the performance tab', async ({
  page,
}) => {
  const base = `/fund-family/${ids.fund}/commitments/${ids.aldridge}`;
  await openSignedIn(page, `${base}/activity`, await admin());
  const card = (id: string) => page.getByTestId(`figure-${id}`);
  await expect(card('equalization')).toContainText('Equalization to receive');
  await expect(page.getByTestId('figure-equalization-value')).toContainText('91,307.47');
  await expect(card('equalization_interest')).toContainText('Equalization interest to receive');
  await expect(page.getByTestId('figure-equalization_interest-value')).toContainText('1,841.15');
  await expect(page.getByTestId('figure-paid_in-value')).toContainText('537,500.00');
  await expect(page.getByTestId('figure-distributed-value')).toContainText('0.00');
  // The activity names each row's figure in the card's words, with its amount as posted.
  const activity = page.getByTestId('data-table-commitment-activity');
  await expect(
    activity.getByRole('row').filter({ hasText: 'Equalization to receive' }).first(),
  ).toContainText('91,307.47');
  await shot(page, 'figures-01-commitment-activity');

  await page.getByRole('navigation', { name: 'Commitment tabs' }).getByText('Performance').click();
  await expect(page.getByTestId('figure-performance_paid_in-value')).toContainText('537,500.00');
  await expect(page.getByTestId('figure-performance_distributed-value')).toContainText('0.00');
  await shot(page, 'figures-02-commitment-performance');
});

test('the fund family list says Fees: Yes for the demo fund’s 2% management fee', async ({
  page,
}) => {
  await openSignedIn(page, '/fund-family', await admin());
  const row = page
    .getByTestId('data-table-fund-family-list')
    .getByRole('row')
    .filter({ hasText: 'Harborview Capital Partners IV' });
  await expect(row).toContainText('Yes');
  await openSignedIn(page, `/fund-family/${ids.fund}/commitments`, await admin());
  await expect(page.getByTestId('data-table-fund-commitments')).toContainText(
    'Aldridge State Pension Fund',
  );
  await shot(page, 'figures-03-commitments-list');
});
