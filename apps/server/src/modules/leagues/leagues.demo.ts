import type { AssignableLevel, League } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { leagueWeekOf } from './league-week';
import { leagueDivisions, leagueEntries, leagueGames, leagueMembers } from './leagues.tables';
import { newDivisionSlug } from './trophy-awards';
import { divisionZones } from './zones';

const DAY_MS = 86_400_000;
const DEMO_LEAGUE: League = 'bronze';
/** Rapid wins (4 trophies each) per demo member, last week and this week. */
const WINS: [AssignableLevel, number, number][] = [
  ['basic', 2, 3],
  ['silver', 5, 1],
  ['gold', 1, 4],
  ['platinum', 3, 2],
  ['diamond', 4, 5],
  ['moderator', 0, 1],
  ['staff', 6, 2],
];

/**
 * Seeds the demo members' leagues (in the demo's transaction): last week's Bronze division, closed
 * with its promotion and relegation applied, and this week's, running, with the games behind its
 * trophies (so a new game recounts from them).
 */
export async function seedDemoLeagues(tx: DbOrTx, idOf: ReadonlyMap<AssignableLevel, number>, now: Date) {
  const members = WINS.flatMap(([level, last, current]) => {
    const userId = idOf.get(level);
    // The demo's usernames (demo.service.ts): the opponents' names a game is recorded with.
    return userId ? [{ userId, name: `demo_${level}`, last, current }] : [];
  });
  if (members.length === 0) return;
  const lastWeek = leagueWeekOf(new Date(now.getTime() - 7 * DAY_MS), 'UTC');
  const thisWeek = leagueWeekOf(now, 'UTC');

  const [past] = await tx
    .insert(leagueDivisions)
    .values({
      slug: newDivisionSlug(),
      league: DEMO_LEAGUE,
      week: lastWeek.week,
      members: members.length,
      endsAt: lastWeek.end,
      closedAt: lastWeek.end,
      createdAt: lastWeek.start,
    })
    .returning();
  const zoned = divisionZones(
    DEMO_LEAGUE,
    members.map((m, i) => ({
      id: String(m.userId),
      trophies: m.last * 4,
      reachedAt: lastWeek.start.getTime() + i,
    })),
  );
  for (const member of zoned)
    await tx.insert(leagueEntries).values({
      divisionId: past!.id,
      userId: Number(member.id),
      week: lastWeek.week,
      trophies: member.trophies,
      reachedAt: new Date(member.reachedAt),
      weekEndsAt: lastWeek.end,
      rank: member.rank,
      zone: member.zone,
      nextLeague: member.nextLeague,
    });
  await tx.insert(leagueMembers).values(
    zoned.map((member) => ({
      userId: Number(member.id),
      league: member.nextLeague,
      updatedAt: lastWeek.end,
    })),
  );

  // This week: everyone in the division of the league they moved to, with the games that earned it.
  const divisions = new Map<League, number>();
  for (const member of zoned) {
    const { current, userId } = members.find((m) => String(m.userId) === member.id)!;
    let divisionId = divisions.get(member.nextLeague);
    if (divisionId === undefined) {
      const [division] = await tx
        .insert(leagueDivisions)
        .values({
          slug: newDivisionSlug(),
          league: member.nextLeague,
          week: thisWeek.week,
          members: zoned.filter((other) => other.nextLeague === member.nextLeague).length,
          endsAt: thisWeek.end,
          createdAt: thisWeek.start,
        })
        .returning();
      divisionId = division!.id;
      divisions.set(member.nextLeague, divisionId);
    }
    const playedAt = new Date(Math.max(thisWeek.start.getTime(), now.getTime() - DAY_MS));
    const opponents = members.filter((m) => m.userId !== userId);
    for (let n = 0; n < current; n++)
      await tx.insert(leagueGames).values({
        gameId: `demoleague${userId}x${n}`,
        userId,
        week: thisWeek.week,
        opponent: opponents[n % opponents.length]!.name,
        outcome: 'win',
        rated: true,
        initialSeconds: 600,
        incrementSeconds: 0,
        moves: 30,
        endedAt: new Date(playedAt.getTime() + n * 60_000),
      });
    await tx.insert(leagueEntries).values({
      divisionId,
      userId,
      week: thisWeek.week,
      trophies: current * 4,
      reachedAt: new Date(playedAt.getTime() + current * 60_000),
      weekEndsAt: thisWeek.end,
    });
  }
}
