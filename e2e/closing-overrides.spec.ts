import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

type Named = { id: string; name: string };
type ClosingBody = {
  commitments: { commitment_id: string; investor_entity_name: string }[];
  equalization_overrides: { commitment_id: string; computed_cents: number | null }[];
};

/**
 * A draft closing of its own in the demo fund, whose earlier calls give it something to
 * equalize (capital calls cannot be made through the API yet). Nothing of it is posted, and
 * afterAll removes its commitments and discards it, so the demo's closings stay as they were.
 */
let fundId = '';
let closingId = '';
let investorEntities: { id: string; full_name: string }[] = [];
let mainFund: Named;
const closingName = `E2E Overrides close ${Date.now()}`;

async function api() {
  const token = await admin();
  return request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token.access}` },
  });
}

async function send<T>(
  context: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await context[method](url, data === undefined ? {} : { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  const context = await api();
  const funds = await send<Named[]>(context, 'get', '/api/fund-family/');
  fundId = funds.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const entities = await send<Named[]>(context, 'get', `/api/fund-family/${fundId}/fund-entities/`);
  mainFund = entities.find((e) => e.name === 'Harborview Capital Partners IV, L.P.')!;
  const investors = await send<{ entities: { id: string; full_name: string }[] }[]>(
    context,
    'get',
    '/api/investor/',
  );
  investorEntities = investors.flatMap((i) => i.entities);
  closingId = (
    await send<{ id: string }>(context, 'post', '/api/closing/', {
      fund_family_id: fundId,
      name: closingName,
      closing_date: '2026-06-30',
    })
  ).id;
  await send(context, 'post', `/api/closing/${closingId}/securities/`, {
    investor_entity_id: investorEntities[0]!.id,
    owning_entity_id: mainFund.id,
    amount_cents: 1_000_000_000,
  });
  await context.dispose();
});

test.afterAll(async () => {
  const context = await api();
  const closing = await send<ClosingBody>(context, 'get', `/api/closing/${closingId}/`);
  for (const c of closing.commitments)
    await send(context, 'put', `/api/closing/${closingId}/remove-security/`, {
      commitment_id: c.commitment_id,
    });
  await send(context, 'delete', `/api/closing/${closingId}/`);
  await context.dispose();
});

const closingPath = (tab: string) => `/fund-family/${fundId}/closing/${closingId}/edit/${tab}`;

test('an admitted commitment’s capital equalization is overridden and the review follows', async ({
  page,
}) => {
  await openSignedIn(page, closingPath('capital-equalization'), await admin());
  const form = page.getByRole('form', { name: 'Equalization overrides' });
  await expect(form).toBeVisible();
  const name = investorEntities[0]!.full_name;
  const input = form.getByLabel(`Override for ${name}`);
  await expect(input).toHaveValue('');
  const table = page.getByRole('table', { name: 'Capital equalization' });
  await expect(table.getByTestId('override-marker')).toHaveCount(0);
  await shot(page, 'closing-overrides-01-computed');

  // Bad input is refused on the field and changes nothing.
  await input.fill('12.345');
  await form.getByRole('button', { name: 'Save overrides' }).click();
  await expect(form.getByText('At most 2 decimals')).toBeVisible();
  await expect(table.getByTestId('override-marker')).toHaveCount(0);

  await input.fill('123,456.78');
  await form.getByRole('button', { name: 'Save overrides' }).click();
  const admitted = table.getByRole('row', { name: new RegExp(name) }).first();
  await expect(admitted).toContainText('Overridden');
  await expect(admitted).toContainText('123,456.78');
  await expect(table.getByText('Re-allocated').first()).toBeVisible();
  await expect(input).toHaveValue('123456.78');
  await shot(page, 'closing-overrides-02-overridden');

  // The Review's figures are what is paid with the override; the refunds match to the cent.
  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByTestId('equalization-paid')).toHaveText('$123,456.78');
  await expect(page.getByTestId('equalization-returned')).toHaveText('$123,456.78');
  const plan = page.getByRole('table', { name: 'Order of operations' });
  await expect(plan.getByRole('row', { name: /2\. Capital equalization/ })).toContainText(
    '246,913.56',
  );
  await expect(plan.getByRole('row', { name: new RegExp(name) }).nth(1)).toContainText(
    'overridden',
  );
  await page.getByText('How it was computed').first().click();
  await expect(page.getByLabel('How the headline figures were computed')).toContainText(
    'overrides set by hand',
  );
  await shot(page, 'closing-overrides-03-review');

  // The read-only view marks the override too, with nothing to edit.
  await page.goto(closingPath('capital-equalization').replace('/edit/', '/view/'));
  await expect(
    page.getByRole('table', { name: 'Capital equalization' }).getByText('Overridden'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Equalization overrides' })).toHaveCount(0);
  await shot(page, 'closing-overrides-03b-view');
});

test('leaving with an unsaved override asks first; reset to computed clears it', async ({
  page,
}) => {
  await openSignedIn(page, closingPath('capital-equalization'), await admin());
  const form = page.getByRole('form', { name: 'Equalization overrides' });
  const input = form.getByLabel(`Override for ${investorEntities[0]!.full_name}`);
  await expect(input).toHaveValue('123456.78');
  await input.fill('1.00');
  await page.getByRole('link', { name: 'Review' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved progress' });
  await expect(dialog).toBeVisible();
  await shot(page, 'closing-overrides-04-unsaved-guard');
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByTestId('equalization-paid')).toHaveText('$123,456.78');

  await page.getByRole('link', { name: 'Capital equalization', exact: true }).click();
  await form.getByRole('button', { name: 'Reset to computed' }).click();
  await expect(input).toHaveValue('');
  await form.getByRole('button', { name: 'Save overrides' }).click();
  const table = page.getByRole('table', { name: 'Capital equalization' });
  await expect(table.getByTestId('override-marker')).toHaveCount(0);
});

test('commitments are added to the draft closing in bulk, all or none', async ({ page }) => {
  await openSignedIn(page, closingPath('commitments'), await admin());
  await page.getByRole('button', { name: 'Bulk add (paste rows)' }).click();
  const [second, third] = [investorEntities[1]!, investorEntities[2]!];
  const header = 'Investor entity\tFund entity\tClass\tAmount';
  // A row the schema refuses: nothing is sent until every row holds.
  await page
    .getByLabel('Rows to paste')
    .fill(`${header}\n${second.full_name}\t${mainFund.name}\t\t-5`);
  await page.getByRole('button', { name: 'Add rows' }).click();
  await page.getByRole('button', { name: 'Save 1 row' }).click();
  await expect(page.getByText('1 cell to fix')).toBeVisible();
  await shot(page, 'closing-overrides-05-bulk-refused');
  await page.getByRole('button', { name: 'Discard rows' }).click();

  await page
    .getByLabel('Rows to paste')
    .fill(
      `${header}\n${second.full_name}\t${mainFund.name}\t\t250,000.00\n${third.full_name}\t${mainFund.name}\t\t500,000.01`,
    );
  await page.getByRole('button', { name: 'Add rows' }).click();
  await page.getByRole('button', { name: 'Save 2 rows' }).click();
  const commitments = page.getByRole('table', { name: 'Closing commitments' });
  await expect(commitments.getByRole('row', { name: new RegExp(third.full_name) })).toContainText(
    '500,000.01',
  );
  await expect(commitments.getByRole('row', { name: /Total/ })).toContainText('10,750,000.01');
  await expect(page.getByText('2 commitments added')).toBeVisible();
  await shot(page, 'closing-overrides-06-bulk-added');
});
