import { PLATFORM, SETTING_KEYS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

/** The Settings service of §7 as the web app calls it: a platform token, `users/me`, an include list. */
describe.each(DATABASE_KINDS)('Settings service users/me on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const browser = new TestBrowser(t.app);
    await browser.register('settles');
    token = (await browser.post(PLATFORM.tokenPath)).json().access_token;
  });
  afterAll(async () => t.close());

  const read = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `${PLATFORM.settingsMe}${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const save = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: PLATFORM.settingsMe,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('answers exactly the keys of the include list, given once or repeated', async () => {
    const once = await read('?include=board.move_method,gameplay.show_timestamps');
    expect(once.json()).toEqual({
      settings: { 'board.move_method': 'drag', 'gameplay.show_timestamps': false },
    });
    const repeated = await read('?include=board.coordinates&include=board.play_sounds');
    expect(repeated.json()).toEqual({
      settings: { 'board.coordinates': 'inside', 'board.play_sounds': true },
    });
    expect(Object.keys((await read(`?include=${SETTING_KEYS.join(',')}`)).json().settings)).toEqual([
      ...SETTING_KEYS,
    ]);
  });

  it("keeps a 'default' animation as 'medium' (§5), a numbered coordinates value by position, booleans as 0/1", async () => {
    const saved = await save({
      'board.animation_type': 'default',
      'board.coordinates': 0,
      'board.highlight_moves': 0,
      'gameplay.show_timestamps': 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual({
      'board.animation_type': 'medium',
      'board.coordinates': 'off',
      'board.highlight_moves': false,
      'gameplay.show_timestamps': true,
    });
    await save({ 'board.animation_type': 'battle', 'board.coordinates': 2 });
    expect((await read('?include=board.animation_type,board.coordinates')).json().settings).toEqual({
      'board.animation_type': 'battle',
      'board.coordinates': 'outside',
    });
  });

  it('refuses a change with one bad value whole: nothing of it is kept', async () => {
    const before = (await read('')).json();
    for (const payload of [
      { 'board.move_method': 'click', 'board.coordinates': 3 },
      { 'board.move_method': 'click', 'board.animation_type': 'Default' },
      { 'board.move_method': 'click', 'board.play_sounds': 'yes' },
      { 'board.move_method': 'click', 'board.coordinates': 'top' },
    ]) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('invalid_setting_value');
    }
    expect((await read('')).json()).toEqual(before);
  });
});
