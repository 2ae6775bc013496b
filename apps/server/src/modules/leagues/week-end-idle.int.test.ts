import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedDb } from '../../../test/counted-db';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, stopLoop, type TestApp } from '../../../test/test-app';
import { DUE_RECHECK_EVERY_MS } from '../../platform/due-gate';
import { createLogger } from '../../platform/logger';
import { createEndedGames } from '../play/ended-games';
import { member, WHITE_LOSES_EVERYTHING } from '../play/play.fixtures';
import { games } from '../play/play.tables';
import { createLeagues } from './leagues.service';
import { leagueGames } from './leagues.tables';
import { CATCH_UP_SETTLE_MS } from './trophy-catch-up';
import { WEEK_END_EVERY_MS } from './week-end';

describe.each(DATABASE_KINDS)('the league week end at rest on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Only the job under test looks at the leagues.
    await stopLoop(t, t.services.leagues.weekEnd);
  });
  afterAll(async () => t.close());

  it('makes no query per tick while no week can end, and credits a game whose end notice was lost', async () => {
    const counted = countedDb(t.testDb.database.db);
    const leagues = createLeagues({
      db: counted.db,
      clock: t.clock,
      bus: t.services.bus,
      logger: createLogger({ logLevel: 'silent' }),
      finishedGame: (gameId) => t.services.play.games.repo.findGame(gameId),
      ratedLiveGamesEnded: createEndedGames(counted.db).ratedLive,
      findMember: (username) => t.services.accounts.findByUsername(username),
      timezoneOf: async () => null,
    });
    const { weekEnd } = leagues;

    expect(await weekEnd.roundIfDue()).toBe(true);
    counted.reset();
    for (let waited = WEEK_END_EVERY_MS; waited < DUE_RECHECK_EVERY_MS; waited += WEEK_END_EVERY_MS) {
      t.clock.advance(WEEK_END_EVERY_MS);
      expect(await weekEnd.roundIfDue()).toBe(false);
    }
    expect(counted.statements()).toBe(0);

    // A rated blitz game committed as won, its notice lost with the node that ended it.
    const [winner, loser] = [await member(t, `lgi_${kind}_w`), await member(t, `lgi_${kind}_l`)];
    const now = t.clock.now();
    const id = `lgidle${kind.slice(0, 2)}`;
    await t.testDb.database.db.insert(games).values({
      id,
      whiteUserId: winner.userId,
      blackUserId: loser.userId,
      whiteName: winner.name,
      blackName: loser.name,
      rated: true,
      initialSeconds: 180,
      incrementSeconds: 2,
      speed: 'blitz',
      whiteMs: 170_000,
      blackMs: 160_000,
      clockAt: now,
      moves: WHITE_LOSES_EVERYTHING.slice(0, 20).join(' '),
      status: 'resign',
      winner: 'white',
      createdAt: now,
      updatedAt: now,
      endedAt: now,
    });
    const winnerRow = (await t.services.accounts.findByUsername(winner.name))!;
    expect((await leagues.mine(winnerRow)).current).toBeNull();

    // The gate's slow re-check finds it, once the game's notice had time to come.
    t.clock.advance(CATCH_UP_SETTLE_MS + WEEK_END_EVERY_MS);
    expect(await weekEnd.roundIfDue()).toBe(true);
    expect((await leagues.mine(winnerRow)).current).toMatchObject({ league: 'wood', trophies: 3 });
    // Its notice after all, or another round: counted once per member.
    await leagues.gameFinished(id);
    t.clock.advance(DUE_RECHECK_EVERY_MS);
    expect(await weekEnd.roundIfDue()).toBe(true);
    expect((await leagues.mine(winnerRow)).current).toMatchObject({ trophies: 3 });
    const recorded = await t.testDb.database.db.select().from(leagueGames).where(eq(leagueGames.gameId, id));
    expect(recorded.map((row) => row.userId).sort()).toEqual([winner.userId, loser.userId].sort());
    await weekEnd.stop();
  });
});
