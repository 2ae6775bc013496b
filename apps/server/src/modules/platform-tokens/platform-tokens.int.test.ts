import { GUEST_SCOPES, MEMBER_SCOPES, PLATFORM } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser, uncachedSessionStore } from '../../../test/test-app';
import { USER_CHANGED } from '../../platform/session/session.cache';
import { users } from '../accounts/accounts.tables';

const ALL_KEYS =
  'board.animation_type,board.coordinates,board.show_legal_moves,board.highlight_moves,board.white_always_on_bottom,board.move_list_style,board.move_classification_style,board.move_method,board.play_sounds,gameplay.show_timestamps';

describe.each(DATABASE_KINDS)('platform tokens and the Settings service on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const username of ['magnus', 'hikaru']) {
      await t.services.accounts.register({
        username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
      });
    }
  });
  afterAll(async () => t.close());

  async function member(username = 'magnus') {
    const browser = new TestBrowser(t.app);
    expect((await browser.login(username, 'correct horse battery')).statusCode).toBe(200);
    return browser;
  }
  async function tokenOf(browser: TestBrowser) {
    const response = await browser.post(PLATFORM.tokenPath);
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  }
  const settings = (token: string | null, query = `?include=${ALL_KEYS}`) =>
    t.app.inject({
      method: 'GET',
      url: `${PLATFORM.settingsMe}${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const save = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: PLATFORM.settingsMe,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('issues an OAuth-style token to a member, and a new one on the same call', async () => {
    const browser = await member();
    const response = await browser.post(PLATFORM.tokenPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^kp1\./),
      token_type: 'Bearer',
      expires_in: 300,
      scope: MEMBER_SCOPES.join(' '),
    });
    t.clock.advance(1000);
    const again = (await browser.post(PLATFORM.tokenPath)).json();
    expect(again.access_token).not.toBe(body.access_token);
    expect((await settings(body.access_token)).statusCode).toBe(200);
    expect((await settings(again.access_token)).statusCode).toBe(200);
  });

  it('needs the session and the CSRF token', async () => {
    const browser = await member();
    const response = await browser.post(PLATFORM.tokenPath, {}, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_token_invalid');
  });

  it('gives a guest read-only scopes: default settings yes, saving no', async () => {
    const guest = new TestBrowser(t.app);
    const response = (await guest.post(PLATFORM.tokenPath)).json();
    expect(response.scope).toBe(GUEST_SCOPES.join(' '));
    const read = await settings(response.access_token);
    expect(read.statusCode).toBe(200);
    expect(read.json().settings['board.coordinates']).toBe('inside');
    const write = await save(response.access_token, { 'board.coordinates': 'off' });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('insufficient_scope');
    expect(write.headers['www-authenticate']).toContain('error="insufficient_scope"');
  });

  it('answers the §9 defaults, then what the member saved, key by key', async () => {
    const token = await tokenOf(await member('hikaru'));
    expect((await settings(token)).json()).toEqual({
      settings: {
        'board.animation_type': 'medium',
        'board.coordinates': 'inside',
        'board.show_legal_moves': true,
        'board.highlight_moves': true,
        'board.white_always_on_bottom': false,
        'board.move_list_style': 'text',
        'board.move_classification_style': 'default',
        'board.move_method': 'drag',
        'board.play_sounds': true,
        'gameplay.show_timestamps': false,
      },
    });
    const saved = await save(token, {
      'board.coordinates': 2,
      'board.play_sounds': 0,
      'board.move_method': 'click',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      settings: { 'board.coordinates': 'outside', 'board.play_sounds': false, 'board.move_method': 'click' },
    });
    await save(token, { 'board.move_method': 'both' });
    expect((await settings(token, '?include=board.move_method,board.coordinates')).json()).toEqual({
      settings: { 'board.move_method': 'both', 'board.coordinates': 'outside' },
    });
    // Another member's settings are their own.
    const other = await tokenOf(await member('magnus'));
    expect((await settings(other, '?include=board.move_method')).json().settings['board.move_method']).toBe(
      'drag',
    );
  });

  it('refuses unknown keys and bad values with 400 and changes nothing', async () => {
    const token = await tokenOf(await member('hikaru'));
    const before = (await settings(token)).json();
    const unknown = await save(token, { 'board.move_method': 'click', 'board.size': 'huge' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'unknown_setting', field: 'board.size' });
    const bad = await save(token, { 'board.coordinates': 'upside-down' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_setting_value');
    for (const payload of [[], 'text', null]) expect((await save(token, payload)).statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: PLATFORM.settingsMe,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"board.',
    });
    expect(badJson.statusCode).toBe(400);
    expect((await settings(token, '?include=board.colour')).json().error.code).toBe('unknown_setting');
    expect((await settings(token)).json()).toEqual(before);
  });

  it('says invalid_token for forged, expired and missing tokens, before reading the body', async () => {
    const token = await tokenOf(await member());
    const [prefix, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    for (const forged of [
      `${prefix}.${longer}.${signature}`,
      `${token}x`,
      'kp1.a.b',
      'ks_notaplatformtoken',
    ]) {
      const response = await settings(forged);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="kingside", error="invalid_token"');
    }
    const none = await settings(null);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="kingside"');
    const unparsed = await t.app.inject({
      method: 'POST',
      url: PLATFORM.settingsMe,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(unparsed.statusCode).toBe(401);

    t.clock.advance(299_000);
    expect((await settings(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await settings(token)).statusCode).toBe(401);
  });

  it('stops a token when its session logs out, and does not take a personal API token', async () => {
    const browser = await member();
    const token = await tokenOf(browser);
    expect((await settings(token)).statusCode).toBe(200);
    expect((await browser.post('/logout')).statusCode).toBeLessThan(400);
    expect((await settings(token)).statusCode).toBe(401);

    const { token: apiToken } = await t.services.apiTokens.create('magnus', 'bot');
    expect((await settings(apiToken)).statusCode).toBe(401);
    const platformToken = await tokenOf(await member());
    const onApi = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${platformToken}` },
    });
    expect(onApi.statusCode).toBe(401);
  });

  it('stops every token of a member whose sessions are revoked', async () => {
    const first = await tokenOf(await member('hikaru'));
    const second = await tokenOf(await member('hikaru'));
    const hikaru = await t.services.accounts.findByUsername('hikaru');
    await uncachedSessionStore(t).destroyAllForUser(hikaru!.userId);
    // A store without the app's cache, like another node whose bus message got lost: the cached
    // session lapses within the cache's few seconds, and the tokens with it.
    t.clock.advance(6000);
    expect((await settings(first)).statusCode).toBe(401);
    expect((await settings(second)).statusCode).toBe(401);
  });

  it('stops the tokens of an account that gets closed', async () => {
    await t.services.accounts.register({
      username: 'closing',
      email: 'closing@example.com',
      password: 'correct horse battery',
    });
    const token = await tokenOf(await member('closing'));
    expect((await settings(token)).statusCode).toBe(200);
    await t.testDb.database.db
      .update(users)
      .set({ closure: 'voluntarilyClosed' })
      .where(eq(users.usernameKey, 'closing'));
    await t.services.bus.publish(USER_CHANGED, {});
    t.clock.advance(6000);
    expect((await settings(token)).statusCode).toBe(401);
  });

  it('limits token requests per session: 429 with Retry-After, then fine again', async () => {
    const browser = await member('hikaru');
    for (let i = 0; i < 60; i++) expect((await browser.post(PLATFORM.tokenPath)).statusCode).toBe(200);
    const over = await browser.post(PLATFORM.tokenPath);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    expect((await browser.post(PLATFORM.tokenPath)).statusCode).toBe(200);
  });
});
