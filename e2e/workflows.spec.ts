import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './auth-helpers';

const artifacts = 'e2e-artifacts/workflows';

test.use({ viewport: { width: 1440, height: 900 } });

test('the sign-in chart reads at 1440×900, zooms, and its signedIn paths export as Gherkin', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await expect(page.getByRole('heading', { name: 'Fund families', exact: true })).toBeVisible();
  await page.goto('/internal/workflows');
  const section = page.getByRole('region', { name: 'Sign-in' });
  const chart = section.getByTestId('workflow-chart-auth');
  await section.scrollIntoViewIfNeeded();
  await expect(chart.locator('[data-state-id="auth.signedIn"]')).toBeVisible();

  // Legible by default: drawn at 85 % or more (labels of 11 px stay 9 px or larger).
  const scale = Number(await chart.getAttribute('data-scale'));
  expect(scale).toBeGreaterThanOrEqual(0.85);
  // Human labels, not implementation names.
  await expect(chart.locator('text', { hasText: 'after 100 ms' })).toBeVisible();
  await expect(chart.locator('text', { hasText: 'Person enters their email' })).toBeVisible();
  await expect(chart.locator('text', { hasText: /xstate\.|\.submit/ })).toHaveCount(0);
  await section.screenshot({ path: `${artifacts}/auth-section.png` });

  await section.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => Number(await chart.getAttribute('data-scale')))
    .toBeCloseTo(scale * 1.25, 2);
  await expect(section.getByTestId('chart-zoom-auth')).toHaveText(`${Math.round(scale * 125)}%`);

  // A state's meaning in the side panel.
  // Tab to a state out of view: the chart pans to it; Enter opens it in the side panel.
  const expired = chart.locator('[data-state-id="auth.expired"]');
  await expired.focus();
  await expect(expired).toBeInViewport();
  await expired.press('Enter');
  const details = section.getByRole('complementary', { name: 'Details' });
  await expect(details).toContainText('State: expired');
  await expect(details).toContainText('Session has expired');

  // Only the paths that end signed in.
  await section.getByLabel('Ends in').selectOption('auth.signedIn');
  const paths = section.getByTestId('workflow-path');
  const count = await paths.count();
  expect(count).toBeGreaterThan(3);
  for (const text of await paths.allInnerTexts()) expect(text).toMatch(/⇒ signedIn$/);
  await expect(section.getByRole('heading', { name: /^Test paths/ })).toHaveText(
    new RegExp(`^Test paths \\(${count} of \\d+ shortest\\)$`),
  );

  // A path's steps say which guard held.
  await paths.first().getByRole('button').click();
  await expect(paths.first().getByRole('table')).toContainText('✓');
  await section.screenshot({ path: `${artifacts}/auth-signed-in-paths.png` });

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Gherkin' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('auth.feature');
  const file = `${artifacts}/auth.feature`;
  await download.saveAs(file);
  const gherkin = await readFile(file, 'utf8');
  expect(gherkin.startsWith('Feature: Sign-in workflow (auth)\n')).toBe(true);
  const scenarios = gherkin.split('\n  Scenario: ').slice(1);
  expect(scenarios).toHaveLength(count);
  for (const scenario of scenarios) {
    expect(scenario).toMatch(/^P\d+ ends in signedIn\n/);
    expect(scenario.trimEnd().split('\n').at(-1)).toBe('    Then the workflow is in "signedIn"');
  }
  // Each scenario names the guard that sent it to signedIn.
  expect(gherkin).toContain('"signed in" holds (signedIn)');
});

test('every chart is screenshotted; a group closes and opens; cover paths take every transition', async ({
  page,
}) => {
  // Fourteen charts laid out and screenshotted, and the chat connection's 215 paths generated.
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.test', 'demo-admin-2026');
  await expect(page.getByRole('heading', { name: 'Fund families', exact: true })).toBeVisible();
  await page.goto('/internal/workflows');
  await expect(page.getByRole('region', { name: 'Sign-in' })).toBeVisible();
  const sections = page.locator('section[aria-labelledby^="machine-"]');
  const ids = await sections.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-labelledby') ?? ''),
  );
  expect(ids.length).toBeGreaterThan(10);
  for (const id of ids) {
    const chart = page.locator(`#${id}`).locator('xpath=..').locator('svg[role="group"]');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('[data-state-id]').first()).toBeVisible();
    await chart.screenshot({ path: `${artifacts}/chart-${id.replace('machine-', '')}.png` });
  }

  // What the closing's model tests cover, from the paths those tests replay.
  const closing = page.getByRole('region', { name: 'Closing' });
  await closing.scrollIntoViewIfNeeded();
  await closing.getByRole('button', { name: 'Show what the model tests cover' }).click();
  await expect(closing.getByTestId('model-test-coverage-closing')).toContainText(
    'cover 5 of 5 states and 7 of 7 transitions',
  );
  // And what the e2e specs cover, from the paths they declare and walk (e2e-machine-paths.ts).
  await expect(closing.getByTestId('e2e-test-coverage-closing')).toContainText(
    /^The e2e specs \(\d+ paths\) cover \d of 5 states and \d of 7 transitions; not taken: /,
  );
  await closing.getByLabel('The chart draws what is not taken by').selectOption('e2e');
  await expect(
    closing
      .getByTestId('workflow-chart-closing')
      .locator('[data-transition-key="closing.complete:closing.finalize:0"]:not([data-covered])'),
  ).toHaveCount(1);
  await closing.getByLabel('The chart draws what is not taken by').selectOption('model');
  await expect(
    closing
      .getByTestId('workflow-chart-closing')
      .locator('[data-transition-key]:not([data-covered])'),
  ).toHaveCount(0);
  await closing.screenshot({ path: `${artifacts}/closing-model-test-coverage.png` });

  const chat = page.getByRole('region', { name: 'Assistant chat connection' });
  const chatChart = chat.getByTestId('workflow-chart-chatConnection');
  await chat.scrollIntoViewIfNeeded();
  const inner = chatChart.locator('[data-state-id="chatConnection.disconnected.hidden"]');
  await expect(inner).toBeVisible();
  // Wider than the viewport at a legible scale: fit it to see the disconnected group.
  await chat.getByRole('button', { name: 'Fit' }).click();
  await chatChart.getByRole('button', { name: 'Close disconnected' }).click();
  await expect(inner).toHaveCount(0);
  await expect(
    chatChart.getByRole('button', { name: 'State disconnected (closed group)' }),
  ).toBeVisible();
  await chat.screenshot({ path: `${artifacts}/chat-connection-closed.png` });
  await chatChart.getByRole('button', { name: 'Open disconnected' }).click();
  await expect(inner).toBeVisible();

  // Transition coverage: far fewer paths than the shortest, every transition taken.
  await chat.getByLabel('Kind').selectOption('cover');
  const coverage = chat.getByTestId('path-coverage-chatConnection');
  await expect(coverage).toHaveText(/cover \d+ of \d+ states and (\d+) of \1 transitions/);
  expect(await chat.getByTestId('workflow-path').count()).toBeLessThan(20);
});
