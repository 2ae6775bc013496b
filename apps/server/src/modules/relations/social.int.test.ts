import {
  FRIEND_SEARCH,
  INVITE_EMAILS_MAX,
  MEMBER_SEARCH_API,
  MESSAGES,
  RELATIONS_API,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { readOutbox } from '../../../test/outbox';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { users } from '../../db/schema';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { relationRows, send } from './relations.fixtures';

const DAY = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('the /social calls on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = (prefix = 'soc') => memberWith(t, { name: `${prefix}_${kind.slice(0, 2)}_${++serial}` });
  const name = (m: TestMember) => m.user.username;
  const usernames = (body: { users: { username: string }[] }) => body.users.map((u) => u.username);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('lists pending requests both ways, newest first, without declined ones', async () => {
    const [me, a, b, c] = [await someone(), await someone(), await someone(), await someone()];
    await send(a.browser, 'POST', RELATIONS_API.friendRequest(name(me)));
    t.clock.advance(1000);
    await send(b.browser, 'POST', RELATIONS_API.friendRequest(name(me)));
    await send(me.browser, 'POST', RELATIONS_API.friendRequest(name(c)));
    const before = (await me.browser.get(RELATIONS_API.friendRequests)).json();
    expect(before.incoming.map((r: { username: string }) => r.username)).toEqual([name(b), name(a)]);
    expect(before.outgoing).toMatchObject([{ username: name(c), uuid: c.user.uuid }]);
    await send(me.browser, 'DELETE', RELATIONS_API.friendDecline(name(a)));
    const after = (await me.browser.get(RELATIONS_API.friendRequests)).json();
    expect(after.incoming.map((r: { username: string }) => r.username)).toEqual([name(b)]);
    expect((await c.browser.get(RELATIONS_API.friendRequests)).json().incoming).toMatchObject([
      { username: name(me) },
    ]);
  });

  it('mails invitations with the invite link, validated and rate-limited', async () => {
    const me = await someone();
    const sent = await me.browser.post(RELATIONS_API.inviteByEmail, {
      emails: ['Ana@Example.com', 'bo@example.com', 'ana@example.com'],
    });
    expect(sent.json()).toEqual({ ok: true, message: MESSAGES.invitationsSent });
    const link = (await me.browser.get(RELATIONS_API.inviteLink)).json().link;
    const mails = readOutbox(t.testDb.dataDir).filter((m) => m.link === link);
    expect(mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'bo@example.com']);

    for (const emails of [
      [],
      ['not an address'],
      Array(INVITE_EMAILS_MAX + 1).fill('x@example.com'),
      'a@b.co',
    ]) {
      const refused = await me.browser.post(RELATIONS_API.inviteByEmail, { emails });
      expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'validation_failed']);
    }
    for (let i = 0; i < 4; i++)
      await me.browser.post(RELATIONS_API.inviteByEmail, { emails: ['c@example.com'] });
    const over = await me.browser.post(RELATIONS_API.inviteByEmail, { emails: ['c@example.com'] });
    expect([over.statusCode, over.json().error.code]).toEqual([429, 'rate_limited']);
  });

  it('searches usernames by prefix from 3 characters, active within activeDays, with the relation', async () => {
    const me = await someone();
    const [x, y] = [await someone('zeb'), await someone('zeb')];
    await send(me.browser, 'POST', RELATIONS_API.member('follow', name(x)));
    await send(me.browser, 'POST', RELATIONS_API.friendRequest(name(y)));
    const found = (await me.browser.get(MEMBER_SEARCH_API.search('ZEB_'))).json();
    expect(usernames(found)).toEqual([name(x), name(y)]);
    expect(found.users[0].relation).toEqual({
      friend: 'none',
      following: true,
      tracking: false,
      blocked: false,
      blockedBy: false,
    });
    expect(found.users[1].relation.friend).toBe('request_sent');
    // `query` when the path names no one; the literal `_` is no wildcard.
    const byQuery = await me.browser.get(`${MEMBER_SEARCH_API.search()}?activeDays=4000&query=zeb_`);
    expect(usernames(byQuery.json())).toEqual([name(x), name(y)]);
    expect(usernames((await me.browser.get(MEMBER_SEARCH_API.search('zebx'))).json())).toEqual([]);
    expect(usernames((await me.browser.get(MEMBER_SEARCH_API.search('ze'))).json())).toEqual([]);
    // Seen 10 days ago: outside a 5-day window.
    await t.testDb.database.db
      .update(users)
      .set({ lastLoginAt: new Date(t.clock.now().getTime() - 10 * DAY) })
      .where(eq(users.userId, x.user.userId));
    const recent = await me.browser.get(`${MEMBER_SEARCH_API.search('zeb_')}?activeDays=5`);
    expect(usernames(recent.json())).toEqual([name(y)]);
  });

  it('searches by custom criteria: name anywhere in the username and country by name', async () => {
    const me = await someone();
    const [p, q] = [await someone('crit'), await someone('crit')];
    await t.testDb.database.db.update(users).set({ country: 'NO' }).where(eq(users.userId, p.user.userId));
    const norway = await me.browser.get(`${MEMBER_SEARCH_API.customCriteria}?name=rit_&country=norw`);
    expect(usernames(norway.json())).toEqual([name(p)]);
    const nameOnly = await me.browser.get(`${MEMBER_SEARCH_API.customCriteria}?name=crit_`);
    expect(usernames(nameOnly.json()).sort()).toEqual([name(p), name(q)].sort());
    const tooShort = await me.browser.get(`${MEMBER_SEARCH_API.customCriteria}?name=cr&country=no`);
    expect(usernames(tooShort.json())).toEqual([]);
  });

  it('refuses a query that is not one string with §5’s message, and bad search text with a 400', async () => {
    const me = await someone();
    const twice = await me.browser.get(`${MEMBER_SEARCH_API.search()}?query=abc&query=def`);
    expect([twice.statusCode, twice.json().error]).toEqual([
      400,
      { code: 'search_query_not_string', message: MESSAGES.searchUsernameNotString, field: 'query' },
    ]);
    const bad = [
      MEMBER_SEARCH_API.search('a'.repeat(FRIEND_SEARCH.textLimit + 1)),
      MEMBER_SEARCH_API.search('zoë'),
      MEMBER_SEARCH_API.search("x' or '1'='1"),
      `${MEMBER_SEARCH_API.search()}?query=${encodeURIComponent('50%')}`,
      `${MEMBER_SEARCH_API.search('abc')}?activeDays=4001`,
      `${MEMBER_SEARCH_API.search('abc')}?activeDays=x`,
      `${MEMBER_SEARCH_API.customCriteria}?country=${encodeURIComponent('é'.repeat(3))}`,
      `${MEMBER_SEARCH_API.customCriteria}?name=${encodeURIComponent('a\u0000b')}`,
    ];
    for (const url of bad) {
      const response = await me.browser.get(url);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 400, 'validation_failed']);
    }
  });

  it('is for members: guests get 401 unauthenticated and nothing changes', async () => {
    const before = await relationRows(t);
    const guest = new TestBrowser(t.app);
    for (const url of [
      RELATIONS_API.friendRequests,
      MEMBER_SEARCH_API.search('abc'),
      MEMBER_SEARCH_API.customCriteria,
    ]) {
      const response = await guest.get(url);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 401, 'unauthenticated']);
    }
    const invite = await send(guest, 'POST', RELATIONS_API.inviteByEmail, { emails: ['a@example.com'] });
    expect([invite.statusCode, invite.json().error.code]).toEqual([401, 'unauthenticated']);
    expect(await relationRows(t)).toEqual(before);
  });
});
