import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import type { ArenaGame } from './arena/arena.types';
import { arenaScore } from './arena/scoring';
import { performanceRating } from './arena/standings';
import { tournamentPlayers, tournaments } from './tournaments.tables';

const HOUR = 3_600_000;
const win = (opponentRating: number, moves = 30, berserk = false): ArenaGame => ({
  outcome: 'win',
  moves,
  berserk,
  opponentRating,
});
const draw = (opponentRating: number, moves = 40): ArenaGame => ({
  outcome: 'draw',
  moves,
  berserk: false,
  opponentRating,
});
const loss = (opponentRating: number): ArenaGame => ({
  outcome: 'loss',
  moves: 30,
  berserk: false,
  opponentRating,
});

/**
 * Yesterday's arena as each demo member played it: wins in a row set the winner on fire; a berserk
 * win of 7 moves or more earns a point more (diamond's first, gold's third).
 */
const FINISHED: [AssignableLevel, ArenaGame[]][] = [
  ['diamond', [win(1500, 30, true), win(1550), win(1600), draw(1520), win(1480)]],
  ['gold', [win(1450), loss(1700), win(1500, 24, true), win(1520), draw(1600)]],
  ['platinum', [draw(1500), win(1480), loss(1650), win(1450)]],
  ['silver', [loss(1600), win(1400), draw(1500, 8), loss(1550)]],
  ['basic', [loss(1650), loss(1500), win(1450)]],
];

/**
 * Seeds two arenas (in the demo's transaction, so only on a fresh demo): an official one starting
 * in half an hour that three members joined, and yesterday's, finished, with its podium; and a
 * knockout (below).
 */
export async function seedDemoTournaments(tx: DbOrTx, idOf: ReadonlyMap<AssignableLevel, number>, now: Date) {
  const staff = idOf.get('staff') ?? null;
  const base = {
    kind: 'arena',
    official: true,
    createdByUserId: staff,
    initialSeconds: 180,
    incrementSeconds: 2,
    rated: true,
    createdAt: now,
  };
  const soon = new Date(now.getTime() + HOUR / 2);
  const yesterday = new Date(now.getTime() - 24 * HOUR);
  const [upcoming, finished] = await tx
    .insert(tournaments)
    .values([
      {
        ...base,
        url: 'hourly-blitz',
        name: 'Hourly Blitz Arena',
        durationMinutes: 60,
        startsAt: soon,
        endsAt: new Date(soon.getTime() + HOUR),
      },
      {
        ...base,
        url: 'yesterdays-blitz',
        name: 'Yesterday’s Blitz Arena',
        status: 'finished',
        durationMinutes: 60,
        startsAt: yesterday,
        endsAt: new Date(yesterday.getTime() + HOUR),
      },
    ])
    .onConflictDoNothing()
    .returning();
  if (!upcoming || !finished) return;
  await seedDemoKnockout(tx, idOf, now);
  for (const level of ['basic', 'silver', 'gold'] as const) {
    const userId = idOf.get(level);
    if (userId)
      await tx
        .insert(tournamentPlayers)
        .values({ tournamentId: upcoming.id, userId, rating: 1500, waitingSince: now, joinedAt: now });
  }
  for (const [level, games] of FINISHED) {
    const userId = idOf.get(level);
    if (!userId) continue;
    const score = arenaScore(games);
    await tx.insert(tournamentPlayers).values({
      tournamentId: finished.id,
      userId,
      rating: 1500,
      score: score.total,
      sheet: score.points.join(' '),
      onFire: score.onFire,
      games: games.length,
      performance: performanceRating(games),
      joinedAt: yesterday,
    });
  }
}

/** Members in the demo knockout with their ratings at joining (the draw seeds by them). */
const KNOCKOUT_ENTRANTS: [AssignableLevel, number][] = [
  ['diamond', 1720],
  ['platinum', 1640],
  ['gold', 1580],
  ['silver', 1510],
  ['basic', 1450],
];

/**
 * A knockout starting in two hours that five members joined: at its start the draw gives the top
 * three seeds byes and pairs 4 v 5 (matches of two games, then an Armageddon tie-break).
 */
async function seedDemoKnockout(tx: DbOrTx, idOf: ReadonlyMap<AssignableLevel, number>, now: Date) {
  const startsAt = new Date(now.getTime() + 2 * HOUR);
  const [knockout] = await tx
    .insert(tournaments)
    .values({
      url: 'friday-knockout',
      name: 'Friday Rapid Knockout',
      kind: 'knockout',
      official: true,
      createdByUserId: idOf.get('staff') ?? null,
      initialSeconds: 600,
      incrementSeconds: 5,
      rated: true,
      matchGames: 2,
      durationMinutes: 120,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!knockout) return;
  for (const [level, rating] of KNOCKOUT_ENTRANTS) {
    const userId = idOf.get(level);
    if (userId)
      await tx
        .insert(tournamentPlayers)
        .values({ tournamentId: knockout.id, userId, rating, waitingSince: now, joinedAt: now });
  }
}

/** The club's own arena (issue 20: tournaments by clubs), tomorrow evening, created by its owner: only its members join. */
export async function seedDemoClubTournament(
  tx: DbOrTx,
  club: { id: number; ownerId: number } | undefined,
  now: Date,
) {
  if (!club) return;
  const startsAt = new Date(now.getTime() + 26 * HOUR);
  await tx
    .insert(tournaments)
    .values({
      url: 'knights-club-arena',
      name: 'Knights Club Arena',
      kind: 'arena',
      clubId: club.id,
      createdByUserId: club.ownerId,
      initialSeconds: 300,
      incrementSeconds: 0,
      rated: true,
      durationMinutes: 45,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      createdAt: now,
    })
    .onConflictDoNothing();
}
