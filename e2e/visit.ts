import { expect, type Page, type Request } from '@playwright/test';

// The requests each page has open: a page's first frame can show its heading while its table
// and the fund's menu are still on their way, so `visit` waits for the network to go quiet.
const openRequests = new WeakMap<Page, { open: Set<Request>; quietSince: number }>();

/** Follows the page's requests from its start (call it in beforeEach), for `visit`. */
export function trackRequests(page: Page) {
  const state = { open: new Set<Request>(), quietSince: Date.now() };
  openRequests.set(page, state);
  page.on('request', (request) => state.open.add(request));
  const done = (request: Request) => {
    state.open.delete(request);
    if (state.open.size === 0) state.quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** No request open for `quietMs`: what the page asked for has come and been drawn. */
async function networkQuiet(page: Page, quietMs = 300) {
  const state = openRequests.get(page);
  if (!state) throw new Error('visit needs trackRequests(page) in beforeEach');
  await expect
    .poll(() => state.open.size === 0 && Date.now() - state.quietSince >= quietMs, {
      intervals: [50],
    })
    .toBe(true);
}

/**
 * Opens `path` the way the app's links do (wouter follows history.pushState), not by loading
 * the app again: the page drawn is the same, without a second or more of start-up each. The
 * app may redirect (a list's first tab), so the caller checks the page by its heading.
 */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await networkQuiet(page);
}
