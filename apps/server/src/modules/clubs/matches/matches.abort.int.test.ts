import { CLUB_MATCHES_API, type ClubMatchView } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/test-app';
import type { TestMember } from '../../entitlements/entitlements.fixtures';
import { matchFixtures } from './matches.fixtures';

const DAY = 86_400_000;

/**
 * Aborted match games count as chess.com's team matches count them: against the side play recorded
 * (the game's end reason) as letting its first move's time run out while the other waited, else nothing.
 */
describe.each(DATABASE_KINDS)('aborted club match games on %s', (kind) => {
  let t: TestApp;
  const f = matchFixtures(() => t, `cma_${kind}`);
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const ref = (m: TestMember) => ({ userId: m.user.userId, guestId: null, name: m.user.username });
  const games = () => t.services.play.games;

  /** A started match of one home and one away player a board (colours: game 0 home white, game 1 away white). */
  async function startedMatch(boards: number, extra = {}) {
    const players = await Promise.all(Array.from({ length: 2 * boards }, () => f.someone()));
    const homePlayers = players.slice(0, boards);
    const awayPlayers = players.slice(boards);
    for (const [i, m] of players.entries()) await f.rate(m, 1500 + (i % boards) * -100, 'blitz');
    for (const [i, m] of players.entries()) await f.rate(m, 1500 + (i % boards) * -100, 'daily');
    const home = await f.found(homePlayers[0]!, homePlayers.slice(1));
    const away = await f.found(awayPlayers[0]!, awayPlayers.slice(1));
    const id = (
      (await f.propose(homePlayers[0]!, home, away, { boards, ...extra })).json() as unknown as {
        id: number;
      }
    ).id;
    expect((await awayPlayers[0]!.browser.post(CLUB_MATCHES_API.accept(id))).statusCode).toBe(200);
    for (const m of players)
      expect((await m.browser.post(CLUB_MATCHES_API.register(id))).statusCode).toBe(200);
    expect((await homePlayers[0]!.browser.post(CLUB_MATCHES_API.start(id))).statusCode).toBe(200);
    const view = await f.view(id);
    const gameOf = (board: number, k: number) => view.boardsPlayed[board - 1]!.games[k]!.id;
    return { id, homePlayers, awayPlayers, gameOf };
  }
  const results = (view: ClubMatchView) => view.boardsPlayed.flatMap((b) => b.games.map((g) => g.result));

  it('gives a live game to the side that came when the other never moved, and nothing when nobody came or it was called off in time', async () => {
    const { id, homePlayers, awayPlayers, gameOf } = await startedMatch(2);
    const [h1, h2] = homePlayers;
    const [a1, a2] = awayPlayers;

    // Board 1, game 1: home (white) never moves; away (black) sits at the board.
    await t.services.play.presence.seat(gameOf(1, 0), 'black', ref(a1!), true);
    // Board 1, game 2: away (white) moves; home (black) never answers.
    await games().act(gameOf(1, 1), ref(a1!), { t: 'move', uci: 'e2e4', version: 0 });
    // Board 2, game 2: a player calls it off before anyone's first move was due.
    await games().act(gameOf(2, 1), ref(h2!), { t: 'abort' });
    // Board 2, game 1: nobody comes.
    await expect.poll(async () => results(await f.view(id))).toEqual([null, null, null, 'aborted']);

    t.clock.advance(31_000);
    const ended = await t.services.play.sweeper.sweep();
    expect(ended.sort()).toEqual([gameOf(1, 0), gameOf(1, 1), gameOf(2, 0)].sort());
    const ends = async (ids: string[]) =>
      Promise.all(
        ids.map(async (g) =>
          (({ status, endReason }) => ({ status, endReason }))((await games().view(g, null))!),
        ),
      );
    expect(await ends([gameOf(1, 0), gameOf(1, 1), gameOf(2, 0), gameOf(2, 1)])).toEqual([
      { status: 'aborted', endReason: 'noStartWhite' },
      { status: 'aborted', endReason: 'noStartBlack' },
      { status: 'aborted', endReason: null },
      { status: 'aborted', endReason: null },
    ]);
    await expect.poll(async () => (await f.view(id)).status).toBe('finished');
    await t.services.matchSweeper.sweep();

    const final = await f.view(id);
    expect(results(final)).toEqual(['away', 'away', 'aborted', 'aborted']);
    expect(final.score).toEqual({ home: 0, away: 2 });
    // chess.com's board page: the no-shows' boards as scored.
    const pub = (await new TestBrowser(t.app).get(`/pub/match/${id}/1`)).json();
    expect(pub.board_scores).toEqual({
      [h1!.user.username.toLowerCase()]: 0,
      [a1!.user.username.toLowerCase()]: 2,
    });
    // Each game's players as chess.com shows them: the one who never moved abandoned it.
    expect(
      pub.games.map((g: { white: { result: string }; black: { result: string } }) => [
        g.white.result,
        g.black.result,
      ]),
    ).toEqual([
      ['abandoned', 'win'],
      ['win', 'abandoned'],
    ]);
    expect(pub.games[1].pgn).toContain('[Result "1-0"]');
    const pub2 = (await new TestBrowser(t.app).get(`/pub/match/${id}/2`)).json();
    expect(pub2.board_scores).toEqual({
      [h2!.user.username.toLowerCase()]: 0,
      [a2!.user.username.toLowerCase()]: 0,
    });
  });

  it('scores nothing for an aborted game without a recorded side, whenever it ended (older games, a player’s abort)', async () => {
    const { id, awayPlayers, gameOf } = await startedMatch(1);
    const [a1] = awayPlayers;
    // Game 2: away (white) moves; home (black) never answers, but the game is called off without a reason,
    // as every game aborted before play recorded one was: the timestamps no longer count.
    await games().act(gameOf(1, 1), ref(a1!), { t: 'move', uci: 'e2e4', version: 0 });
    t.clock.advance(31_000);
    await games().act(gameOf(1, 1), ref(a1!), { t: 'abort' });
    await games().act(gameOf(1, 0), ref(a1!), { t: 'abort' });
    await expect.poll(async () => (await f.view(id)).status).toBe('finished');
    const final = await f.view(id);
    expect(results(final)).toEqual(['aborted', 'aborted']);
    expect(final.score).toEqual({ home: 0, away: 0 });
  });

  it('gives a daily game whose first move’s days ran out to the other side, whoever came', async () => {
    const { id, homePlayers, awayPlayers, gameOf } = await startedMatch(1, {
      timeControl: undefined,
      days: 1,
    });
    const [h1] = homePlayers;
    const [a1] = awayPlayers;
    // Game 2: away (white) moves and then lets it be; home's (black) first move never comes.
    await games().act(gameOf(1, 1), ref(a1!), { t: 'move', uci: 'd2d4', version: 0 });
    t.clock.advance(DAY + 1000);
    expect((await t.services.play.dailySweeper.sweep()).sort()).toEqual([gameOf(1, 0), gameOf(1, 1)].sort());
    await expect.poll(async () => (await f.view(id)).status).toBe('finished');
    const final = await f.view(id);
    // Game 1: home (white) never moved: away's point; game 2: home (black) never answered: away's too.
    expect(results(final)).toEqual(['away', 'away']);
    expect((await games().view(gameOf(1, 0), null))!.endReason).toBe('noStartWhite');
    expect((await games().view(gameOf(1, 1), null))!.endReason).toBe('noStartBlack');
    expect(final.score).toEqual({ home: 0, away: 2 });
    expect(h1!.user.userId).not.toBe(a1!.user.userId);
  });
});
