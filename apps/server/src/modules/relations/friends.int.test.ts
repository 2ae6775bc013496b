import {
  FRIEND_REQUEST_COOLDOWN_MS,
  FRIENDS_PAGE_SIZE,
  RELATIONS_API,
  RELATIONS_MESSAGES,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { closeAccount } from '../play/challenges/challenge.fixtures';
import { friendNames, relationRows, send, WRITES } from './relations.fixtures';

const DAY = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('friends on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => memberWith(t, { name: `friend_${kind}_${++serial}` });
  const name = (m: TestMember) => m.user.username;
  const ask = (from: TestMember, to: TestMember, body: Record<string, unknown> = {}) =>
    send(from.browser, 'POST', RELATIONS_API.friendRequest(name(to)), body);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('refuses guests every relation call with 401 unauthenticated, changing nothing', async () => {
    const [a, b] = [await someone(), await someone()];
    await ask(a, b);
    const before = await relationRows(t);
    const guest = new TestBrowser(t.app);
    for (const [method, path] of WRITES) {
      const response = await send(guest, method, path(name(a)));
      expect([path(name(a)), response.statusCode, response.json().error.code]).toEqual([
        path(name(a)),
        401,
        'unauthenticated',
      ]);
    }
    for (const path of [
      RELATIONS_API.friends(name(a)),
      RELATIONS_API.inviteLink,
      RELATIONS_API.followSuggestions,
    ]) {
      const response = await guest.get(path);
      expect([path, response.statusCode, response.json().error.code]).toEqual([path, 401, 'unauthenticated']);
    }
    expect(await relationRows(t)).toEqual(before);
  });

  it('sends a request once, and an accept makes both friends', async () => {
    const [a, b] = [await someone(), await someone()];
    const sent = await ask(a, b, { user: name(b), recommendation: 1 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.requestSent(name(b)) });
    const rows = (await relationRows(t)).requests.filter((r) => r.fromUserId === a.user.userId);
    expect(rows).toMatchObject([{ toUserId: b.user.userId, recommendation: true, declinedAt: null }]);
    // Asking again changes nothing.
    const before = await relationRows(t);
    expect((await ask(a, b)).statusCode).toBe(200);
    expect(await relationRows(t)).toEqual(before);
    // The sender cannot accept their own request.
    const own = await send(a.browser, 'PUT', RELATIONS_API.friendAccept(name(b)));
    expect([own.statusCode, own.json().error.code]).toEqual([404, 'friend_request_not_found']);

    const accepted = await send(b.browser, 'PUT', RELATIONS_API.friendAccept(name(a)));
    expect(accepted.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.friendsNow(name(a)) });
    expect(await friendNames(a.browser, name(a))).toEqual([name(b)]);
    expect(await friendNames(a.browser, name(b))).toEqual([name(a)]);
    const again = await ask(a, b);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'already_friends']);
    expect(again.json().error.message).toBe(RELATIONS_MESSAGES.already_friends);
  });

  it('makes crossing requests a friendship', async () => {
    const [a, b] = [await someone(), await someone()];
    await ask(a, b);
    const crossing = await ask(b, a);
    expect(crossing.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.friendsNow(name(a)) });
    expect(await friendNames(b.browser, name(b))).toEqual([name(a)]);
    const left = (await relationRows(t)).requests.filter((r) =>
      [a.user.userId, b.user.userId].includes(r.fromUserId),
    );
    expect(left).toEqual([]);
  });

  it('cancels a pending request; nothing to cancel is a 404', async () => {
    const [a, b] = [await someone(), await someone()];
    await ask(a, b);
    const cancelled = await send(a.browser, 'POST', RELATIONS_API.friendCancel(name(b)));
    expect(cancelled.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.requestCancelled });
    const again = await send(a.browser, 'POST', RELATIONS_API.friendCancel(name(b)));
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'friend_request_not_found']);
    const accept = await send(b.browser, 'PUT', RELATIONS_API.friendAccept(name(a)));
    expect(accept.statusCode).toBe(404);
  });

  it('lets a declined member ask again only after the cool-down', async () => {
    const [a, b] = [await someone(), await someone()];
    await ask(a, b);
    const declined = await send(b.browser, 'DELETE', RELATIONS_API.friendDecline(name(a)));
    expect(declined.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.requestDeclined });
    const twice = await send(b.browser, 'DELETE', RELATIONS_API.friendDecline(name(a)));
    expect([twice.statusCode, twice.json().error.code]).toEqual([404, 'friend_request_not_found']);
    // Declined is not pending: it cannot be accepted, and the requester cannot cancel it.
    expect((await send(b.browser, 'PUT', RELATIONS_API.friendAccept(name(a)))).statusCode).toBe(404);
    expect((await send(a.browser, 'POST', RELATIONS_API.friendCancel(name(b)))).statusCode).toBe(404);

    const before = await relationRows(t);
    const early = await ask(a, b);
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'friend_request_cooling_down']);
    expect(early.json().error.message).toBe(RELATIONS_MESSAGES.friend_request_cooling_down(7));
    t.clock.advance(FRIEND_REQUEST_COOLDOWN_MS - DAY + 1);
    expect((await ask(a, b)).json().error.message).toBe(RELATIONS_MESSAGES.friend_request_cooling_down(1));
    expect(await relationRows(t)).toEqual(before);

    t.clock.advance(DAY);
    expect((await ask(a, b)).statusCode).toBe(200);
    // The one declined may still ask the other at any time.
    const [c, d] = [await someone(), await someone()];
    await ask(c, d);
    await send(d.browser, 'DELETE', RELATIONS_API.friendDecline(name(c)));
    expect((await ask(d, c)).json().message).toBe(RELATIONS_MESSAGES.requestSent(name(c)));
    expect((await send(c.browser, 'PUT', RELATIONS_API.friendAccept(name(d)))).statusCode).toBe(200);
  });

  it('deletes a friend on both sides; deleting a non-friend is a 404', async () => {
    const [a, b] = [await someone(), await someone()];
    await ask(a, b);
    await send(b.browser, 'PUT', RELATIONS_API.friendAccept(name(a)));
    const deleted = await send(b.browser, 'DELETE', RELATIONS_API.friendDelete(name(a)));
    expect(deleted.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.friendDeleted(name(a)) });
    expect(await friendNames(a.browser, name(a))).toEqual([]);
    expect(await friendNames(a.browser, name(b))).toEqual([]);
    const again = await send(a.browser, 'DELETE', RELATIONS_API.friendDelete(name(b)));
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'not_friends']);
  });

  it('refuses oneself, unknown members, closed accounts and a body naming someone else; nothing changes', async () => {
    const [a, b, closed] = [await someone(), await someone(), await someone()];
    await closeAccount(t, closed.user.userId);
    const before = await relationRows(t);
    for (const [method, path] of WRITES) {
      const cases: [string, number, string][] = [
        [path(name(a)), 400, 'relation_self'],
        [path('nobody_here_at_all'), 404, 'not_found'],
        [path(name(closed)), 403, 'member_closed'],
      ];
      for (const [url, status, code] of cases) {
        const response = await send(a.browser, method, url);
        expect([url, response.statusCode, response.json().error.code]).toEqual([url, status, code]);
      }
    }
    const mismatch = await ask(a, b, { user: name(closed) });
    expect([mismatch.statusCode, mismatch.json().error.field]).toEqual([400, 'user']);
    const notFlag = await ask(a, b, { recommendation: 'yes' });
    expect(notFlag.statusCode).toBe(400);
    expect((await a.browser.get(RELATIONS_API.friends(name(closed)))).statusCode).toBe(404);
    expect(await relationRows(t)).toEqual(before);
  });

  it('pages a long friends list, newest friendships first', async () => {
    const owner = await someone();
    const total = FRIENDS_PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) {
      const friend = await t.services.accounts.register({
        username: `pal_${kind}_${i}`,
        email: `pal_${kind}_${i}@example.com`,
        password: 'correct horse battery',
      });
      t.clock.advance(1000);
      await t.services.relations.befriend(owner.user.userId, friend.userId);
    }
    const first = (await owner.browser.get(RELATIONS_API.friends(name(owner)))).json();
    expect(first).toMatchObject({ page: 1, totalSize: total, hasMore: true });
    expect(first.friends).toHaveLength(FRIENDS_PAGE_SIZE);
    expect(first.friends[0]).toMatchObject({ username: `pal_${kind}_${total - 1}` });
    expect(Object.keys(first.friends[0]).sort()).toEqual(
      ['avatarUrl', 'chessTitle', 'country', 'since', 'userId', 'username', 'uuid'].sort(),
    );
    const second = (await owner.browser.get(`${RELATIONS_API.friends(name(owner))}?page=2`)).json();
    expect(second).toMatchObject({ page: 2, totalSize: total, hasMore: false });
    expect(second.friends.map((f: { username: string }) => f.username)).toEqual(
      [2, 1, 0].map((i) => `pal_${kind}_${i}`),
    );
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const response = await owner.browser.get(`${RELATIONS_API.friends(name(owner))}?page=${bad}`);
      expect([bad, response.statusCode]).toEqual([bad, 400]);
    }
  });

  it('limits friend requests per member', async () => {
    const a = await someone();
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await send(a.browser, 'POST', RELATIONS_API.friendRequest(`ghost_${i}`))).statusCode;
    expect(last).toBe(429);
  });
});
