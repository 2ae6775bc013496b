import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, closing at the end of each test every browser context the test opened.
 * Playwright closes only the contexts of its own fixtures (`page`, `context`); the members a spec makes
 * (watchedPage, newMember, cliMember) live in contexts of their own, which stayed open for the rest of
 * the run: by the last specs a hundred pages kept their sockets to the shared server, their pings and
 * their renderers, and the pushes a test waited for were late. Specs import `test` from here.
 */
export const test = base.extend<{ closeContextsAfterwards: undefined }>({
  closeContextsAfterwards: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
