import { speedOf, TIERS, type Tier, TOURNAMENT_MESSAGES } from '@kingside/contract';
import type { UserRow } from '../accounts';
import type { TournamentClubs } from './tournaments.ports';
import type { TournamentRow } from './tournaments.repo';

/** The speed whose rating a tournament's conditions read. */
export const speedOfRow = (row: TournamentRow) =>
  speedOf({ initial: row.initialSeconds, increment: row.incrementSeconds });

/** Why `user` may not join a club's tournament (not a member), or null. */
export async function clubRefusal(
  clubs: TournamentClubs,
  row: TournamentRow,
  user: UserRow,
): Promise<string | null> {
  if (row.clubId === null) return null;
  if (await clubs.isMember(row.clubId, user.userId)) return null;
  const club = await clubs.byId(row.clubId);
  return TOURNAMENT_MESSAGES.clubMembersOnly(club?.name ?? '');
}

/** Why `user` with `rating` may not join, or null. */
export function refusal(row: TournamentRow, user: UserRow, rating: number): string | null {
  if (row.minRating !== null && rating < row.minRating) return TOURNAMENT_MESSAGES.ratingTooLow;
  if (row.maxRating !== null && rating > row.maxRating) return TOURNAMENT_MESSAGES.ratingTooHigh;
  if (row.minTier !== null && TIERS.indexOf(user.tier as Tier) < TIERS.indexOf(row.minTier as Tier))
    return TOURNAMENT_MESSAGES.tierTooLow;
  return null;
}
