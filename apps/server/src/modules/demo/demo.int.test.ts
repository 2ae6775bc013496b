import {
  ASSIGNABLE_LEVELS,
  DAILY_API,
  LEAGUES_API,
  MembershipLevel,
  RELATIONS_API,
  VIDEO_API,
} from '@kingside/contract';
import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('seeds one account per tier and role once, with passwords that work', async () => {
    expect(await t.services.demo.isDatabaseEmpty()).toBe(true);
    const result = await t.services.demo.seed();
    expect(result?.accounts.map((a) => a.level)).toEqual([...ASSIGNABLE_LEVELS]);
    expect(result?.articles).toBeGreaterThan(0);
    expect(new Set(result?.accounts.map((a) => a.password)).size).toBe(ASSIGNABLE_LEVELS.length);
    expect(await t.services.demo.isDatabaseEmpty()).toBe(false);

    for (const account of result!.accounts) {
      const browser = new TestBrowser(t.app);
      expect((await browser.login(account.username, account.password)).statusCode).toBe(200);
      const me = (await browser.get('/callback/user/current')).json();
      expect(me.user.membershipLevel).toBe(MembershipLevel[account.level]);
    }

    // A newcomer sees relations at once: demo_basic has friends, follows someone, and a request waits.
    const basic = result!.accounts.find((a) => a.level === 'basic')!;
    const browser = new TestBrowser(t.app);
    await browser.login(basic.username, basic.password);
    const friends = (await browser.get(RELATIONS_API.friends(basic.username))).json().friends;
    expect(friends.map((f: { username: string }) => f.username).sort()).toEqual(['demo_gold', 'demo_staff']);
    expect((await browser.get(RELATIONS_API.followSuggestions)).json().notYetFollowing).toBe(false);
    const accepted = await browser.post(RELATIONS_API.friendAccept('demo_moderator'), {}, { method: 'PUT' });
    expect(accepted.statusCode).toBe(200);

    // Daily games in progress: demo_gold is to move in one (1 day per move), waits in another.
    const goldAccount = result!.accounts.find((a) => a.level === 'gold')!;
    const goldBrowser = new TestBrowser(t.app);
    await goldBrowser.login(goldAccount.username, goldAccount.password);
    const daily = (await goldBrowser.get(DAILY_API.games())).json();
    expect(daily.myTurnCount).toBe(1);
    expect(
      daily.games.map((g: { opponent: { username: string }; myTurn: boolean }) => [
        g.opponent.username,
        g.myTurn,
      ]),
    ).toEqual([
      ['demo_silver', true],
      ['demo_basic', false],
    ]);
    const game = (await goldBrowser.get(`/callback/game/${daily.games[0].id}`)).json();
    expect(game).toMatchObject({ speed: 'daily', daysPerMove: 1, moves: ['d2d4', 'd7d5'], you: 'white' });

    // Demo members have picked themes: one from the catalogue, one of their own making.
    const gold = await t.services.accounts.findByUsername('demo_gold');
    const diamond = await t.services.accounts.findByUsername('demo_diamond');
    expect(await t.services.settings.themeChoice(gold!.userId)).toBe('walnut');
    expect(await t.services.settings.themeChoice(diamond!.userId)).toMatchObject({
      custom: { pieceSet: 'ocean' },
    });

    // Leagues: last week's Bronze division applied (demo_staff promoted, demo_moderator relegated), this week's running.
    const leagues = (await browser.get(LEAGUES_API.results('demo_staff'))).json();
    expect(leagues).toMatchObject({ league: 'silver' });
    expect(leagues.results[0]).toMatchObject({ league: 'bronze', rank: 1, trophies: 24, zone: 'promotion' });
    expect((await browser.get(LEAGUES_API.results('demo_moderator'))).json().results[0]).toMatchObject({
      rank: 7,
      zone: 'relegation',
      nextLeague: 'stone',
    });
    const mine = await t.services.leagues.mine(diamond);
    expect(mine).toMatchObject({ league: 'bronze', current: { league: 'bronze', trophies: 20, rank: 1 } });
    const division = (await browser.get(LEAGUES_API.division('bronze', mine.current!.division))).json();
    expect(division.standings.map((s: { zone: string }) => s.zone)).toEqual([
      'promotion',
      'stay',
      'stay',
      'stay',
      'relegation',
    ]);
    // An arena starting soon that three members joined, and yesterday's with its podium (diamond:
    // a berserk win 3, 2, then on fire 4 and a draw worth 2, then 2 again; gold's berserk win is 3).
    const soon = await t.services.tournaments.view('hourly-blitz', null);
    expect(soon).toMatchObject({ status: 'created', official: true, players: 3 });
    const done = await t.services.tournaments.view('yesterdays-blitz', null);
    expect(done.status).toBe('finished');
    expect(done.live.podium.map((row) => [row.username, row.score])).toEqual([
      ['demo_diamond', 13],
      ['demo_gold', 9],
      ['demo_platinum', 5],
    ]);
    // A knockout five members joined: standings by rating until the draw at its start.
    const knockout = await t.services.tournaments.view('friday-knockout', null);
    expect(knockout).toMatchObject({ kind: 'knockout', status: 'created', matchGames: 2, players: 5 });
    expect(knockout.live.bracket).toBeNull();
    // The Knights' own arena, on their club page and joined by their members only.
    expect(await t.services.tournaments.ofClub('knights-of-the-square')).toMatchObject({
      tournaments: [{ url: 'knights-club-arena', kind: 'arena', status: 'created' }],
    });
    expect(await t.services.tournaments.view('knights-club-arena', null)).toMatchObject({
      club: { slug: 'knights-of-the-square' },
    });
    expect(knockout.live.standings.map((row) => row.username)).toEqual(
      ['diamond', 'platinum', 'gold', 'silver', 'basic'].map((level) => `demo_${level}`),
    );
  });

  it('gives the demo members a varied archive that exports and replays', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/games/user/demo_platinum?clocks=true' }))
      .body;
    const texts = body.split(/\n\n(?=\[Event )/).filter((text) => text.trim());
    // 60 games against members, 4 against the computer (play/computer/computer.demo.ts).
    expect(texts).toHaveLength(64);
    const tags = texts.map((text) => {
      const chess = new Chess();
      chess.loadPgn(text);
      return chess.getHeaders();
    });
    expect(new Set(tags.map((h) => h.Event))).toEqual(
      new Set(
        ['bullet', 'blitz', 'rapid', 'classical'].flatMap((s) => [`Rated ${s} game`, `Casual ${s} game`]),
      ),
    );
    expect(new Set(tags.map((h) => h.Result))).toEqual(new Set(['1-0', '0-1', '1/2-1/2']));
    // The five demo members, and the two bots the first member played with Black.
    expect(new Set(tags.map((h) => h.White)).size).toBe(7);
    expect(tags.filter((h) => [h.White, h.Black].includes('Pip-the-Pawn'))).toHaveLength(1);
    expect(body).toContain('[%clk ');
  });

  it('shows the demo clubs a finished match and two open for registration, live and daily', async () => {
    const matches = await t.services.clubMatches.ofClub('knights-of-the-square');
    expect(matches.upcoming.map((m) => [m.name, m.status, m.away.slug, m.timeControl, m.days])).toEqual([
      ['Correspondence cup', 'registration', 'endgame-academy', null, 3],
      ['Winter team cup', 'registration', 'endgame-academy', { initial: 600, increment: 5 }, null],
    ]);
    expect(matches.finished).toHaveLength(1);
    const finished = await t.services.clubMatches.view(matches.finished[0]!.id, null);
    expect(finished.boardsPlayed).toHaveLength(1);
    expect(finished.boardsPlayed[0]!.games.map((g) => g.white)).toEqual(['home', 'away']);
    expect(finished.score.home + finished.score.away).toBe(2);
    const upcoming = await t.services.clubMatches.view(matches.upcoming[1]!.id, null);
    expect(upcoming.registered.home.map((p) => p.username).sort()).toEqual(['demo_basic', 'demo_gold']);
    expect(upcoming.registered.away.map((p) => p.username)).toEqual(['demo_diamond']);

    // The public API shows them in chess.com's shape; the open one as registered, the finished one board by board.
    const browser = new TestBrowser(t.app);
    const pubFinished = (await browser.get(`/pub/match/${finished.id}`)).json();
    expect(pubFinished.status).toBe('finished');
    expect(pubFinished.teams.team1.players[0]).toHaveProperty('played_as_white');
    const board = (await browser.get(`/pub/match/${finished.id}/1`)).json();
    expect(board.games.map((g: { pgn?: string }) => typeof g.pgn)).toEqual(['string', 'string']);
    expect((await browser.get(`/pub/match/${upcoming.id}`)).json().status).toBe('registration');
    // No demo game is being played: the club page says what its live games list is.
    expect(await t.services.clubs.liveGames('knights-of-the-square', null)).toEqual({ games: [] });
  });

  it('seeds a few lines of club chat, read by a member', async () => {
    const gold = await t.services.accounts.findByUsername('demo_gold');
    const page = await t.services.clubChat.history('knights-of-the-square', gold!.userId, undefined);
    expect(page.more).toBe(false);
    expect(page.lines.map((l) => l.username)).toEqual([
      'demo_gold',
      'demo_platinum',
      'demo_basic',
      'demo_silver',
    ]);
    expect(page.lines[0]!.text).toBe('Welcome, everyone! Blitz night is on Friday at 8pm.');
  });

  it('seeds chess videos: the generated file (seekable, premium cut for Gold) and links to allowed hosts', async () => {
    const guest = new TestBrowser(t.app);
    const index = (await guest.get(VIDEO_API.index)).json();
    const slugs = [...index.featured, ...index.items].map((card: { slug: string }) => card.slug);
    expect(slugs.sort()).toEqual([
      'linked-videos-vimeo',
      'linked-videos-youtube',
      'the-rooks-tour',
      'the-rooks-tour-premium-cut',
    ]);
    const tour = index.featured.find((card: { slug: string }) => card.slug === 'the-rooks-tour');
    const detail = (await guest.get(VIDEO_API.item(tour.id))).json();
    expect(detail.source).toMatchObject({ kind: 'file', type: 'video/webm' });
    expect(detail.source.bytes).toBeLessThan(50_000);
    const head = await guest.get(VIDEO_API.file(tour.id), { range: 'bytes=0-3' });
    expect([head.statusCode, head.rawPayload.toString('hex')]).toEqual([206, '1a45dfa3']);
    const cut = [...index.featured, ...index.items].find(
      (card: { slug: string }) => card.slug === 'the-rooks-tour-premium-cut',
    );
    expect(index.premium).toEqual([cut.id]);
    expect((await guest.get(VIDEO_API.file(cut.id))).statusCode).toBe(401);
  });

  it('never seeds twice', async () => {
    expect(await t.services.demo.seed()).toBeNull();
  });
});
