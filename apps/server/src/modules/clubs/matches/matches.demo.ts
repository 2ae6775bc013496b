import type { AssignableLevel } from '@kingside/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db';
import type { DemoGame } from '../../play';
import { clubs } from '../clubs.tables';
import { pointsOf, resultOf } from './match-scoring';
import { clubMatchBoards, clubMatches, clubMatchGames, clubMatchPlayers } from './matches.tables';

const HOME = 'knights-of-the-square';
const AWAY = 'endgame-academy';
const DAY_MS = 86_400_000;

/**
 * Three demo matches between the demo clubs: a finished one, whose board is two of the demo games
 * already played between demo_platinum (Knights) and demo_diamond (Endgame Academy), colours swapped;
 * and two open for registration with players registered on both sides: a live one in three days and
 * a daily one (3 days per move) in a week.
 */
export async function seedDemoClubMatches(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
  played: DemoGame[],
): Promise<void> {
  const found = await tx
    .select()
    .from(clubs)
    .where(inArray(clubs.slug, [HOME, AWAY]));
  const home = found.find((c) => c.slug === HOME);
  const away = found.find((c) => c.slug === AWAY);
  const hero = idOf.get('platinum');
  const rival = idOf.get('diamond');
  if (!home || !away || hero === undefined || rival === undefined) return;

  const first = played.find((g) => g.whiteUserId === hero && g.blackUserId === rival);
  const second = played.find((g) => g.whiteUserId === rival && g.blackUserId === hero);
  if (first && second) {
    const games = [
      { game: first, homeColor: 'white' as const },
      { game: second, homeColor: 'black' as const },
    ].map(({ game, homeColor }) => ({
      game,
      homeColor,
      result: resultOf(homeColor, { winner: game.winner, aborted: false, noStart: null }),
    }));
    const points = games.map((g) => pointsOf(g.result));
    const startedAt = new Date(Math.min(first.createdAt.getTime(), second.createdAt.getTime()));
    const [match] = await tx
      .insert(clubMatches)
      .values({
        name: 'Autumn friendly',
        homeClubId: home.id,
        awayClubId: away.id,
        proposedBy: hero,
        status: 'finished',
        boards: 1,
        tcInitial: first.initialSeconds,
        tcIncrement: first.incrementSeconds,
        rated: true,
        startsAt: startedAt,
        createdAt: new Date(startedAt.getTime() - 3 * DAY_MS),
        startedAt,
        finishedAt: new Date(Math.max(first.endedAt.getTime(), second.endedAt.getTime())),
        homePoints2: points.reduce((sum, p) => sum + p.home, 0),
        awayPoints2: points.reduce((sum, p) => sum + p.away, 0),
      })
      .returning();
    await tx.insert(clubMatchBoards).values({
      matchId: match!.id,
      board: 1,
      homeUserId: hero,
      awayUserId: rival,
      homeRating: 1510,
      awayRating: 1560,
    });
    await tx.insert(clubMatchGames).values(
      games.map((g) => ({
        gameId: g.game.id,
        matchId: match!.id,
        board: 1,
        homeColor: g.homeColor,
        result: g.result,
      })),
    );
  }

  const open = async (
    values: Pick<
      typeof clubMatches.$inferInsert,
      'name' | 'boards' | 'tcInitial' | 'tcIncrement' | 'daysPerMove'
    >,
    inDays: number,
    registered: readonly (readonly [AssignableLevel, 'home' | 'away'])[],
  ) => {
    const [match] = await tx
      .insert(clubMatches)
      .values({
        ...values,
        homeClubId: home.id,
        awayClubId: away.id,
        proposedBy: hero,
        status: 'registration',
        rated: true,
        startsAt: new Date(now.getTime() + inDays * DAY_MS),
        createdAt: now,
      })
      .returning();
    await tx.insert(clubMatchPlayers).values(
      registered.flatMap(([level, side]) => {
        const userId = idOf.get(level);
        return userId === undefined ? [] : [{ matchId: match!.id, userId, side, registeredAt: now }];
      }),
    );
  };
  await open({ name: 'Winter team cup', boards: 2, tcInitial: 600, tcIncrement: 5 }, 3, [
    ['gold', 'home'],
    ['basic', 'home'],
    ['diamond', 'away'],
  ]);
  await open({ name: 'Correspondence cup', boards: 2, daysPerMove: 3 }, 7, [
    ['platinum', 'home'],
    ['diamond', 'away'],
  ]);
}
