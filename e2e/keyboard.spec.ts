import { type Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

// Issue 23, keyboard only (no mouse in these tests): the date picker's calendar entered with
// Alt+Down and left with Tab and Shift+Tab, and the customer switcher's arrow keys. The other
// keyboard paths of the issue (a record opened from a table, a header sorted and its menu
// opened, a dialog opened and closed) are in accessibility.spec. Signs in as admin, whose
// password no spec changes; it reads the demo fund only (a waterfall run changes nothing).

const artifacts = 'e2e-artifacts';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: false });
const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const focused = (page: Page) => page.locator(':focus');

test("a date is picked from the As of calendar with Alt+Down, and Tab and Shift+Tab leave it the field's way", async ({
  page,
}) => {
  const api = await apiCaller(baseURL(), await admin());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  const fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  const commitments = await api.call<{ commitment_id: string }[]>(
    'get',
    `/api/fund-family/${fund}/commitment-information/`,
  );
  await api.dispose();
  await openSignedIn(
    page,
    `/fund-family/${fund}/commitments/${commitments[0]!.commitment_id}/waterfall`,
    await admin(),
  );
  const asOf = page.getByRole('combobox', { name: 'As of' });
  const liquidation = page.getByRole('textbox', { name: 'Liquidation value' });
  const calendar = page.getByRole('dialog', { name: 'As of calendar' });
  await expect(asOf).not.toHaveValue('');

  // The field says how to reach its calendar; the calendar says how to work it.
  await asOf.focus();
  await expect(asOf).toHaveAccessibleDescription('Down arrow opens the calendar.');
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAccessibleDescription(/Enter picks the day, Escape goes back/);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('06/15/2026');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(calendar.getByRole('button', { name: 'June 15, 2026' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // 15 June, a day on, two weeks on: 30 June 2026.
  await expect(calendar.getByRole('button', { name: 'June 30, 2026' })).toBeFocused();
  await shot(page, 'keyboard-01-as-of-calendar');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(asOf).toBeFocused();
  await expect(asOf).toHaveValue('06/30/2026');

  // In again; Shift+Tab walks back over Today, Year and Month, and once more to the field.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(calendar.getByRole('button', { name: 'June 30, 2026' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(calendar.getByRole('button', { name: 'Today' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(calendar.getByRole('combobox', { name: 'Year' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(calendar.getByRole('combobox', { name: 'Month' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(asOf).toBeFocused();
  await expect(calendar).toHaveCount(0);

  // In again, then Tab from the days goes on to the next field, the calendar closing.
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('button', { name: 'June 30, 2026' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(liquidation).toBeFocused();
  await expect(calendar).toHaveCount(0);
  await expect(asOf).toHaveValue('06/30/2026');

  // Back to the field opens its calendar; Tab from the field leaves it closed behind.
  await page.keyboard.press('Shift+Tab');
  await expect(asOf).toBeFocused();
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(liquidation).toBeFocused();
  await expect(calendar).toHaveCount(0);

  // Run with the keyboard: the waterfall is computed as of the picked day.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Run' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/waterfall as of 06\/30\/2026,/)).toBeVisible();
});

test('the customer switcher: arrow keys move between the search field and the customers', async ({
  page,
}) => {
  await openSignedIn(page, '/fund-family', await admin());
  await expect(page.getByRole('heading', { level: 1, name: 'Fund families' })).toBeVisible();
  const switcher = page.getByRole('button', { name: 'Demo Capital: switch customer' });
  await switcher.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Switch customer' });
  const search = popover.getByRole('searchbox', { name: 'Search customers' });
  const customers = popover.getByRole('list', { name: 'Customers' }).getByRole('button');
  await expect(search).toBeFocused();
  const count = await customers.count();
  expect(count).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('ArrowDown');
  await expect(customers.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(customers.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(customers.last()).toBeFocused();
  // Down on the last stays there; Home goes to the first; Up from it to the search field.
  await page.keyboard.press('ArrowDown');
  await expect(customers.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(customers.first()).toBeFocused();
  await shot(page, 'keyboard-02-customer-switcher');
  await page.keyboard.press('ArrowUp');
  await expect(search).toBeFocused();

  // Typing narrows the list, and Down still reaches what is left.
  await page.keyboard.type('beac');
  await expect(customers).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(customers.first()).toBeFocused();
  await expect(customers.first()).toHaveText(/Beacon Partners/);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(switcher).toBeFocused();
  await expect(focused(page)).toHaveCount(1);
});
