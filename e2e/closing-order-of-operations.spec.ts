import { expect, request, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

// A fund family of its own (the demo fund's posted data is other specs' to read).
const fundName = `E2E Order of Operations Fund ${Date.now()}`;
let path = '';
type Named = { id: string; name: string };

test.beforeAll(async () => {
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const post = async <T>(method: 'post' | 'put' | 'patch', url: string, data: unknown) => {
    const response = await context[method](url, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const fund = await post<{ id: string }>('post', '/api/fund-family/', { name: fundName });
  const entity = await post<{ id: string }>('post', `/api/fund-family/${fund.id}/fund-entities/`, {
    name: `${fundName}, L.P.`,
    short_name: 'OOO',
    functional_type: 'main_fund',
    legal_type: 'limited_partnership',
  });
  const { first_closing_id: closingId } = await post<{ first_closing_id: string }>(
    'patch',
    `/api/fund-family/${fund.id}/fundraise/`,
    { first_closing_date: '2026-02-01' },
  );
  for (const [name, amount_cents] of [
    ['Juniper Pension Trust', 300_000_000],
    ['Kestrel Family Office', 150_000_000],
  ] as const) {
    const investor = await post<{ entities: { id: string }[] }>('post', '/api/investor/', {
      name: `${name} ${fund.id.slice(0, 8)}`,
      external_id: null,
      primary_contact_email: null,
      entity: { full_name: `${name} ${fund.id.slice(0, 8)}`, legal_type: 'limited_partnership' },
    });
    await post('put', `/api/closing/${closingId}/add-security/`, {
      investor_entity_id: investor.entities[0]!.id,
      owning_entity_id: entity.id,
      amount_cents,
    });
  }
  await context.dispose();
  path = `/fund-family/${fund.id}/closing/${closingId}/edit/review`;
});

test('the Review tab shows the headline figures and what finalizing posts, step by step', async ({
  page,
}) => {
  await openSignedIn(page, path, await admin());
  const table = page.getByRole('table', { name: 'Order of operations' });
  await expect(table).toBeVisible();
  const steps = table.locator('th[scope="rowgroup"]');
  await expect(steps).toHaveText([
    '1. Closing commitments',
    '2. Capital equalization: nothing to post',
    '3. Equalization interest: nothing to post',
    '4. Non-capital equalization: nothing to post',
    '5. Fee true-ups: nothing to post',
  ]);
  const juniper = table.getByRole('row', { name: /Juniper Pension Trust/ });
  await expect(juniper).toContainText('commitment');
  await expect(juniper).toContainText('3,000,000.00');
  await expect(table.getByRole('row', { name: /Kestrel Family Office/ })).toContainText(
    '1,500,000.00',
  );
  // The step's total is the sum of its rows: 4,500,000.00.
  await expect(table.getByRole('row', { name: /1\. Closing commitments/ })).toContainText(
    '4,500,000.00',
  );
  // The headline figures above it come from stats-v2, each with how it was computed.
  const figures = page.getByLabel('Headline figures');
  await expect(figures.locator('dt')).toHaveText([
    'Commitments admitted',
    `Admitted to ${fundName}, L.P.`,
    'Total committed at this close',
    'Equalization paid by admitted',
    'Equalization returned to existing',
    'Equalization interest',
    'Management fee true-up due to the manager',
    'Admitted commitments pay in all',
  ]);
  await expect(figures.locator('dd').nth(1)).toHaveText('$4,500,000.00');
  await page.getByText('How it was computed').click();
  await expect(page.getByLabel('How the headline figures were computed')).toContainText(
    'sum of the admitted commitments over every fund entity',
  );
  await shot(page, 'closing-order-of-operations-01-review');
});

test("a finalized closing's Review shows the posted figures by fund entity and nothing left to post", async ({
  page,
}) => {
  // Read only: the demo fund's second close, finalized with equalization in three fund entities.
  const token = await admin();
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
  const funds = (await (await context.get('/api/fund-family/')).json()) as Named[];
  const fund = funds.find((f) => f.name === 'Harborview Capital Partners IV')!;
  const closings = (await (
    await context.get(`/api/closing/?fund_family_id=${fund.id}`)
  ).json()) as Named[];
  const second = closings.find((c) => c.name === 'Second close')!;
  await context.dispose();
  await openSignedIn(page, `/fund-family/${fund.id}/closing/${second.id}/view/review`, token);
  const figures = page.getByLabel('Headline figures');
  await expect(figures.locator('dt', { hasText: /^Admitted to / })).toHaveCount(3);
  await expect(page.getByTestId('equalization-paid')).toHaveText('$19,055,595.61');
  await expect(page.getByRole('table', { name: 'Order of operations' })).toHaveCount(0);
  await shot(page, 'closing-order-of-operations-02-finalized-review');
});
