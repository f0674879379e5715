import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 17: the Capital Activity page's two charts (AG Charts Community) on the demo fund, read
 * by a reader. The figures, worked by hand (README, e2e/capital-call.spec.ts): the first close
 * (03/31/2025) commits 418,250,000.00; Capital call 1 (06/30/2025) calls 21.5% of it,
 * 89,923,750.00; the organizational expenses (08/15/2025) are an allocated charge, not paid in;
 * the second close (09/30/2025) brings the commitments to 540,500,000.00. Nothing is
 * distributed. Unfunded = commitment − contributed: 418,250,000.00, 328,326,250.00 (twice),
 * 450,576,250.00. This spec only reads, so it runs with the app project on the seeded demo.
 */

const baseURL = () => test.info().project.use.baseURL!;
const reader = () => apiSignIn(baseURL(), 'reader@demo.test', 'demo-reader-2026');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e-artifacts/capital-activity-charts-${name}.png`, fullPage: true });

/** A table's body rows as the text of their cells. */
const bodyRows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );

test('the capital activity and history charts draw the ledger figures', async ({ page }) => {
  const token = await reader();
  const api = await apiCaller(baseURL(), token);
  const families = await api.call<{ id: string; name: string }[]>('get', '/api/fund-family/');
  const fund = families.find((f) => f.name === 'Harborview Capital Partners IV')!.id;
  await openSignedIn(page, `/fund-family/${fund}/capital-activity`, token);

  const events = page.getByRole('figure', { name: 'Called and distributed by event' });
  const history = page.getByRole('figure', { name: 'Capital history' });
  for (const figure of [events, history]) {
    await expect(figure.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(figure.locator('[data-ag-charts]')).toHaveAttribute(
      'data-update-pending',
      'false',
    );
  }

  // The legends, as AG Charts names its switches.
  await expect(events.getByRole('switch', { name: /^Called, Legend item/ })).toBeVisible();
  await expect(events.getByRole('switch', { name: /^Distributed, Legend item/ })).toBeVisible();
  for (const name of ['Contributed', 'Distributed', 'Unfunded'])
    await expect(
      history.getByRole('switch', { name: new RegExp(`^${name}, Legend item`) }),
    ).toBeVisible();

  // The figures each chart draws, in the table beside it.
  const eventFigures = events.getByRole('table', {
    name: 'Called and distributed by event: figures',
  });
  expect(await bodyRows(eventFigures)).toEqual([
    ['Capital call 1', '06/30/2025', '$89,923,750.00', '$0.00'],
  ]);
  const historyFigures = history.getByRole('table', { name: 'Capital history: figures' });
  expect(await bodyRows(historyFigures)).toEqual([
    ['03/31/2025', '$0.00', '$0.00', '$418,250,000.00'],
    ['06/30/2025', '$89,923,750.00', '$0.00', '$328,326,250.00'],
    ['08/15/2025', '$89,923,750.00', '$0.00', '$328,326,250.00'],
    ['09/30/2025', '$89,923,750.00', '$0.00', '$450,576,250.00'],
  ]);

  // The bar chart's own accessible text: a keyboard user on the series hears the datum's figures.
  await events.locator('.ag-charts-swapchain[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(events.locator('.ag-charts-series-area [id^="ag-charts-"]').first()).toHaveText(
    'Capital call 1 (06/30/2025); Called; $89,923,750.00; Distributed; $0.00',
  );
  await expect(events.locator('.ag-charts-tooltip')).toContainText('$89,923,750.00');
  await shot(page, 'demo');

  // Serious and critical axe violations in the charts (issue 23's bar): none.
  const axe = await new AxeBuilder({ page }).include('figure').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
});
