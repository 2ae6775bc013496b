import type {
  MemberProfileView,
  ProfileGame,
  ProfilePresence,
  ProfileRating,
  RelatedMember,
  RelationState,
  UserPopupPayload,
} from '@kingside/contract';
import { presentMemberProfile, type UserRow } from '../accounts';
import type { PlayedGame } from '../play';
import type { MemberProfileRow } from './members.tables';

export interface ProfileParts {
  user: UserRow;
  text: MemberProfileRow | null;
  flair: string | null;
  presence: ProfilePresence;
  ratings: ProfileRating[];
  games: PlayedGame[];
  friends: { total: number; sample: RelatedMember[] };
  relation: RelationState | null;
  computerBot: string | null;
}

export function presentGame(game: PlayedGame): ProfileGame {
  return {
    id: game.id,
    speed: game.speed,
    rated: game.rated,
    color: game.color,
    result: game.result,
    opponent: game.opponent,
    opponentRating: game.opponentRating,
    rating: game.rating,
    ratingDiff: game.ratingDiff,
    plies: game.plies,
    endedAt: game.endedAt.toISOString(),
  };
}

export function presentProfileView(parts: ProfileParts): MemberProfileView {
  const { user, text } = parts;
  return {
    ...presentMemberProfile(user),
    firstName: text?.firstName ?? null,
    lastName: text?.lastName ?? null,
    location: text?.location ?? null,
    bio: text?.bio ?? null,
    flairCode: parts.flair ? user.flairCode : null,
    flair: parts.flair,
    avatarLargeUrl: user.avatarLargeUrl ?? user.avatarUrl,
    presence: parts.presence,
    ratings: parts.ratings,
    recentGames: parts.games.map(presentGame),
    friends: parts.friends,
    relation: parts.relation,
    computerBot: parts.computerBot,
  };
}

/** The hover card: who they are, whether they are here, how strong, and what the viewer has with them. */
export function presentPopup(
  parts: Omit<ProfileParts, 'games' | 'friends' | 'computerBot'> & { friendsTotal: number },
): UserPopupPayload {
  const { user, text } = parts;
  const profile = presentMemberProfile(user);
  return {
    username: user.username,
    userId: user.userId,
    chessTitle: user.chessTitle,
    firstName: text?.firstName ?? null,
    lastName: text?.lastName ?? null,
    country: user.country,
    flair: parts.flair,
    avatarUrl: user.avatarUrl,
    membership: profile.membership,
    closed: profile.closed,
    registerDate: profile.registerDate,
    presence: parts.presence,
    ratings: [...parts.ratings].sort((a, b) => b.games - a.games).slice(0, 3),
    friendsTotal: parts.friendsTotal,
    relation: parts.relation,
  };
}
