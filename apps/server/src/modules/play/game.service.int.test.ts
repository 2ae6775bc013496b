import { Chess } from 'chessops/chess';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { fenAfter } from './core';
import { guest, member, newTable, play, refusal } from './play.fixtures';

const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];

describe.each(DATABASE_KINDS)('games on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const games = () => t.services.play.games;
  const eventsOf = async (id: string) =>
    (await games().eventsSince(id, 0)) as { version: number; event: { kind: string } }[];

  it('plays a game to checkmate: one version per event, the end stored with the last move', async () => {
    const table = await newTable(t);
    const start = (await games().view(table.id, null))!;
    expect(start).toMatchObject({ version: 0, status: 'started', turn: 'white', moves: [], speed: 'blitz' });
    expect(start.id).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(start.white).toMatchObject({
      userId: null,
      isGuest: true,
      username: table.white.name,
      rating: null,
    });

    expect(await play(t, table, FOOLS_MATE)).toBe(5);
    const end = (await games().view(table.id, null))!;
    expect(end).toMatchObject({
      version: 5,
      status: 'mate',
      winner: 'black',
      endReason: null,
      moves: FOOLS_MATE,
      san: ['f3', 'e5', 'g4', 'Qh4#'],
      fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
    });
    expect(end.clock.running).toBeNull();
    const events = await eventsOf(table.id);
    expect(events.map((e) => [e.version, e.event.kind])).toEqual([
      [1, 'move'],
      [2, 'move'],
      [3, 'move'],
      [4, 'move'],
      [5, 'end'],
    ]);
  });

  it('refuses an illegal move, a move out of turn, a stale version, a stranger and a move after the end', async () => {
    const table = await newTable(t);
    await play(t, table, ['e2e4']);
    const act = (player: typeof table.white, uci: string, version: number) =>
      games().act(table.id, player, { t: 'move', uci, version });
    const before = (await games().view(table.id, null))!;

    expect(await refusal(act(table.black, 'e7e4', 1))).toBe('illegal_move');
    expect(await refusal(act(table.white, 'd2d4', 1))).toBe('not_your_turn');
    expect(await refusal(act(table.black, 'e7e5', 0))).toBe('stale_version');
    expect(await refusal(act(table.black, 'e7e5', 7))).toBe('stale_version');
    expect(await refusal(act(guest(), 'e7e5', 1))).toBe('not_a_player');
    expect(await refusal(games().act('NoSuchGm', table.black, { t: 'move', uci: 'e7e5', version: 1 }))).toBe(
      'not_found',
    );
    expect(await games().view(table.id, null)).toEqual({
      ...before,
      clock: { ...before.clock, at: expect.any(Number) },
    });

    expect(await refusal(games().act(table.id, table.black, { t: 'resign' }))).toBe('not_allowed');
    await act(table.black, 'e7e5', 1);
    await games().act(table.id, table.black, { t: 'resign' });
    expect(await refusal(act(table.white, 'g1f3', 3))).toBe('game_over');
    expect(await refusal(games().act(table.id, table.white, { t: 'resign' }))).toBe('game_over');
    expect((await games().view(table.id, null))!).toMatchObject({
      version: 3,
      status: 'resign',
      winner: 'white',
    });
    expect((await eventsOf(table.id)).length).toBe(3);
  });

  it('group-commits moves that arrive together; a stale one in the batch is refused alone', async () => {
    const [a, b, c] = [await newTable(t), await newTable(t), await newTable(t)];
    const move = (table: typeof a, uci: string) =>
      refusal(games().act(table.id, table.white, { t: 'move', uci, version: 0 }));
    const batchesBefore = games().committer.batches;
    const results = await Promise.all([move(a, 'e2e4'), move(a, 'd2d4'), move(b, 'e2e4'), move(c, 'c2c4')]);
    expect(games().committer.batches - batchesBefore).toBe(1);
    expect(results).toEqual(['accepted', 'stale_version', 'accepted', 'accepted']);
    for (const [table, uci] of [
      [a, 'e2e4'],
      [b, 'e2e4'],
      [c, 'c2c4'],
    ] as const) {
      expect((await games().view(table.id, null))!).toMatchObject({ version: 1, moves: [uci] });
    }
  });

  it('plays each move on the position the move before last left, every position as a replay has it', async () => {
    // En passant, a promotion that takes a rook, castling on both sides: what a reused board could get wrong.
    const line =
      'e2e4 d7d5 e4d5 c7c5 d5c6 g8f6 c6b7 e7e6 b7a8q f8e7 g1f3 e8g8 f1e2 c8b7 e1g1 b7a8 d2d4 d8c7 c1g5 c7h2';
    const moves = line.split(' ');
    const table = await newTable(t);
    const move = (uci: string, version: number) =>
      games().act(table.id, version % 2 === 0 ? table.white : table.black, { t: 'move', uci, version });
    const clones = vi.spyOn(Chess.prototype, 'clone');
    try {
      let version = 0;
      for (const uci of moves) {
        // The first move has no spare yet: the game's start position is the second move's.
        if (version === 1) clones.mockClear();
        ({ version } = await move(uci, version));
      }
      expect(clones).not.toHaveBeenCalled();
      // Two moves decided before either commits: the first plays on the spare, the second on a clone.
      const results = await Promise.all([refusal(move('g1h2', version)), refusal(move('f3h2', version))]);
      expect(results).toEqual(['accepted', 'stale_version']);
      expect(clones).toHaveBeenCalledTimes(1);
    } finally {
      clones.mockRestore();
    }
    const played = [...moves, 'g1h2'];
    const events = (await games().eventsSince(table.id, 0)) as { event: { kind: string; fen?: string } }[];
    const fens = events.filter((e) => e.event.kind === 'move').map((e) => e.event.fen);
    expect(fens).toEqual(played.map((_, ply) => fenAfter(played.slice(0, ply + 1))));
    expect((await games().view(table.id, null))!).toMatchObject({ version: 21, moves: played });
  });

  it('runs the clocks from each side’s first move, with increments and lag compensation, to the millisecond', async () => {
    // 3+2: the lag bank starts at 3 × 1000 ms; each charged move is credited its lag + 140 ms.
    const table = await newTable(t, { tc: { initial: 180, increment: 2 } });
    const move = (player: typeof table.white, uci: string, version: number, lagMs = 0) =>
      games().act(table.id, player, { t: 'move', uci, version }, lagMs);
    t.clock.advance(4000);
    await move(table.white, 'e2e4', 0);
    t.clock.advance(6000);
    await move(table.black, 'e7e5', 1);
    let view = (await games().view(table.id, null))!;
    expect(view.clock).toMatchObject({ white: 180_000, black: 180_000, running: 'white' });

    t.clock.advance(5000);
    await move(table.white, 'g1f3', 2);
    view = (await games().view(table.id, null))!;
    expect(view.clock).toMatchObject({
      white: 180_000 - (5000 - 140) + 2000,
      black: 180_000,
      running: 'black',
    });

    t.clock.advance(3000);
    await move(table.black, 'b8c6', 3, 60);
    t.clock.advance(1000);
    view = (await games().view(table.id, null))!;
    expect(view.clock).toEqual({
      white: 177_140 - 1000,
      black: 180_000 - (3000 - 200) + 2000,
      running: 'white',
      at: t.clock.now().getTime(),
    });
    // Each mover's time left after each move, stored beside the moves (the move list's time per move).
    expect(view.moveClocks).toEqual([180_000, 180_000, 177_140, 179_200]);
  });

  it('keeps no clock for the moves of a game begun before clock histories were kept, and every one after', async () => {
    const table = await newTable(t);
    await play(t, table, ['e2e4', 'e7e5']);
    await t.testDb.database.db.execute(sql`update games set move_clocks = '' where id = ${table.id}`);
    games().forget(table.id);
    await play(t, table, ['g1f3']);
    expect((await games().view(table.id, null))!.moveClocks).toEqual([null, null, 300_000]);
  });

  it('a move after the flag fell ends the game on time instead', async () => {
    const table = await newTable(t, { tc: { initial: 60, increment: 0 } });
    await play(t, table, ['e2e4', 'e7e5']);
    t.clock.advance(61_000);
    const late = games().act(table.id, table.white, { t: 'move', uci: 'g1f3', version: 2 });
    expect(await refusal(late)).toBe('game_over');
    expect((await games().view(table.id, null))!).toMatchObject({
      status: 'outoftime',
      winner: 'black',
      moves: ['e2e4', 'e7e5'],
      clock: { white: 0, black: 60_000, running: null },
    });
  });

  it('aborts before each side has moved, and not after', async () => {
    const early = await newTable(t);
    await play(t, early, ['e2e4']);
    await games().act(early.id, early.black, { t: 'abort' });
    expect((await games().view(early.id, null))!).toMatchObject({
      status: 'aborted',
      winner: null,
      version: 2,
    });

    const late = await newTable(t);
    await play(t, late, ['e2e4', 'e7e5']);
    expect(await refusal(games().act(late.id, late.white, { t: 'abort' }))).toBe('not_allowed');
    expect((await games().view(late.id, null))!.status).toBe('started');
  });

  it('draws by agreement: offer, decline, offer again, accept', async () => {
    const table = await newTable(t);
    await play(t, table, ['d2d4', 'd7d5']);
    const draw = (player: typeof table.white, action: 'offer' | 'accept' | 'decline') =>
      games().act(table.id, player, { t: 'draw', action });
    expect(await refusal(draw(table.black, 'accept'))).toBe('not_allowed');
    await draw(table.white, 'offer');
    expect((await games().view(table.id, null))!.drawOffer).toBe('white');
    expect(await refusal(draw(table.white, 'accept'))).toBe('not_allowed');
    await draw(table.black, 'decline');
    expect((await games().view(table.id, null))!.drawOffer).toBeNull();
    await draw(table.black, 'offer');
    await draw(table.white, 'accept');
    const view = (await games().view(table.id, null))!;
    expect(view).toMatchObject({ status: 'draw', endReason: 'agreement', winner: null, version: 6 });
    expect((await eventsOf(table.id)).map((e) => e.event.kind)).toEqual([
      'move',
      'move',
      'drawOffer',
      'drawOffer',
      'drawOffer',
      'end',
    ]);
  });

  it('lets the side to move claim a threefold repetition, not before', async () => {
    const table = await newTable(t);
    const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
    await play(t, table, [...shuffle, ...shuffle.slice(0, 3)]);
    expect(await refusal(games().act(table.id, table.black, { t: 'draw', action: 'claim' }))).toBe(
      'not_allowed',
    );
    await play(t, table, ['f6g8']);
    expect((await games().view(table.id, null))!.drawClaimable).toBe(true);
    expect(await refusal(games().act(table.id, table.black, { t: 'draw', action: 'claim' }))).toBe(
      'not_allowed',
    );
    await games().act(table.id, table.white, { t: 'draw', action: 'claim' });
    expect((await games().view(table.id, null))!).toMatchObject({
      status: 'draw',
      endReason: 'threefoldRepetition',
    });
  });

  it('takes back a move when the opponent accepts, and only then', async () => {
    const table = await newTable(t);
    await play(t, table, ['e2e4', 'e7e5', 'g1f3']);
    const takeback = (player: typeof table.white, action: 'propose' | 'accept' | 'decline') =>
      games().act(table.id, player, { t: 'takeback', action });
    await takeback(table.white, 'propose');
    await takeback(table.black, 'decline');
    expect((await games().view(table.id, null))!.moves).toHaveLength(3);
    await takeback(table.white, 'propose');
    expect(await refusal(takeback(table.white, 'accept'))).toBe('not_allowed');
    await takeback(table.black, 'accept');
    const view = (await games().view(table.id, null))!;
    expect(view).toMatchObject({
      moves: ['e2e4', 'e7e5'],
      moveClocks: [300_000, 300_000],
      turn: 'white',
      takebackOffer: null,
      status: 'started',
    });
    expect((await eventsOf(table.id)).at(-1)!.event).toMatchObject({ kind: 'takeback', plies: 1 });
    // White moves again on the version after the takeback.
    await games().act(table.id, table.white, { t: 'move', uci: 'd2d4', version: view.version });
    expect((await games().view(table.id, null))!).toMatchObject({
      moves: ['e2e4', 'e7e5', 'd2d4'],
      moveClocks: [300_000, 300_000, 300_000],
    });
  });

  it('a rated game moves both ratings: the winner up, the loser down, in the same write as the end', async () => {
    const white = await member(t);
    const black = await member(t);
    const table = await newTable(t, { white, black, rated: true, tc: { initial: 300, increment: 3 } });
    const start = (await games().view(table.id, null))!;
    expect(start.white).toMatchObject({
      userId: white.userId,
      rating: 1500,
      provisional: true,
      isGuest: false,
    });
    await play(t, table, ['e2e4', 'e7e5']);
    await games().act(table.id, black, { t: 'resign' });
    const end = (await games().view(table.id, null))!;
    expect(end.white.ratingDiff).toBeGreaterThan(0);
    expect(end.black.ratingDiff).toBeLessThan(0);
    const events = await eventsOf(table.id);
    expect(events.at(-1)!.event).toMatchObject({
      kind: 'end',
      ratingDiffs: { white: end.white.ratingDiff, black: end.black.ratingDiff },
    });
    const ratings = await games().repo.findRatings([white.userId!, black.userId!], 'blitz');
    const byUser = new Map(ratings.map((r) => [r.userId, r]));
    expect(Math.round(byUser.get(white.userId!)!.rating)).toBe(1500 + end.white.ratingDiff!);
    expect(Math.round(byUser.get(black.userId!)!.rating)).toBe(1500 + end.black.ratingDiff!);
    expect(byUser.get(white.userId!)!.games).toBe(1);

    // The next game starts from the new ratings.
    const rematch = await newTable(t, {
      white: black,
      black: white,
      rated: true,
      tc: { initial: 300, increment: 3 },
    });
    expect((await games().view(rematch.id, null))!.black.rating).toBe(1500 + end.white.ratingDiff!);
  });

  it('refuses a rated game with a guest, and leaves casual games unrated', async () => {
    expect(await refusal(newTable(t, { rated: true }))).toBe('not_allowed');
    const table = await newTable(t, { white: await member(t), black: await member(t) });
    await play(t, table, ['e2e4', 'e7e5']);
    await games().act(table.id, table.white, { t: 'resign' });
    const view = (await games().view(table.id, null))!;
    expect(view.white.ratingDiff).toBeNull();
    expect(await games().repo.findRatings([table.white.userId!], 'blitz')).toEqual([]);
  });
});
