import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, closing at the end of each test every browser context the test opened.
 * Playwright closes only the contexts of its own fixtures (`page`, `context`); the members a spec makes
 * (watchedPage, newMember, cliMember) live in contexts of their own, on a browser the worker keeps for
 * the whole run. Left open, every member page of every spec kept its renderer (some 170 MB resident
 * each), its socket to the shared server and its pings, and the late specs waited on pushes on a
 * crowded machine. Specs import `test` from here (biome.json refuses `@playwright/test` in e2e/tests).
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
