import { type Page } from '@playwright/test';
import { apiSignIn, openSignedIn } from './api-sign-in';
import { seriousViolations } from './axe-violations';
import { expect, test } from './grid-console-errors';
import { trackRequests, visit } from './visit';

// Issue 23: axe-core on the demo's main pages, and the keyboard-only paths, with no mouse.

const artifacts = 'e2e-artifacts';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: false });

const baseURL = () => test.info().project.use.baseURL!;
const admin = () => apiSignIn(baseURL(), 'admin@demo.test', 'demo-admin-2026');
const demoFund = 'Harborview Capital Partners IV';

async function fundPath(page: Page) {
  await openSignedIn(page, '/fund-family', await admin());
  const href = await page.getByRole('link', { name: demoFund }).getAttribute('href');
  expect(href).toMatch(/^\/fund-family\/[0-9a-f-]+$/);
  return href!;
}

/** The page's heading is drawn with its data, and the grid's rows with theirs. */
async function settled(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/Loading( table)?…/)).toHaveCount(0);
}

test.beforeEach(({ page }) => trackRequests(page));

const focused = (page: Page) => page.locator(':focus');

test('the main pages of the demo have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  const fund = await fundPath(page);
  const pages: [string, string | RegExp][] = [
    ['/fund-family', 'Fund families'],
    [`${fund}/summary`, `${demoFund} — summary`],
    [`${fund}/commitments`, `${demoFund} — commitments`],
    ['/investors', 'Investors'],
    ['/entities', 'Entities'],
    ['/pivots', 'New pivot'],
  ];
  for (const [path, heading] of pages) {
    await visit(page, path);
    await settled(page, heading);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // An investor's page, opened from the list.
  await page.goto('/investors');
  await page.getByRole('link', { name: 'Harborview Capital Management' }).click();
  await settled(page, 'Harborview Capital Management');
  expect(await seriousViolations(page), 'investor page').toEqual([]);
});

