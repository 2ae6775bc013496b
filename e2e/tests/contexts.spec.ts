import { watchedPage } from '../support/players';
import { expect, test } from '../support/test';

// support/test.ts's promise, kept: what one test opens is closed before the next begins, so pages,
// sockets and renderers do not pile up over the run on the one shared browser.
test.describe
  .serial('the browser contexts a test opens', () => {
    test('are open while it runs', async ({ browser }) => {
      await watchedPage(browser);
      await watchedPage(browser);
      expect(browser.contexts()).toHaveLength(2);
    });

    test('are closed once it ended', async ({ browser }) => {
      expect(browser.contexts()).toHaveLength(0);
    });
  });
