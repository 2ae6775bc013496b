/**
 * Club matches (issue 19): two clubs on N boards, live or daily. One club's admin proposes, the
 * other's accepts, members register for their club, and at the start boards are paired by rating
 * (highest against highest); each board plays two games with colours swapped. 1 / ½ / 0 per game.
 */
import type { TimeControl } from './play';

export const CLUB_MATCH_STATUSES = [
  'proposed',
  'registration',
  'in_progress',
  'finished',
  'cancelled',
] as const;
export type ClubMatchStatus = (typeof CLUB_MATCH_STATUSES)[number];
export type ClubMatchSide = 'home' | 'away';

export const CLUB_MATCH_BOARDS_MAX = 50;
export const CLUB_MATCH_NAME_MAX = 80;
/** A club's matches shown on its page, per section. */
export const CLUB_MATCHES_SHOWN = 10;

/** Web callbacks: reads for anyone; proposing, accepting and starting for admins; registering for members. */
export const CLUB_MATCHES_API = {
  /** POST `{ homeClub, awayClub, name, boards, timeControl | days, rated, minRating?, maxRating?, startsAt }`. */
  propose: '/callback/club-matches',
  /** GET: a match with its boards, games and score. */
  match: (id: number) => `/callback/club-matches/${id}`,
  /** GET: a club's upcoming, live and finished matches. */
  ofClub: (slug: string) => `/callback/clubs/${encodeURIComponent(slug.toLowerCase())}/matches`,
  /** POST (the other club's admins): the settings are agreed, registration opens. */
  accept: (id: number) => `/callback/club-matches/${id}/accept`,
  /** POST (either club's admins), before the start: the match is off. */
  cancel: (id: number) => `/callback/club-matches/${id}/cancel`,
  /** POST (either club's admins), once accepted: starts at once instead of at `startsAt`. */
  start: (id: number) => `/callback/club-matches/${id}/start`,
  /** POST (a member of either club), before the start. */
  register: (id: number) => `/callback/club-matches/${id}/register`,
  withdraw: (id: number) => `/callback/club-matches/${id}/withdraw`,
} as const;

export interface ClubMatchClub {
  slug: string;
  name: string;
  avatarUrl: string | null;
}

export interface ClubMatchSummary {
  id: number;
  name: string;
  status: ClubMatchStatus;
  home: ClubMatchClub;
  away: ClubMatchClub;
  boards: number;
  /** A live match's clock; null for a daily one. */
  timeControl: TimeControl | null;
  /** A daily match's days per move; null for a live one. */
  days: number | null;
  rated: boolean;
  minRating: number | null;
  maxRating: number | null;
  startsAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Points per side (a draw is 0.5). */
  score: { home: number; away: number };
}

export interface ClubMatchPlayer {
  username: string;
  rating: number | null;
}

/** How a match game counted: a club's point, half each, or nothing (aborted before it could start). */
export type ClubMatchGameResult = ClubMatchSide | 'draw' | 'aborted';

export interface ClubMatchGame {
  id: string;
  /** Which club has white. */
  white: ClubMatchSide;
  /**
   * null while it is played. `aborted`: it ended before either side could move (both absent, or
   * called off before a first move was due), and scores nothing; a side that let its first move's
   * time run out loses the game (the other club's point).
   */
  result: ClubMatchGameResult | null;
}

export interface ClubMatchBoard {
  board: number;
  home: ClubMatchPlayer;
  away: ClubMatchPlayer;
  games: ClubMatchGame[];
}

export interface ClubMatchView extends ClubMatchSummary {
  /** Who registered (before the start) or plays (after), per side, best rating first. */
  registered: { home: ClubMatchPlayer[]; away: ClubMatchPlayer[] };
  boardsPlayed: ClubMatchBoard[];
  /** The viewer's side when registered, and what they may do. */
  mySide: ClubMatchSide | null;
  /** The club the viewer may register for (a member of one of the two, not registered yet). */
  canRegister: ClubMatchSide | null;
  /** The club the viewer is an admin of (home first), null otherwise. */
  adminOf: ClubMatchSide | null;
}

export interface ClubMatchesOfClub {
  upcoming: ClubMatchSummary[];
  live: ClubMatchSummary[];
  finished: ClubMatchSummary[];
}

export interface ClubMatchActionResponse {
  ok: true;
  message: string;
  id: number;
}

export const CLUB_MATCH_MESSAGES = {
  noSuchMatch: 'There is no such club match.',
  noSuchClub: 'There is no such club.',
  club_match_not_member: 'Only members of the two clubs can do that.',
  club_match_not_admin: 'Only the clubs’ admins can do that.',
  club_match_same_club: 'A club cannot play a match against itself.',
  club_match_closed: 'This match is not open for that any more.',
  club_match_rating: 'Your rating is outside this match’s limits.',
  club_match_registered: 'You are already registered for this match.',
  club_match_not_registered: 'You are not registered for this match.',
  club_match_both_clubs: 'You are a member of both clubs: you cannot play in this match.',
  proposed: 'The match was proposed to the other club.',
  accepted: 'The match is agreed: members can register now.',
  cancelled: 'The match is off.',
  started: 'The match has started.',
  registered: 'You are registered.',
  withdrawn: 'You withdrew from the match.',
  noPlayers: 'Nobody could play: the match is off.',
} as const;
