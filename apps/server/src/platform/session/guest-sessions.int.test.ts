import { LOBBY_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { sessions } from '../../db/sessions.tables';

/** Pending guests (pending-guest.ts): a guest's sessions row is made once something is kept, not per view. */
describe.each(DATABASE_KINDS)('guest sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.services.accounts.register({
      username: 'visitor',
      email: 'visitor@example.com',
      password: 'correct horse battery',
    });
  });
  afterAll(async () => t.close());

  const sessionRows = () => t.testDb.database.db.select().from(sessions);

  it('writes no session row for page views and reads by visitors without cookies, however many', async () => {
    const before = await sessionRows();
    const urls = ['/', '/about', '/play', '/no-such-page', '/callback/user/current'];
    for (let i = 0; i < 20; i++) {
      for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBeLessThan(500);
    }
    expect(await sessionRows()).toEqual(before);
  });

  it('gives a cookieless page view a guest id and a CSRF token, the same on every view with its cookie', async () => {
    const guest = new TestBrowser(t.app);
    const first = pageContextOf((await guest.get('/about')).body);
    expect(first.current.user).toMatchObject({ isGuest: true, username: expect.stringMatching(/^Guest/) });
    expect(first.csrfToken).toBe(guest.csrfToken);
    expect(guest.cookies.has('kingside_guest')).toBe(true);
    expect(guest.cookies.has('kingside_session')).toBe(false);
    const again = pageContextOf((await guest.get('/play')).body);
    expect(again.current.user.id).toBe(first.current.user.id);
    expect(again.csrfToken).toBe(first.csrfToken);
    expect((await guest.get('/callback/user/current')).json().user.id).toBe(first.current.user.id);
    const stranger = pageContextOf((await new TestBrowser(t.app).get('/about')).body);
    expect(stranger.current.user.id).not.toBe(first.current.user.id);
    expect(stranger.csrfToken).not.toBe(first.csrfToken);
  });

  it("makes the guest's session at their first accepted POST, keeping their guest id", async () => {
    const guest = new TestBrowser(t.app);
    const { current } = pageContextOf((await guest.get('/play')).body);
    const before = (await sessionRows()).length;
    expect((await guest.post(LOBBY_API.guestSkillLevel, { skill_level: 6 })).statusCode).toBe(200);
    const made = (await sessionRows()).filter((row) => row.guestId === current.user.id);
    expect(made).toHaveLength(1);
    expect((await sessionRows()).length).toBe(before + 1);
    expect(guest.cookies.has('kingside_session')).toBe(true);
    expect(guest.cookies.has('kingside_guest')).toBe(false);

    // From now on the session's token is the one that works, and the guest is who they were.
    expect(pageContextOf((await guest.get('/play')).body).current.user.id).toBe(current.user.id);
    expect((await guest.post(LOBBY_API.guestSkillLevel, { skill_level: 7 })).statusCode).toBe(200);
    expect((await sessionRows()).length).toBe(before + 1);
  });

  it('refuses forged posts from guests without writing anything, and a refused guest can retry once', async () => {
    const guest = new TestBrowser(t.app);
    const stolen = new TestBrowser(t.app);
    await guest.get('/');
    await stolen.get('/');
    const before = await sessionRows();
    for (const token of [undefined, '', 'forged', stolen.csrfToken]) {
      const response = await guest.request({
        method: 'POST',
        url: LOBBY_API.guestSkillLevel,
        payload: { skill_level: 6, ...(token === undefined ? {} : { _token: token }) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_token_invalid');
      expect(response.json()._token).toBe(guest.csrfToken);
    }
    // Without any cookie, as a cross-site form would be when its cookies are not sent.
    const bare = await t.app.inject({ method: 'POST', url: '/login_check', payload: { _username: 'x' } });
    expect(bare.statusCode).toBe(403);
    expect(await sessionRows()).toEqual(before);

    const retried = await guest.request({
      method: 'POST',
      url: LOBBY_API.guestSkillLevel,
      payload: { skill_level: 6, _token: guest.csrfToken },
    });
    expect(retried.statusCode).toBe(200);
  });

  it("refuses a pending guest's token once their session exists", async () => {
    const guest = new TestBrowser(t.app);
    await guest.get('/');
    const pendingToken = guest.csrfToken;
    expect((await guest.post(LOBBY_API.guestSkillLevel, { skill_level: 6 })).statusCode).toBe(200);
    const response = await guest.request({
      method: 'POST',
      url: LOBBY_API.guestSkillLevel,
      payload: { skill_level: 6, _token: pendingToken },
    });
    expect(response.statusCode).toBe(403);
  });

  it('logs a cookieless guest in on a session id of its own, never one they had before (no fixation)', async () => {
    const guest = new TestBrowser(t.app);
    const { current } = pageContextOf((await guest.get('/login')).body);
    expect((await guest.login('visitor', 'correct horse battery')).statusCode).toBe(200);
    expect((await guest.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);
    const rows = await sessionRows();
    // The guest session the login's CSRF check made was replaced, not promoted.
    expect(rows.filter((row) => row.guestId === current.user.id)).toEqual([]);
    expect(rows.filter((row) => row.userId !== null)).toHaveLength(1);

    const planted = new TestBrowser(t.app);
    await planted.post(LOBBY_API.guestSkillLevel, { skill_level: 6 });
    const plantedId = planted.cookies.get('kingside_session');
    expect((await planted.login('visitor', 'correct horse battery')).statusCode).toBe(200);
    expect(planted.cookies.get('kingside_session')).not.toBe(plantedId);
  });
});