test("the setup wizard's headings go h1 → h2, skipping no level", async ({ page }) => {
  test.setTimeout(120_000);
  const fund = await fundPath(page);
  const steps = [
    'profile',
    'dates',
    'fund-structure',
    'transactions',
    'calculations',
    'fees',
    'waterfalls',
    'classes',
  ];
  const found: Record<string, string> = {};
  for (const step of steps) {
    await visit(page, `${fund}/setup/${step}`);
    await settled(page, `${demoFund} — setup`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    found[step] = levels.join(' ');
  }
  const skipping = Object.entries(found).filter(([, levels]) =>
    levels.split(' ').some((level, i, all) => i > 0 && Number(level) > Number(all[i - 1]) + 1),
  );
  expect(skipping).toEqual([]);
  expect(await seriousViolations(page), 'setup').toEqual([]);
});

test('skip link, page titles, aria-current and focus on the heading after navigation', async ({
  page,
}) => {
  await openSignedIn(page, '/investors', await admin());
  await settled(page, 'Investors');
  await expect(page).toHaveTitle('Investors · Fundline');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Investors' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Entities' })).not.toHaveAttribute('aria-current');

  // The first Tab of the page is the skip link, shown when focused; Enter lands on the heading.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await shot(page, 'a11y-01-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeFocused();

  // A nav link followed with Enter: the new page's heading takes focus, the title follows it.
  await nav.getByRole('link', { name: 'Entities' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/entities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entities' })).toBeFocused();
  await expect(page).toHaveTitle('Entities · Fundline');
  await expect(nav.getByRole('link', { name: 'Entities' })).toHaveAttribute('aria-current', 'page');

  // Funds ▾ opens the chosen fund family, not the list.
  await nav.getByRole('button', { name: 'Funds ▾' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: demoFund })).toBeVisible();
  await shot(page, 'a11y-02-funds-menu');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: demoFund })).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fund-family\/[0-9a-f-]+(\/summary)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${demoFund} — summary` }),
  ).toBeFocused();
  await expect(page).toHaveTitle(`${demoFund} — summary · Fundline`);
  await expect(nav.getByRole('button', { name: 'Funds ▾' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The customer switcher says which customer is shown; its popover is named.
  const switcher = page.getByRole('button', { name: 'Demo Capital: switch customer' });
  await switcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Switch customer' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Customers' }).getByRole('button', { name: /Demo Capital/ }),
  ).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(switcher).toBeFocused();
});

test('a table is one Tab stop; arrows and Enter open a record without the mouse', async ({
  page,
}) => {
  await openSignedIn(page, '/investors', await admin());
  await settled(page, 'Investors');
  const table = page.getByTestId('data-table-investors');
  await expect(table.locator('.ag-row').first()).toBeVisible();

  // From the table's search field, Tab passes the toolbar's buttons and enters the grid on
  // its first header...
  const inGrid = table.locator('.ag-root :focus');
  await table.getByRole('searchbox').focus();
  let presses = 0;
  while ((await inGrid.count()) === 0 && presses < 12) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(inGrid).toHaveClass(/ag-header-cell/);
  // ...and the next Tab leaves the grid, however many rows it has (344 presses before).
  await page.keyboard.press('Tab');
  await expect(inGrid).toHaveCount(0);
  await expect(focused(page)).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(inGrid).toHaveCount(1);

  // Down into the first row's name, Enter follows its link.
  await table.locator('.ag-header-cell').first().focus();
  await page.keyboard.press('ArrowDown');
  const first = table.locator('.ag-row[row-index="0"] .ag-cell').first();
  await expect(first).toBeFocused();
  const name = (await first.textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/investors\/[0-9a-f-]+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
});

test('a column header sorts with Enter and opens its menu with Alt+Down, focus coming back', async ({
  page,
}) => {
  await openSignedIn(page, '/investors', await admin());
  await settled(page, 'Investors');
  const table = page.getByTestId('data-table-investors');
  const header = table.locator('.ag-header-cell').first();
  await header.focus();
  await expect(header).not.toHaveAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');

  await page.keyboard.press('Alt+ArrowDown');
  const menu = table.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sort ascending' })).toBeFocused();
  // The filter's fields sit beside the menu, not inside it.
  await expect(menu.getByRole('textbox')).toHaveCount(0);
  await shot(page, 'a11y-03-column-menu');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sort descending' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(table.locator('.ag-header-cell').first()).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('.ag-header-cell').first()).toBeFocused();

  // Escape closes the menu and focus comes back to the header as well.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(table.locator('.ag-header-cell').first()).toBeFocused();
});

test('a dialog opens and closes from the keyboard, focus returning to its button', async ({
  page,
}) => {
  await openSignedIn(page, '/fund-family', await admin());
  await settled(page, 'Fund families');
  const help = page.getByRole('button', { name: 'Help' });
  await help.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await shot(page, 'a11y-04-help-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(help).toBeFocused();
});

test('a date is picked from the calendar with the keyboard, focus back on the field', async ({
  page,
}) => {
  const staff = await apiSignIn(baseURL(), 'staff@demo.test', 'demo-staff-2026');
  await openSignedIn(page, '/internal/data-table', staff);
  const table = page.getByTestId('data-table-gallery-form-cells');
  const values = page.getByTestId('form-values');
  const date = table.getByRole('combobox', { name: 'Effective effective_0' });
  await expect(date).toHaveValue('01/15/2026');
  const calendar = page.getByRole('dialog', { name: 'Effective effective_0 calendar' });

  // In the middle of the window, so the calendar below it is in the screenshot.
  await date.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await date.focus();
  await expect(date).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('button', { name: 'January 15, 2026' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  // 15 January, a day on, a week on, a month on: 23 February 2026.
  await expect(calendar.getByRole('button', { name: 'February 23, 2026' })).toBeFocused();
  await expect(calendar.getByRole('combobox', { name: 'Month' })).toHaveValue('1');
  await shot(page, 'a11y-05-calendar-keyboard');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(date).toBeFocused();
  await expect(date).toHaveValue('02/23/2026');
  await expect(values).toContainText('"effective_0":"2026-02-23"');

  // Escape closes without a pick, focus back on the field, the value as it was.
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('button', { name: 'February 23, 2026' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(date).toBeFocused();
  await expect(date).toHaveValue('02/23/2026');
});

test('the internal workflows page: no serious axe violation, its scrolling path lists focusable', async ({
  page,
}) => {
  const staff = await apiSignIn(baseURL(), 'staff@demo.test', 'demo-staff-2026');
  await openSignedIn(page, '/internal/workflows', staff);
  // The page works out every registered machine's paths and coverage in the browser before it
  // draws; on a loaded 2-core machine its heading once took 9.6 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible({
    timeout: 30_000,
  });
  await settled(page, 'Workflows');
  const lists = page.getByRole('list', { name: /^Test paths of / });
  await expect(lists.first()).toBeVisible();
  await lists.first().focus();
  await expect(lists.first()).toBeFocused();
  expect(await seriousViolations(page), '/internal/workflows').toEqual([]);
});
