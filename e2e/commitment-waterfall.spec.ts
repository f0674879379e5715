import { expect, test, type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { finalizeClosing } from './finalize-closing';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');

/** "$1,234.56" → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

// Reads the demo fund only (a waterfall run changes nothing), so later specs see it as it was.
const ids = { fund: '', commitment: '', investor: '' };

test.beforeAll(async () => {
  const api = await apiCaller(baseURL(), await admin());
  const get = <T>(url: string) => api.call<T>('get', url);
  const families = await get<{ id: string; name: string }[]>('/api/fund-family/');
  ids.fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const commitments = await get<{ commitment_id: string }[]>(
    `/api/fund-family/${ids.fund}/commitment-information/`,
  );
  // An anchor investor: its class overrides the carry (15%), so the class's terms must show.
  for (const c of commitments) {
    const detail = await get<{ investor_class_name: string | null; investor_entity_name: string }>(
      `/api/commitment-information/${c.commitment_id}/`,
    );
    if (detail.investor_class_name?.startsWith('Class A')) {
      ids.commitment = c.commitment_id;
      ids.investor = detail.investor_entity_name;
      break;
    }
  }
  await api.dispose();
  expect(ids.commitment).not.toBe('');
});

test("a demo commitment's waterfall tab runs the stored waterfall on its ledger", async ({
  page,
}) => {
  await openSignedIn(
    page,
    `/fund-family/${ids.fund}/commitments/${ids.commitment}/waterfall`,
    await admin(),
  );
  await expect(
    page.getByRole('navigation', { name: 'Commitment tabs' }).getByText('Waterfall'),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Return of capital', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Class A — Anchor investors class’s terms/)).toBeVisible();
  // As of a fixed day, so the preferred return does not depend on when the spec runs.
  const asOf = page.getByRole('combobox', { name: 'As of' });
  await asOf.fill('06/30/2026');
  await asOf.press('Enter');
  await expect(page.getByText(/waterfall as of 06\/30\/2026, with/)).toBeVisible();
  const figure = (id: string) => page.getByTestId(`figure-waterfall_${id}-value`);
  // At its NAV from the ledger: LP and GP together take exactly the liquidation value.
  const nav = cents(await figure('liquidation').innerText());
  const lp = cents(await figure('to_lp').innerText());
  const gp = cents(await figure('to_gp').innerText());
  expect(nav).toBeGreaterThan(0);
  expect(lp + gp).toBe(nav);
  await shot(page, 'commitment-waterfall-at-nav');

  // A hypothetical liquidation at twice what it paid in: far past the 8% pref and the full
  // catch-up, so the GP holds its class's 15% of the profit (to the cent, give or take the
  // rounding of the catch-up and the split).
  const contributed = cents(await figure('contributed').innerText());
  const value = contributed * 2;
  await page.getByRole('textbox', { name: 'Liquidation value' }).fill((value / 100).toFixed(2));
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(figure('liquidation')).toContainText(
    (value / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  const gpAtValue = cents(await figure('to_gp').innerText());
  const lpAtValue = cents(await figure('to_lp').innerText());
  expect(lpAtValue + gpAtValue).toBe(value);
  expect(Math.abs(gpAtValue - Math.round(0.15 * contributed))).toBeLessThanOrEqual(1);
  await page.getByText('How it was computed').last().click();
  await expect(
    page.getByRole('list', { name: 'Waterfall steps' }).getByText('Hypothetical liquidation value'),
  ).toBeVisible();
  await shot(page, 'commitment-waterfall-hypothetical');

  // Bad input is refused on the page, before any request.
  await page.getByRole('textbox', { name: 'Liquidation value' }).fill('12.345');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('alert')).toHaveText('At most 2 decimals');
});

test('without stored terms the waterfall tab and the fee true-up tab say so, with a link to configure them', async ({
  page,
}) => {
  // A fund family of its own, with no waterfall and no fee: the demo fund has both.
  const token = await admin();
  const api = await apiCaller(baseURL(), token);
  const call = api.call;
  const fundName = `E2E Unconfigured Terms Fund ${Date.now()}`;
  const fund = await call<{ id: string }>('post', '/api/fund-family/', { name: fundName });
  const entity = await call<{ id: string }>('post', `/api/fund-family/${fund.id}/fund-entities/`, {
    name: `${fundName}, L.P.`,
    short_name: 'UTF',
    functional_type: 'main_fund',
    legal_type: 'limited_partnership',
  });
  const investor = async (name: string) =>
    (
      await call<{ entities: { id: string }[] }>('post', '/api/investor/', {
        name: `${name} ${fund.id.slice(0, 8)}`,
        external_id: null,
        primary_contact_email: null,
        entity: { full_name: `${name} ${fund.id.slice(0, 8)}`, legal_type: 'limited_partnership' },
      })
    ).entities[0]!.id;
  const { first_closing_id: firstId } = await call<{ first_closing_id: string }>(
    'patch',
    `/api/fund-family/${fund.id}/fundraise/`,
    { first_closing_date: '2026-02-01' },
  );
  const first = await call<{ commitments: { commitment_id: string }[] }>(
    'put',
    `/api/closing/${firstId}/add-security/`,
    {
      investor_entity_id: await investor('Larch Pension'),
      owning_entity_id: entity.id,
      amount_cents: 300_000_000,
    },
  );
  await finalizeClosing(baseURL(), firstId);
  const second = await call<{ id: string }>('post', '/api/closing/', {
    fund_family_id: fund.id,
    name: 'Second close',
    closing_date: '2026-06-30',
  });
  await call('put', `/api/closing/${second.id}/add-security/`, {
    investor_entity_id: await investor('Maple Trust'),
    owning_entity_id: entity.id,
    amount_cents: 100_000_000,
  });
  await api.dispose();

  await openSignedIn(
    page,
    `/fund-family/${fund.id}/commitments/${first.commitments[0]!.commitment_id}/waterfall`,
    token,
  );
  await expect(page.getByTestId('waterfall-empty')).toContainText('No waterfall configured');
  await expect(page.getByRole('link', { name: 'Configure the waterfall' })).toHaveAttribute(
    'href',
    `/fund-family/${fund.id}/configuration/fund/waterfall`,
  );
  await shot(page, 'commitment-waterfall-not-configured');

  await page.goto(`/fund-family/${fund.id}/closing/${second.id}/edit/fee-true-up`);
  await expect(page.getByTestId('fee-true-up-empty')).toContainText(
    'No management fee is configured for this fund family, so there is no fee true-up.',
  );
  await expect(page.getByRole('link', { name: 'Configure the management fee' })).toBeVisible();
  await shot(page, 'closing-fee-true-up-not-configured');
});
