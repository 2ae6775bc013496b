import { CLUB_LIVE_GAMES_SHOWN, CLUB_MESSAGES, type ClubLiveGames } from '@kingside/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { notFound } from '../../platform/errors';
import { blockedEitherSql } from '../relations';
import type { ClubLiveGamesSource } from './clubs.ports';
import { createClubsRepo } from './clubs.repo';
import { clubMembers } from './clubs.tables';

/** SQL: the member (a user id expression, null for a guest) belongs to the club: one primary-key probe. */
const memberOf = (clubId: number) => (userId: SQLWrapper) =>
  sql`exists (select 1 from ${clubMembers} where ${clubMembers.clubId} = ${clubId} and ${clubMembers.userId} = ${userId})`;

/**
 * The live games a club's members are playing now (the club page), newest first and capped. As in
 * the club's chat, games of a player blocked either way with the viewer are left out.
 */
export function createClubLiveGames(deps: { db: Db; liveGames: ClubLiveGamesSource }) {
  const repo = createClubsRepo(deps.db);
  return async (slug: string, viewerId: number | null): Promise<ClubLiveGames> => {
    const club = await repo.bySlug(slug);
    if (!club) throw notFound(CLUB_MESSAGES.noSuchClub);
    const games = await deps.liveGames(
      {
        among: memberOf(club.id),
        hidden: (userId) =>
          viewerId === null ? sql`false` : blockedEitherSql(sql`${viewerId}::int`, userId),
      },
      CLUB_LIVE_GAMES_SHOWN,
    );
    return { games };
  };
}

export type ClubLiveGamesOf = ReturnType<typeof createClubLiveGames>;
