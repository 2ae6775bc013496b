import { FRIEND_SEARCH, PLATFORM } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/test-app';
import { blocks, ratings, users } from '../../../db/schema';
import type { UserRow } from '../../accounts';

const SERVICE = `${PLATFORM.friendsSearchBase}/kingside.friends.v1.FriendsSearchService`;
const PASSWORD = 'correct horse battery';
const HOUR = 60 * 60_000;

interface FriendJson {
  uuid: string;
  areFriends?: boolean;
  presence?: string;
  bestRating?: number;
  user: { username: string; userId: number; country?: string; membership: { code: string } };
}

describe.each(DATABASE_KINDS)('the friends search service on %s', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let friends: UserRow[];
  let token: string;
  let guestToken: string;

  const call = (method: string, body: unknown, bearer: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: `${SERVICE}/${method}`,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      payload: JSON.stringify(body),
    });
  const names = (list: FriendJson[]) => list.map((f) => f.user.username);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const register = (username: string) =>
      t.services.accounts.register({ username, email: `${username}@example.com`, password: PASSWORD });
    owner = await register('fs_owner');
    stranger = await register('fs_stranger');
    friends = [];
    // 25 friends: pal_00 … pal_24, seen an hour apart (pal_24 most recently), pal_03 never.
    for (let i = 0; i < 25; i++) {
      const friend = await register(`pal_${String(i).padStart(2, '0')}`);
      const seen = i === 3 ? null : new Date(t.clock.now().getTime() - (25 - i) * HOUR);
      await t.testDb.database.db
        .update(users)
        .set({ lastLoginAt: seen, country: i % 2 ? 'FR' : 'DE' })
        .where(eq(users.userId, friend.userId));
      await t.services.relations.befriend(owner.userId, friend.userId);
      friends.push(friend);
    }
    await t.services.relations.befriend(stranger.userId, friends[0]!.userId);
    await register('palace_guard');
    const browser = new TestBrowser(t.app);
    await browser.login('fs_owner', PASSWORD);
    token = (await browser.post(PLATFORM.tokenPath)).json().access_token;
    guestToken = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
  });
  afterAll(async () => t.close());

  it('pages the friends 20 at a time, last login first, with the total and a token for the rest', async () => {
    const first = await call('QueryFriends', {});
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.friends).toHaveLength(FRIEND_SEARCH.defaultPageSize);
    expect(page.pagination.totalSize).toBe(25);
    expect(names(page.friends).slice(0, 3)).toEqual(['pal_24', 'pal_23', 'pal_22']);
    expect(page.friends[0]).toMatchObject({
      uuid: friends[24]!.uuid,
      areFriends: true,
      user: { userId: friends[24]!.userId, username: 'pal_24', country: 'DE', membership: { code: 'basic' } },
    });
    const second = (
      await call('QueryFriends', { pagination: { pageToken: page.pagination.nextPageToken } })
    ).json();
    // pal_03 was never seen: last.
    expect(names(second.friends)).toEqual(['pal_04', 'pal_02', 'pal_01', 'pal_00', 'pal_03']);
    expect(second.pagination.nextPageToken ?? '').toBe('');
  });

  it('sorts alphabetically by username and filters by nested name and country criteria', async () => {
    const byName = (
      await call('QueryFriends', { query: { orderBy: 'ORDER_BY_USERNAME_ASC' }, pagination: { pageSize: 3 } })
    ).json();
    expect(names(byName.friends)).toEqual(['pal_00', 'pal_01', 'pal_02']);
    const next = (
      await call('QueryFriends', {
        query: { orderBy: 'ORDER_BY_USERNAME_ASC' },
        pagination: { pageSize: 3, pageToken: byName.pagination.nextPageToken },
      })
    ).json();
    expect(names(next.friends)).toEqual(['pal_03', 'pal_04', 'pal_05']);

    const statement = {
      all: {
        statements: [
          { any: { statements: [{ name: 'pal_1' }, { name: 'l_2' }] } },
          { country: 'France' },
          // Under 3 characters: no criterion (§5).
          { name: 'zz' },
        ],
      },
    };
    const filtered = (
      await call('QueryFriends', { query: { orderBy: 'ORDER_BY_USERNAME_ASC', statement } })
    ).json();
    expect(names(filtered.friends)).toEqual([
      'pal_11',
      'pal_13',
      'pal_15',
      'pal_17',
      'pal_19',
      'pal_21',
      'pal_23',
    ]);
    expect(filtered.pagination.totalSize).toBe(7);
  });

  it("shows another member's friends, marking which are the caller's", async () => {
    const theirs = (await call('QueryFriends', { uuid: stranger.uuid, includePresenceStatus: true })).json();
    expect(theirs.friends).toHaveLength(1);
    expect(theirs.friends[0]).toMatchObject({ areFriends: true, presence: 'PRESENCE_OFFLINE' });
  });

  it('refuses forged, altered and borrowed page tokens', async () => {
    const page = (await call('QueryFriends', { pagination: { pageSize: 2 } })).json();
    const real: string = page.pagination.nextPageToken;
    const raw = Buffer.from(real, 'base64url');
    raw[raw.length - 2] = raw[raw.length - 2]! ^ 1;
    const forged = Buffer.concat([Buffer.alloc(16), Buffer.from('["x",1,1]')]).toString('base64url');
    for (const pagination of [
      { pageSize: 2, pageToken: raw.toString('base64url') },
      { pageSize: 2, pageToken: forged },
      { pageSize: 2, pageToken: 'not a token!' },
      // A token from another search (another page size).
      { pageSize: 3, pageToken: real },
    ]) {
      const response = await call('QueryFriends', { pagination });
      expect([response.statusCode, response.json().code]).toEqual([400, 'invalid_argument']);
    }
    const stillGood = await call('QueryFriends', { pagination: { pageSize: 2, pageToken: real } });
    expect(stillGood.statusCode).toBe(200);
  });

  it('refuses over-long, non-ASCII and injected text and out-of-range sizes with invalid_argument', async () => {
    const bad = [
      ['QueryFriends', { query: { statement: { name: 'a'.repeat(21) } } }],
      ['QueryFriends', { query: { statement: { name: 'pâl' } } }],
      ['QueryFriends', { query: { statement: { country: "x' or 1=1 --" } } }],
      ['QueryFriends', { query: { statement: { name: 'pal%' } } }],
      ['QueryFriends', { pagination: { pageSize: FRIEND_SEARCH.maxPageSize + 1 } }],
      ['QueryFriends', { uuid: 'not-a-uuid' }],
      ['Autocomplete', { prefix: 'pal;drop' }],
      ['Autocomplete', { prefix: 'p'.repeat(21) }],
      ['Autocomplete', { prefix: 'pal', suggestionsLimit: 21 }],
      ['Autocomplete', { prefix: 'pal', friendsLimit: -1 }],
    ] as const;
    for (const [method, body] of bad) {
      const response = await call(method, body);
      expect([method, JSON.stringify(body), response.statusCode, response.json().code]).toEqual([
        method,
        JSON.stringify(body),
        400,
        'invalid_argument',
      ]);
    }
    const unknown = await call('QueryFriends', { uuid: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  it('autocompletes friends first, then other members from a 3-character prefix, 5 and 5 by default', async () => {
    const short = (await call('Autocomplete', { prefix: 'pa' })).json();
    expect(names(short.suggestions)).toEqual(['pal_00', 'pal_01', 'pal_02', 'pal_03', 'pal_04']);
    const full = (await call('Autocomplete', { prefix: 'pal' })).json();
    expect(names(full.suggestions)).toEqual([
      'pal_00',
      'pal_01',
      'pal_02',
      'pal_03',
      'pal_04',
      'palace_guard',
    ]);
    expect(full.suggestions.at(-1).areFriends ?? false).toBe(false);
    const boosted = (
      await call('Autocomplete', { prefix: 'pal_2', boostUsername: 'pal_23', friendsLimit: 10 })
    ).json();
    expect(names(boosted.suggestions)).toEqual(['pal_23', 'pal_20', 'pal_21', 'pal_22', 'pal_24']);
    const exact = (
      await call('Autocomplete', { prefix: 'palace_guard', exactUsernameFirst: true, includeFriends: false })
    ).json();
    expect(names(exact.suggestions)).toEqual(['palace_guard']);
    const none = (
      await call('Autocomplete', { prefix: 'pal', includeSuggestions: false, friendsLimit: 2 })
    ).json();
    expect(names(none.suggestions)).toEqual(['pal_00', 'pal_01']);
  });

  it("carries each member's best rating over every speed, none (0) without a rating", async () => {
    const guard = (await t.services.accounts.findByUsername('palace_guard'))!;
    const rated = (userId: number, speed: string, rating: number) => ({
      userId,
      speed,
      rating,
      rd: 60,
      volatility: 0.06,
      games: 5,
      updatedAt: t.clock.now(),
    });
    await t.testDb.database.db
      .insert(ratings)
      .values([
        rated(friends[24]!.userId, 'blitz', 1500.4),
        rated(friends[24]!.userId, 'rapid', 1720.6),
        rated(guard.userId, 'bullet', 1333),
      ]);
    const page = (await call('QueryFriends', { pagination: { pageSize: 2 } })).json();
    expect(page.friends.map((f: FriendJson) => [f.user.username, f.bestRating ?? 0])).toEqual([
      ['pal_24', 1721],
      ['pal_23', 0],
    ]);
    const found = (await call('Autocomplete', { prefix: 'pal', friendsLimit: 1 })).json();
    expect(found.suggestions.map((f: FriendJson) => [f.user.username, f.bestRating ?? 0])).toEqual([
      ['pal_00', 0],
      ['palace_guard', 1333],
    ]);
  });

  it('suggests no member blocked either way', async () => {
    const register = (username: string) =>
      t.services.accounts.register({ username, email: `${username}@example.com`, password: PASSWORD });
    const blocked = await register('palomino');
    const blocker = await register('palisade');
    await register('palette');
    await t.testDb.database.db.insert(blocks).values([
      { fromUserId: owner.userId, toUserId: blocked.userId, createdAt: t.clock.now() },
      { fromUserId: blocker.userId, toUserId: owner.userId, createdAt: t.clock.now() },
    ]);
    const found = (await call('Autocomplete', { prefix: 'pal', includeFriends: false })).json();
    expect(names(found.suggestions)).toEqual(['palace_guard', 'palette']);
  });

  it('is for members: a guest token or none is refused', async () => {
    const guest = await call('QueryFriends', {}, guestToken);
    expect([guest.statusCode, guest.json().code]).toEqual([403, 'permission_denied']);
    const none = await call('Autocomplete', { prefix: 'pal' }, null);
    expect([none.statusCode, none.json().code]).toEqual([401, 'unauthenticated']);
  });
});
