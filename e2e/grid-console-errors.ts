import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test, failing any test in which AG Grid writes to the console: a missing module
 * or a wrong call (error #200, "api.refreshCells" without its module) only ever shows there, and
 * the grid goes on drawing as if nothing happened.
 */
export const test = base.extend<{ gridConsoleErrors: void }>({
  gridConsoleErrors: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (/AG Grid/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
      });
      await use();
      expect(messages, 'AG Grid console messages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
