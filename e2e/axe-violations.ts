import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';

/**
 * axe's violations on the page as it is, in one run. Axe runs inside the page (the builder's
 * legacy mode): its default mode opens a second page for every run to merge the frames'
 * results, about a second a run on a busy 2-core machine. That mode exists for frames from other
 * origins, which legacy mode cannot reach, so every frame is checked to be the app's own.
 */
export async function axeViolations(page: Page, options: RunOptions = {}): Promise<Result[]> {
  const origin = new URL(page.url()).origin;
  const elsewhere = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  expect(elsewhere, 'frames from another origin, which axe would skip').toEqual([]);
  const results = await new AxeBuilder({ page }).options(options).setLegacyMode().analyze();
  return results.violations;
}

/**
 * The serious and critical violations (issue 23's bar) on the page as it is, each with the
 * first elements it names, so a failure says where to look.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
