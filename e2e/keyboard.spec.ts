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

/**
 * What the focused element shows: its own outline or box shadow, or its frame's ring when the
 * focus is within (the MXL editor), and the outline's contrast against what is behind it.
 */
function focusRing() {
  const el = document.activeElement as HTMLElement | null;
  // A native date input passed by Tab can stay the active element without :focus (headless
  // chromium, between its segments): nothing is focused there to draw a ring for.
  if (!el || el === document.body || !el.matches(':focus')) return null;
  // 'rgb(29, 78, 216)' or AG Grid's 'color(srgb 0.98 0.98 0.98)', as 0-255 channels.
  const rgb = (color: string) =>
    color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => (color.startsWith('color(') ? Number(v) * 255 : Number(v)));
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const background = (from: HTMLElement) => {
    for (let node = from.parentElement; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return 'rgb(255, 255, 255)';
  };
  const ringOf = (node: HTMLElement) => {
    const style = getComputedStyle(node);
    if (style.outlineStyle === 'auto') return 'browser ring'; // Chrome's dark-and-light pair
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      const ratio = contrast(style.outlineColor, background(node));
      return ratio >= 3 ? 'outline' : `outline at ${ratio.toFixed(2)}:1`;
    }
    if (style.boxShadow === 'none') return null;
    // The shadow's colour, its alpha laid over what is behind it (AG Grid's was half strength).
    const token = style.boxShadow.match(/rgba?\([^)]*\)|color\(srgb[^)]*\)/)?.[0] ?? '';
    if (!token) return 'shadow';
    const [r, g, b] = rgb(token);
    const alpha = token.match(/[\d.]+/g)?.map(Number)[3] ?? 1;
    const [br, bg, bb] = rgb(background(node));
    const mix = (fg: number, behind: number) => Math.round(fg * alpha + behind * (1 - alpha));
    const shown = `rgb(${mix(r!, br!)}, ${mix(g!, bg!)}, ${mix(b!, bb!)})`;
    const ratio = contrast(shown, background(node));
    return ratio >= 3 ? 'shadow' : `shadow at ${ratio.toFixed(2)}:1`;
  };
  const name = `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  let ring = ringOf(el);
  for (let node = el.parentElement; !ring && node; node = node.parentElement)
    if (node.matches(':focus-within') && getComputedStyle(node).outlineStyle !== 'none')
      ring = ringOf(node);
  const own = getComputedStyle(el);
  return {
    name,
    ring: ring ?? `no ring (outline ${own.outlineStyle} ${own.outlineWidth})`,
  };
}

test('every Tab stop of the main pages shows a focus ring of 3:1 or more', async ({ page }) => {
  test.setTimeout(180_000);
  const api = await apiCaller(baseURL(), await admin());
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  const fund = `/fund-family/${families.find((f) => f.name === 'Harborview Capital Partners IV')!.id}`;
  await api.dispose();
  await openSignedIn(page, '/fund-family', await admin());
  const missing: string[] = [];
  for (const path of [
    '/fund-family',
    `${fund}/summary`,
    `${fund}/commitments/closings`,
    `${fund}/configuration/fund/profile`,
    `${fund}/calculations/accounting/create-mxl`,
    '/investors',
    '/account/security',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await page.locator('body').focus();
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      const shown = await page.evaluate(focusRing);
      if (shown && !['browser ring', 'outline', 'shadow'].includes(shown.ring ?? ''))
        missing.push(`${path}: ${shown.name} ${shown.ring ?? 'no ring'}`);
    }
  }
  expect(missing).toEqual([]);
});
