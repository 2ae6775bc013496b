import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

/**
 * Headless Chromium lets audio start without a gesture, which no visitor's browser does. This puts
 * the usual policy back (§4: audio starts suspended where a gesture is required): a context stays
 * suspended, and resuming is refused, until a real press or key (not Playwright's evaluations, which
 * count as activations) has reached the page. Registered before the app's scripts, so it sees the
 * gesture first.
 */
function requireGestureForAudio() {
  let gestured = false;
  for (const type of ['mousedown', 'keydown', 'touchstart']) {
    addEventListener(type, (event) => (gestured ||= event.isTrusted), { capture: true });
  }
  const Native = window.AudioContext;
  window.AudioContext = class GestureGated extends Native {
    #gated = !gestured;
    constructor(options?: AudioContextOptions) {
      super(options);
      if (this.#gated) void super.suspend();
    }
    override get state(): AudioContextState {
      return this.#gated ? 'suspended' : super.state;
    }
    override async resume(): Promise<void> {
      if (!gestured) throw new DOMException('No gesture yet', 'NotAllowedError');
      this.#gated = false;
      await super.resume();
      this.dispatchEvent(new Event('statechange'));
    }
  };
}

/** The game board's picture and the black king's image, as the browser computed them. */
async function gameBoardLook(page: Page) {
  const board = page.locator('.game cg-board').first();
  await expect(board).toBeVisible();
  return board.evaluate((element) => ({
    board: getComputedStyle(element).backgroundImage,
    king: getComputedStyle(element.querySelector('piece.king.black')!).backgroundImage,
  }));
}

test('a theme and a piece set picked in preferences show on a game in another tab, whose sound a click turns on', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const [alice, bob] = [await cliMember(browser, `pra${suffix}`), await cliMember(browser, `prb${suffix}`)];

  await alice.goto('/settings/board');
  await expect(alice.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  await alice
    .getByRole('group', { name: 'Ready-made themes' })
    .getByRole('button', { name: 'Walnut' })
    .click();
  await expect(alice.getByRole('status').filter({ hasText: 'Theme saved' })).toBeVisible();
  const ocean = alice.getByRole('group', { name: 'Pieces' }).getByRole('button', { name: 'Ocean' });
  await ocean.click();
  await expect(ocean).toHaveAttribute('aria-pressed', 'true');
  // Walnut's sound set, kept with the mix.
  await expect(
    alice.getByRole('group', { name: 'Sounds' }).getByRole('button', { name: 'Wood', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  for (const page of [alice, bob]) {
    await page.goto('/play');
    await page.getByRole('button', { name: '3+0 Blitz' }).click();
  }
  for (const page of [alice, bob]) await expect(page).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);

  // Another tab of Alice's browser opens the game: her board and pieces are there.
  const soundRequests: string[] = [];
  await alice.context().addInitScript(requireGestureForAudio);
  const tab = await alice.context().newPage();
  tab.on('request', (request) => {
    if (request.url().includes('/theme-assets/v1/sounds/')) soundRequests.push(request.url());
  });
  await tab.goto(new URL(alice.url()).pathname);
  await expect
    .poll(async () => (await gameBoardLook(tab)).king)
    .toContain('/theme-assets/v1/pieces/ocean/bk.svg');
  expect((await gameBoardLook(tab)).board).toMatch(/\/theme-assets\/v1\/boards\/walnut\/\d+\.webp/);

  // Sound waits for a gesture and loads nothing before it; a click turns it on and says so.
  await expect(tab.getByText('Sound is on.')).toHaveCount(0);
  expect(soundRequests).toEqual([]);
  await tab.getByRole('heading').first().click();
  await expect(tab.getByText('Sound is on.')).toBeVisible();
  await expect
    .poll(() => soundRequests.some((url) => /\/sounds\/wood\/move-self\.\w+$/.test(url)))
    .toBe(true);
  expect(cspViolationsOf(alice)).toEqual([]);
});
