/**
 * The lobby beyond quick pairing: the live list of custom seeks, guests' skill levels (spec §6:
 * "a guest may update a skill level") and members' presence (spec §4).
 */
import type { Presence } from './enums';
import type { Speed, TimeControl } from './play';

/** One custom seek waiting in the lobby's list (seeks made with a `tc`; quick pools are not listed). */
export interface LobbySeek {
  id: string;
  username: string;
  isGuest: boolean;
  /** The pairing rating: a member's rating for the speed; a guest's comes from their skill level. */
  rating: number;
  rated: boolean;
  timeControl: TimeControl;
  speed: Speed;
  /** The colour its player asked for; the taker gets the other one (`random`: a coin decides). */
  color: SeekColor;
  /** The opponents' ratings it takes, inclusive and absolute; null: any rating. */
  ratingRange: RatingRange | null;
  createdAt: string;
}

/** The colour a custom seek asks for (lichess's three kings); quick-pool seeks are `random`. */
export const SEEK_COLORS = ['white', 'random', 'black'] as const;
export type SeekColor = (typeof SEEK_COLORS)[number];

/** Inclusive bounds on the opponent's rating. */
export interface RatingRange {
  min: number;
  max: number;
}

/**
 * A custom seek's rating range as offsets around the seeker's own rating, like lichess's:
 * from −500 to 0 below and 0 to +500 above, in steps of 50. The server stores it absolute, from the
 * seeker's pairing rating when they seek.
 */
export const RATING_RANGE_OFFSETS = { below: -500, above: 500, step: 50 } as const;

export const ratingRangeAround = (rating: number, offsets: RatingRange): RatingRange => ({
  min: rating + offsets.min,
  max: rating + offsets.max,
});

/** What pairing two seeks looks at: the colour asked for, the pairing rating, the range taken. */
export interface SeekTerms {
  color: SeekColor;
  rating: number;
  ratingRange: RatingRange | null;
}

export const colorsFit = (a: SeekColor, b: SeekColor): boolean => a === 'random' || b === 'random' || a !== b;

export const inRatingRange = (range: RatingRange | null, rating: number): boolean =>
  range === null || (rating >= range.min && rating <= range.max);

/**
 * Why two seeks cannot be paired, or null when they can: the colours must differ (or one be
 * random) and each rating must lie in the other's range. `lobby.repo.ts` asks the same in SQL.
 */
export function seekMismatch(a: SeekTerms, b: SeekTerms): 'color' | 'range' | null {
  if (!colorsFit(a.color, b.color)) return 'color';
  if (!inRatingRange(a.ratingRange, b.rating) || !inRatingRange(b.ratingRange, a.rating)) return 'range';
  return null;
}

/** Whether the first of a pair plays white: each gets the colour asked for; random is a coin toss. */
export function firstIsWhite(a: SeekColor, b: SeekColor, coin: () => boolean): boolean {
  if (a !== 'random') return a === 'white';
  if (b !== 'random') return b === 'black';
  return coin();
}

/**
 * Why someone cannot take a listed seek (its Join button says it), or null when they can. The
 * taker plays the colour left over, so only the seek's range and mode can stand in the way.
 */
export function joinRefusal(
  seek: Pick<LobbySeek, 'rated' | 'ratingRange'>,
  taker: { isGuest: boolean; rating: number | null },
): 'rated' | 'range' | null {
  if (seek.rated && taker.isGuest) return 'rated';
  if (taker.rating !== null && !inRatingRange(seek.ratingRange, taker.rating)) return 'range';
  return null;
}

/** `GET /callback/lobby/seeks`: oldest first. */
export interface LobbySeeksResponse {
  seeks: LobbySeek[];
}

/** Seek ids: 8 alphanumerics. */
export const SEEK_ID_PATTERN = /^[A-Za-z0-9]{8}$/;

/** The pairing rating of a guest who did not pick a skill level (and of every new member). */
export const DEFAULT_PAIRING_RATING = 1500;

/**
 * Skill levels a guest may pick (like lichess's levels for anonymous players): 1 to 8, each a
 * starting pairing rating from 800 to 2200 in steps of 200.
 */
export const GUEST_SKILL_LEVELS = { min: 1, max: 8 } as const;
export const skillLevelRating = (level: number): number => 800 + (level - 1) * 200;

/** `POST /guest/update-skill-level` answers what was stored. */
export interface GuestSkillLevelResponse {
  skillLevel: number;
  rating: number;
}

/** How many members one presence query may ask about. */
export const PRESENCE_QUERY_MAX = 50;

/** `GET /callback/user/presence?users=a,b`: by username as asked; unknown names are left out. */
export interface PresenceResponse {
  presence: Record<string, Exclude<Presence, 'unspecified'>>;
}

export const LOBBY_API = {
  seeks: '/callback/lobby/seeks',
  presence: (usernames: readonly string[]) =>
    `/callback/user/presence?users=${usernames.map(encodeURIComponent).join(',')}`,
  guestSkillLevel: '/guest/update-skill-level',
} as const;
