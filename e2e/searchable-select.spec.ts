import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { draftClosingForSpec } from './draft-closing';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/${name}.png`, fullPage: true });
const baseURL = () => test.info().project.use.baseURL!;

const closing = draftClosingForSpec('E2E Investor picker close');

test('the investor picker is searched by typing; a short list stays a plain select', async ({
  page,
}) => {
  await openSignedIn(
    page,
    `/fund-family/${closing.fundId}/closing/${closing.closingId}/edit/commitments`,
    await apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026'),
  );
  const form = page.getByRole('form', { name: 'Add commitment' });
  const investor = form.getByRole('combobox', { name: 'Investor entity' });
  // More than ten investor entities: every one is offered when the list opens…
  await investor.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(closing.investorEntities.length);
  // …and typing narrows it, in any case, anywhere in the name.
  await investor.fill('PENSION');
  const pensions = closing.investorEntities.filter((e) => /pension/i.test(e.full_name));
  expect(pensions.length).toBeGreaterThan(0);
  expect(pensions.length).toBeLessThan(closing.investorEntities.length);
  await expect(options).toHaveCount(pensions.length);
  await expect(options.first()).toContainText(/pension/i);
  await shot(page, 'searchable-select-investor-typed');
  await investor.fill('nobody at all');
  await expect(page.getByText('Nothing matches “nobody at all”')).toBeVisible();

  const chosen = pensions[0]!;
  await investor.fill(chosen.full_name.slice(0, 6));
  await options.filter({ hasText: chosen.full_name }).first().click();
  await expect(investor).toHaveValue(chosen.full_name);
  // Opening it again offers every option, not only the one chosen.
  await investor.click();
  await expect(options).toHaveCount(closing.investorEntities.length);
  await page.keyboard.press('Escape');
  await expect(investor).toHaveValue(chosen.full_name);

  // The demo fund has few entities: that list stays a plain select.
  const fund = form.getByLabel('Fund entity');
  expect(await fund.evaluate((element) => element.tagName)).toBe('SELECT');
  await fund.selectOption({ label: closing.mainFund.name });
  await form.getByLabel('Commitment amount').fill('1,000,000');
  await form.getByRole('button', { name: 'Add commitment' }).click();
  await expect(
    page.getByRole('table', { name: 'Closing commitments' }).getByText(chosen.full_name),
  ).toBeVisible();
  await shot(page, 'searchable-select-investor-added');
});
