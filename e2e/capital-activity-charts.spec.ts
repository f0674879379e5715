import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiCaller, apiSignIn, openSignedIn } from './api-sign-in';
import { expect, test } from './grid-console-errors';

/*
 * Issue 17: the Capital Activity page's two charts (AG Charts Community) on the demo fund, read
 * by a reader. The figures, worked by hand (README, e2e/capital-call.spec.ts): the first close
 * (03/31/2025) commits 418,250,000.00; Capital call 1 (06/30/2025) calls 20% and 0.5% of it
 * and the Q2 2025 management fee as charged (83,650,000.00 + 2,091,250.00 + 1,995,767.12):
 * 87,737,017.12; the quarterly fee charges (03/31, 04/01, 07/01, 10/01/2025) and the
 * organizational expenses (08/15/2025) are allocated charges, not paid in: dates where nothing
 * moves; the second close (09/30/2025) brings the commitments to 540,500,000.00. Nothing is
 * distributed. Unfunded = commitment − contributed: 418,250,000.00 (twice), 418,250,000.00 −
 * 87,737,017.12 = 330,512,982.88 (three times), 540,500,000.00 − 87,737,017.12 =
 * 452,762,982.88 (twice). This spec only reads, so it runs with the app project on the seeded
 * demo.
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
    ['Capital call 1', '06/30/2025', '$87,737,017.12', '$0.00'],
  ]);
  const historyFigures = history.getByRole('table', { name: 'Capital history: figures' });
  expect(await bodyRows(historyFigures)).toEqual([
    ['03/31/2025', '$0.00', '$0.00', '$418,250,000.00'],
    ['04/01/2025', '$0.00', '$0.00', '$418,250,000.00'],
    ['06/30/2025', '$87,737,017.12', '$0.00', '$330,512,982.88'],
    ['07/01/2025', '$87,737,017.12', '$0.00', '$330,512,982.88'],
    ['08/15/2025', '$87,737,017.12', '$0.00', '$330,512,982.88'],
    ['09/30/2025', '$87,737,017.12', '$0.00', '$452,762,982.88'],
    ['10/01/2025', '$87,737,017.12', '$0.00', '$452,762,982.88'],
  ]);

  // The bar chart's own accessible text: a keyboard user on the series hears the datum's figures.
  await events.locator('.ag-charts-swapchain[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(events.locator('.ag-charts-series-area [id^="ag-charts-"]').first()).toHaveText(
    'Capital call 1 (06/30/2025); Called; $87,737,017.12; Distributed; $0.00',
  );
  await expect(events.locator('.ag-charts-tooltip')).toContainText('$87,737,017.12');
  await shot(page, 'demo');

  // Serious and critical axe violations in the charts (issue 23's bar): none.
  const axe = await new AxeBuilder({ page }).include('figure').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
});
