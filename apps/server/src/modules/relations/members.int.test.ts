import { RELATIONS_API, RELATIONS_MESSAGES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { challenge, challengeCount } from '../play/challenges/challenge.fixtures';
import { friendNames, relationRows, send } from './relations.fixtures';

describe.each(DATABASE_KINDS)('block, track and follow on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => memberWith(t, { name: `member_${kind}_${++serial}` });
  const name = (m: TestMember) => m.user.username;
  const act = (from: TestMember, action: Parameters<typeof RELATIONS_API.member>[0], to: TestMember) =>
    send(from.browser, 'POST', RELATIONS_API.member(action, name(to)));
  const between = async (a: TestMember, b: TestMember) => {
    const ids = [a.user.userId, b.user.userId];
    const rows = await relationRows(t);
    const mine = <T extends object>(list: T[]) =>
      list.filter((r) => Object.values(r).filter((v) => ids.includes(v as number)).length === 2).length;
    return {
      friendships: mine(rows.friendships),
      requests: mine(rows.requests),
      follows: mine(rows.follows),
      tracks: mine(rows.tracks),
      blocks: mine(rows.blocks),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('a block ends the friendship, requests, follows and tracking, and refuses new ones either way', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    await t.services.relations.befriend(a.user.userId, b.user.userId);
    await act(a, 'follow', b);
    await act(b, 'follow', a);
    await act(b, 'track', a);
    await send(a.browser, 'POST', RELATIONS_API.friendRequest(name(c)));
    await send(c.browser, 'POST', RELATIONS_API.friendRequest(name(b)));

    const blocked = await act(a, 'block', b);
    expect(blocked.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.blocked(name(b)) });
    expect(await between(a, b)).toEqual({ friendships: 0, requests: 0, follows: 0, tracks: 0, blocks: 1 });
    // Only what is between the two goes.
    expect((await between(a, c)).requests).toBe(1);
    expect((await between(b, c)).requests).toBe(1);
    expect((await act(a, 'block', b)).statusCode).toBe(200);

    const before = await relationRows(t);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const response of [
        await send(from.browser, 'POST', RELATIONS_API.friendRequest(name(to))),
        await act(from, 'follow', to),
        await act(from, 'track', to),
      ]) {
        expect([response.statusCode, response.json().error.code]).toEqual([403, 'relation_blocked']);
      }
    }
    expect(await relationRows(t)).toEqual(before);
    // The blocked member cannot lift it; the blocker can, and nothing comes back.
    await act(b, 'unblock', a);
    expect((await between(a, b)).blocks).toBe(1);
    expect((await act(a, 'unblock', b)).json().message).toBe(RELATIONS_MESSAGES.unblocked(name(b)));
    expect(await between(a, b)).toEqual({ friendships: 0, requests: 0, follows: 0, tracks: 0, blocks: 0 });
    expect((await send(b.browser, 'POST', RELATIONS_API.friendRequest(name(a)))).statusCode).toBe(200);
  });

  it('a block stops challenges between the two, both ways, and accepting an open link', async () => {
    const [a, b] = [await someone(), await someone()];
    await act(b, 'block', a);
    const count = await challengeCount(t);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const refused = await challenge(from.browser, { username: name(to) });
      expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'challenge_blocked']);
    }
    expect(await challengeCount(t)).toBe(count);
    const open = (await challenge(a.browser, {})).json();
    const taken = await b.browser.post(`/callback/challenge/${open.id}/accept`);
    expect([taken.statusCode, taken.json().error.code]).toEqual([403, 'challenge_blocked']);

    await act(b, 'unblock', a);
    expect((await challenge(a.browser, { username: name(b) })).statusCode).toBe(201);
    expect((await b.browser.post(`/callback/challenge/${open.id}/accept`)).statusCode).toBe(200);
  });

  it('tracks and follows, once each, and undoes them', async () => {
    const [a, b] = [await someone(), await someone()];
    expect((await act(a, 'track', b)).json().message).toBe(RELATIONS_MESSAGES.tracked(name(b)));
    expect((await act(a, 'track', b)).statusCode).toBe(200);
    expect((await act(a, 'follow', b)).json().message).toBe(RELATIONS_MESSAGES.followed(name(b)));
    expect((await act(a, 'follow', b)).statusCode).toBe(200);
    expect(await between(a, b)).toMatchObject({ tracks: 1, follows: 1 });
    expect((await act(a, 'untrack', b)).json().message).toBe(RELATIONS_MESSAGES.untracked(name(b)));
    expect((await act(a, 'unfollow', b)).json().message).toBe(RELATIONS_MESSAGES.unfollowed(name(b)));
    expect(await between(a, b)).toMatchObject({ tracks: 0, follows: 0 });
    expect((await act(a, 'unfollow', b)).statusCode).toBe(200);
  });

  it('suggests whom to follow from the member’s network, never one followed, dismissed or blocked', async () => {
    const [me, friend, followed, ofFriend, ofFollowed, blocker] = [
      await someone(),
      await someone(),
      await someone(),
      await someone(),
      await someone(),
      await someone(),
    ];
    const suggestions = async () => (await me.browser.get(RELATIONS_API.followSuggestions)).json();
    expect((await suggestions()).notYetFollowing).toBe(true);
    await t.services.relations.befriend(me.user.userId, friend.user.userId);
    await t.services.relations.befriend(friend.user.userId, ofFriend.user.userId);
    await act(me, 'follow', followed);
    await act(followed, 'follow', ofFollowed);
    await act(followed, 'follow', ofFriend);
    await act(blocker, 'block', me);

    const answer = await suggestions();
    expect(answer.notYetFollowing).toBe(false);
    const names = answer.users.map((u: { username: string }) => u.username);
    // Shared by two of the member's relations first, then by one.
    expect(names.slice(0, 2)).toEqual([name(ofFriend), name(ofFollowed)]);
    expect(names).not.toContain(name(me));
    expect(names).not.toContain(name(followed));
    expect(names).not.toContain(name(blocker));

    const dismissed = await send(me.browser, 'POST', RELATIONS_API.dismissFollow(name(ofFriend)));
    expect(dismissed.json()).toEqual({ ok: true, message: RELATIONS_MESSAGES.dismissed });
    expect((await suggestions()).users.map((u: { username: string }) => u.username)).not.toContain(
      name(ofFriend),
    );
  });

  it('dismiss_follow takes a numeric id or none, as §5 declares, and refuses any other', async () => {
    const [me, x, y, z] = [await someone(), await someone(), await someone(), await someone()];
    expect((await send(me.browser, 'POST', RELATIONS_API.dismissFollow(name(x)))).statusCode).toBe(200);
    expect(
      (await send(me.browser, 'POST', RELATIONS_API.dismissFollow(name(y)), { id: 12 })).statusCode,
    ).toBe(200);
    expect(
      (await send(me.browser, 'POST', RELATIONS_API.dismissFollow(name(y)), { id: '12' })).statusCode,
    ).toBe(200);
    const before = await relationRows(t);
    for (const id of ['abc', '-1', '1.5', true]) {
      const response = await send(me.browser, 'POST', RELATIONS_API.dismissFollow(name(z)), { id });
      expect([id, response.statusCode, response.json().error.code, response.json().error.field]).toEqual([
        id,
        400,
        'validation_failed',
        'id',
      ]);
    }
    expect(await relationRows(t)).toEqual(before);
  });

  it('an invite link makes whoever registers through it the inviter’s friend; a forged one does not', async () => {
    const inviter = await someone();
    const { link } = (await inviter.browser.get(RELATIONS_API.inviteLink)).json();
    const url = new URL(link);
    expect(url.pathname).toBe('/register');
    const invite = url.searchParams.get('invite')!;

    const newcomer = new TestBrowser(t.app);
    const signUp = (browser: TestBrowser, username: string, token: string) =>
      browser.post('/register', {
        username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
        invite: token,
      });
    expect((await signUp(newcomer, `invited_${kind}`, invite)).statusCode).toBe(200);
    expect(await friendNames(newcomer, name(inviter))).toEqual([`invited_${kind}`]);

    const forged = `${invite.split('.')[0]}.${'A'.repeat(22)}`;
    expect((await signUp(new TestBrowser(t.app), `forged_${kind}`, forged)).statusCode).toBe(200);
    const malformed = await signUp(new TestBrowser(t.app), `malformed_${kind}`, 'not a token');
    expect([malformed.statusCode, malformed.json().error.field]).toEqual([400, 'invite']);
    expect(await t.services.accounts.findByUsername(`malformed_${kind}`)).toBeNull();
    expect(await friendNames(newcomer, name(inviter))).toEqual([`invited_${kind}`]);
  });
});
