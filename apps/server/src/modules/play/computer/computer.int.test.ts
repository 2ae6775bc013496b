import { COMPUTER_API, COMPUTER_MESSAGES } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { challenge, guestBrowser, memberBrowser } from '../challenges/challenge.fixtures';

const FOOLS_MATE = 'f2f3 e7e5 g2g4 d8h4'.split(' ');
const SCHOLARS_MATE = 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7'.split(' ');
// Sam Loyd's ten-move stalemate: White to move is stalemated after Black's 10th... here Black is stalemated.
const STALEMATE =
  'e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6'.split(' ');

describe.each(DATABASE_KINDS)('games against the computer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const count = async (from: string) => {
    const rows = (await t.testDb.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql.raw(from) as never)) as { n: number }[];
    return Number(rows[0]?.n);
  };

  it('stores a won game against a bot: never rated, in the archive, against the bot’s computer account', async () => {
    const { browser, user } = await memberBrowser(t, 'cpu_alice');
    const ratingsBefore = await count('ratings');
    const response = await browser.post(COMPUTER_API.games, {
      bot: 'rosa',
      level: 3,
      color: 'black',
      moves: FOOLS_MATE,
      end: 'checkmate',
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ status: 'mate', winner: 'black', endReason: null, rated: false });
    const page = await t.services.play.archivePages.page(user.userId, {}, null, 10);
    expect(page.games).toHaveLength(1);
    const row = page.games[0]!;
    expect(row).toMatchObject({
      id: record.id,
      rated: false,
      whiteName: 'Rosa-Gambit',
      blackName: 'cpu_alice',
      blackUserId: user.userId,
      moves: FOOLS_MATE.join(' '),
      status: 'mate',
      winner: 'black',
      whiteRatingDiff: null,
      blackRatingDiff: null,
    });
    const bot = await t.services.accounts.findByUsername('Rosa-Gambit');
    expect(bot?.userId).toBe(row.whiteUserId);
    expect(bot?.flairCode).toBe('computer_robot');
    expect(await count('ratings')).toBe(ratingsBefore);
    expect(await count(`computer_games where game_id = '${record.id}' and level = 3`)).toBe(1);
    expect(await count(`computer_players where bot_key = 'rosa' and user_id = ${bot!.userId}`)).toBe(1);
    // Its profile says it is a computer player (§4 user type computer); a person's says not.
    expect((await browser.get('/callback/member/profile/rosa-gambit')).json()).toMatchObject({
      computerBot: 'rosa',
    });
    expect((await browser.get('/callback/member/profile/cpu_alice')).json()).toMatchObject({
      computerBot: null,
    });
  });

  it('stores resignations, checkmates given by the computer, stalemates and claimed draws', async () => {
    const { browser } = await memberBrowser(t, 'cpu_bob');
    const cases = [
      [
        { bot: 'stockfish', level: 8, color: 'white', moves: ['e2e4', 'e7e5'], end: 'resign' },
        'resign',
        'black',
        null,
      ],
      [
        { bot: 'pip', level: 1, color: 'black', moves: SCHOLARS_MATE, end: 'checkmate' },
        'mate',
        'white',
        null,
      ],
      [
        { bot: 'stockfish', level: 2, color: 'white', moves: STALEMATE, end: 'stalemate' },
        'stalemate',
        null,
        null,
      ],
      [
        {
          bot: 'stockfish',
          level: 4,
          color: 'white',
          moves: 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8'.split(' '),
          end: 'threefoldRepetition',
        },
        'draw',
        null,
        'threefoldRepetition',
      ],
    ] as const;
    for (const [body, status, winner, endReason] of cases) {
      const response = await browser.post(COMPUTER_API.games, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(201);
      expect(response.json()).toMatchObject({ status, winner, endReason, rated: false });
    }
    // Each stored with its opening (the test table's): 1. e4 e5 is C20; 1. e3 and 1. Nf3 it does not know.
    const openings = await t.testDb.database.db.execute(sql`select opening_eco as eco, opening_ply as ply
      from games where black_name = 'cpu_bob' or white_name = 'cpu_bob' order by created_at, id`);
    expect(
      (openings as unknown as { rows: { eco: string | null; ply: number }[] }).rows
        .map((row) => `${row.eco} ${row.ply}`)
        .sort(),
    ).toEqual(['C20 2', 'C20 2', 'null 0', 'null 0']);
  });

  it('refuses illegal moves and ends the final position does not show, storing nothing', async () => {
    const { browser } = await memberBrowser(t, 'cpu_carol');
    const games = await count('games');
    const refusals = [
      [
        { moves: ['e2e4', 'e7e5', 'e1e3'], end: 'resign' },
        'computer_move_illegal',
        'Move 3 is not legal in this game.',
      ],
      [{ moves: ['e2e4', 'e7e5'], end: 'checkmate' }, 'computer_end_invalid', COMPUTER_MESSAGES.notOver],
      [{ moves: ['e2e4', 'e7e5'], end: 'stalemate' }, 'computer_end_invalid', COMPUTER_MESSAGES.notOver],
      [
        { moves: ['e2e4', 'e7e5'], end: 'threefoldRepetition' },
        'computer_end_invalid',
        COMPUTER_MESSAGES.notOver,
      ],
      [
        { moves: ['e2e4', 'e7e5'], end: 'insufficientMaterial' },
        'computer_end_invalid',
        COMPUTER_MESSAGES.notOver,
      ],
      [{ moves: FOOLS_MATE, end: 'resign' }, 'computer_end_invalid', COMPUTER_MESSAGES.resignFinished],
      [{ moves: ['e2e4'], end: 'resign' }, 'computer_end_invalid', COMPUTER_MESSAGES.resignTooEarly],
      // Moves played on after the game was over.
      [
        { moves: [...FOOLS_MATE, 'e1f2'], end: 'resign' },
        'computer_end_invalid',
        COMPUTER_MESSAGES.endedEarlier,
      ],
    ] as const;
    for (const [body, code, message] of refusals) {
      const response = await browser.post(COMPUTER_API.games, {
        bot: 'stockfish',
        level: 1,
        color: 'white',
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error).toEqual({ code, message });
    }
    const wrongLevel = await browser.post(COMPUTER_API.games, {
      bot: 'pip',
      level: 8,
      color: 'white',
      moves: ['e2e4', 'e7e5'],
      end: 'resign',
    });
    expect(wrongLevel.statusCode).toBe(400);
    expect(wrongLevel.json().error.code).toBe('computer_level_invalid');
    expect(await count('games')).toBe(games);
  });

  it('answers bad input with 400 validation_failed and guests with 401, storing nothing', async () => {
    const { browser } = await memberBrowser(t, 'cpu_dave');
    const games = await count('games');
    const good = { bot: 'stockfish', level: 1, color: 'white', moves: ['e2e4', 'e7e5'], end: 'resign' };
    for (const body of [
      { ...good, bot: 'deep-blue' },
      { ...good, level: 0 },
      { ...good, level: 9 },
      { ...good, level: 2.5 },
      { ...good, color: 'random' },
      { ...good, moves: 'e2e4 e7e5' },
      { ...good, moves: ['e2e4', 'castle'] },
      { ...good, moves: Array.from({ length: 1201 }, () => 'g1f3') },
      { ...good, end: 'timeout' },
      { ...good, end: undefined },
      [],
    ]) {
      const response = await browser.post(COMPUTER_API.games, body as never);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const guest = await guestBrowser(t);
    const refused = await guest.post(COMPUTER_API.games, good);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({ code: 'unauthenticated', message: COMPUTER_MESSAGES.membersOnly });
    expect(await count('games')).toBe(games);
  });

  it('refuses challenges to a computer player: it is played on its own page', async () => {
    const { browser } = await memberBrowser(t, 'cpu_erin');
    await browser.post(COMPUTER_API.games, {
      bot: 'basil',
      level: 5,
      color: 'white',
      moves: ['d2d4', 'd7d5'],
      end: 'resign',
    });
    const refused = await challenge(browser, { username: 'Bishop-Basil' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('challenge_unavailable');
  });

  it('reserves the bots’ usernames: no member can register one', async () => {
    const { TestBrowser } = await import('../../../../test/test-app');
    const response = await new TestBrowser(t.app).register('pip-the-pawn');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('username_reserved');
  });
});
