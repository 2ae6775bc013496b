import { USER_VIEW_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('§7 fair-play agreement and content language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const stateOf = async (browser: TestBrowser) => (await browser.get('/callback/user/current')).json().state;

  it('agrees to fair play with 1 and takes it back with 0, and the current user says so', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('fair_player');
    expect((await stateOf(browser)).fairPlayAgree).toBe(0);
    const agreed = await browser.post(USER_VIEW_API.fairPlayAgree(1));
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toEqual({ ok: true, fairPlayAgree: 1 });
    expect((await stateOf(browser)).fairPlayAgree).toBe(1);
    expect((await browser.post(USER_VIEW_API.fairPlayAgree(0))).json()).toEqual({
      ok: true,
      fairPlayAgree: 0,
    });
    expect((await stateOf(browser)).fairPlayAgree).toBe(0);
  });

  it('refuses anything but 1 or 0 (§5) with 400, a guest with 401, changing nothing', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('stays_agreed');
    await browser.post(USER_VIEW_API.fairPlayAgree(1));
    for (const bad of ['2', '-1', 'true', 'yes', '01', '1.0', '%00']) {
      const response = await browser.post(`/callback/user/set-fair-play-agree/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code, bad).toBe('validation_failed');
    }
    expect((await stateOf(browser)).fairPlayAgree).toBe(1);
    const guest = new TestBrowser(t.app);
    expect((await guest.post(USER_VIEW_API.fairPlayAgree(1))).statusCode).toBe(401);
  });

  it('sets the content language apart from the page language', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('reads_spanish');
    expect(await stateOf(browser)).toMatchObject({ language: 'en', contentLanguage: 'en' });
    const set = await browser.post(USER_VIEW_API.contentLanguage, { contentLanguage: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true, contentLanguage: 'es' });
    expect(await stateOf(browser)).toMatchObject({ language: 'en', contentLanguage: 'es' });
    await browser.post(USER_VIEW_API.contentLanguage, { contentLanguage: 'pt-BR' });
    expect((await stateOf(browser)).contentLanguage).toBe('pt-BR');
  });

  it('refuses a language the site does not have with 400, a guest with 401, changing nothing', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('keeps_german');
    await browser.post(USER_VIEW_API.contentLanguage, { contentLanguage: 'de' });
    for (const bad of [
      { contentLanguage: 'xx' },
      { contentLanguage: 'DE' },
      { contentLanguage: '' },
      {},
      { contentLanguage: 7 },
    ]) {
      const response = await browser.post(USER_VIEW_API.contentLanguage, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect((await stateOf(browser)).contentLanguage).toBe('de');
    const guest = new TestBrowser(t.app);
    expect((await guest.post(USER_VIEW_API.contentLanguage, { contentLanguage: 'es' })).statusCode).toBe(401);
  });

  it('refuses both without the CSRF token', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('no_token');
    const noToken = await browser.post(USER_VIEW_API.fairPlayAgree(1), {}, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await stateOf(browser)).fairPlayAgree).toBe(0);
  });
});
