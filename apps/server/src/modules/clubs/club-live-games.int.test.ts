import { CLUB_LIVE_GAMES_SHOWN, CLUBS_API, type ClubLiveGames, RELATIONS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { guest, newTable, play } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';

describe.each(DATABASE_KINDS)('a club’s live games on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => messagingMember(t, `lg_${kind}_${++serial}`);
  const player = (m: TestMember): PlayerRef => ({
    userId: m.user.userId,
    guestId: null,
    name: m.user.username,
  });
  const live = async (slug: string, viewer?: TestMember) =>
    (
      await (viewer?.browser ?? new TestBrowser(t.app)).get(CLUBS_API.liveGames(slug))
    ).json() as ClubLiveGames;
  const ids = async (slug: string, viewer?: TestMember) => (await live(slug, viewer)).games.map((g) => g.id);
  async function club(owner: TestMember, ...members: TestMember[]) {
    const slug = `live-${kind}-${++serial}`;
    const made = await owner.browser.post(CLUBS_API.list, {
      name: `Live ${serial}`,
      slug,
      joinPolicy: 'open',
    });
    expect(made.statusCode).toBe(200);
    for (const m of members) expect((await m.browser.post(CLUBS_API.join(slug))).statusCode).toBe(200);
    return slug;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('lists members’ games while they are played, newest first, with players, ratings and time control', async () => {
    const [owner, member, outsider, other] = [
      await someone(),
      await someone(),
      await someone(),
      await someone(),
    ];
    const slug = await club(owner, member);
    const first = await newTable(t, {
      white: player(owner),
      black: player(outsider),
      tc: { initial: 180, increment: 2 },
      rated: true,
    });
    t.clock.advance(1000);
    const second = await newTable(t, { white: guest(), black: player(member) });
    await newTable(t, { white: player(outsider), black: player(other) });

    const answer = await live(slug);
    expect(answer.games.map((g) => g.id)).toEqual([second.id, first.id]);
    expect(answer.games[1]).toEqual({
      id: first.id,
      rated: true,
      speed: 'blitz',
      timeControl: { initial: 180, increment: 2 },
      white: { username: owner.user.username, rating: 1500, isGuest: false },
      black: { username: outsider.user.username, rating: 1500, isGuest: false },
      startedAt: expect.any(String),
    });
    expect(answer.games[0]!.white).toEqual({ username: second.white.name, rating: null, isGuest: true });

    // Ended games leave the list.
    await play(t, first, ['e2e4', 'e7e5']);
    await t.services.play.games.act(first.id, player(outsider), { t: 'resign' });
    expect(await ids(slug)).toEqual([second.id]);
  });

  it('leaves out daily games and games of those who left', async () => {
    const [owner, member, outsider] = [await someone(), await someone(), await someone()];
    const slug = await club(owner, member);
    await t.services.play.games.create({
      white: player(owner),
      black: player(outsider),
      tc: { initial: 0, increment: 0 },
      rated: false,
      daily: { daysPerMove: 3, weekendPause: false },
    });
    const table = await newTable(t, { white: player(member), black: player(outsider) });
    expect(await ids(slug)).toEqual([table.id]);
    expect((await member.browser.post(CLUBS_API.leave(slug))).statusCode).toBe(200);
    expect(await ids(slug)).toEqual([]);
  });

  it('hides games of a player blocked either way with the viewer', async () => {
    const [owner, member, viewer] = [await someone(), await someone(), await someone()];
    const slug = await club(owner, member, viewer);
    const table = await newTable(t, { white: player(member), black: guest() });
    expect(await ids(slug, viewer)).toEqual([table.id]);
    expect((await member.browser.post(RELATIONS_API.member('block', viewer.user.username))).statusCode).toBe(
      200,
    );
    expect(await ids(slug, viewer)).toEqual([]);
    expect(await ids(slug, owner)).toEqual([table.id]);
    expect(await ids(slug)).toEqual([table.id]);
  });

  it('shows at most the newest CLUB_LIVE_GAMES_SHOWN', async () => {
    const owner = await someone();
    const slug = await club(owner);
    const made: string[] = [];
    for (let i = 0; i < CLUB_LIVE_GAMES_SHOWN + 2; i++) {
      made.push((await newTable(t, { white: player(owner), black: guest() })).id);
      t.clock.advance(1000);
    }
    expect(await ids(slug)).toEqual(made.reverse().slice(0, CLUB_LIVE_GAMES_SHOWN));
  });

  it('404s for an unknown club and refuses a malformed slug', async () => {
    const browser = new TestBrowser(t.app);
    const unknown = await browser.get(CLUBS_API.liveGames('no-such-club'));
    expect(unknown.statusCode).toBe(404);
    const bad = await browser.get('/callback/clubs/-x-/games/live');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});
