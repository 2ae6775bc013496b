/**
 * Tournaments (issue 20): the page `/tournament/{url}` and its web callbacks. Arena first: players are
 * paired again as soon as their game ends; scoring and tie-breaks are the server's cores
 * (modules/tournaments/arena), this file only says what the page is sent.
 */
import type { Tier } from './membership';
import type { TimeControl } from './play';

export const TOURNAMENT_KINDS = ['arena', 'swiss', 'knockout'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];
export type TournamentStatus = 'created' | 'started' | 'finished';

/** Web callbacks (session + CSRF on POST). `url` is the tournament's slug. */
export const TOURNAMENTS_API = {
  /** GET: upcoming, running and recently finished tournaments. POST: create one (members; staff: official). */
  list: '/callback/tournaments',
  /** GET: one tournament with its standings page (`?page=`). */
  one: (url: string) => `/callback/tournament/${encodeURIComponent(url)}`,
  /** POST: join (conditions checked), or come back after a pause. */
  join: (url: string) => `/callback/tournament/${encodeURIComponent(url)}/join`,
  /** POST: leave for good (score kept on the table, no more pairings). */
  withdraw: (url: string) => `/callback/tournament/${encodeURIComponent(url)}/withdraw`,
  /** POST: no pairing until the player joins again; the score stays. */
  pause: (url: string) => `/callback/tournament/${encodeURIComponent(url)}/pause`,
  /** GET: a club's upcoming and running tournaments (`ClubTournaments`). */
  ofClub: (slug: string) => `/callback/clubs/${encodeURIComponent(slug)}/tournaments`,
} as const;

export const TOURNAMENT_NAME_MAX = 60;
export const TOURNAMENT_URL_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/;
/** Arena lengths a creator may pick, in minutes. */
export const ARENA_DURATIONS = [20, 30, 45, 60, 90, 120] as const;
/** How far ahead a tournament may be scheduled (days). */
export const TOURNAMENT_SCHEDULE_MAX_DAYS = 30;
/** Swiss: rounds a creator may ask for, and minutes from one round's start to the next's. */
export const SWISS_ROUNDS = { min: 3, max: 15 } as const;
export const SWISS_ROUND_MINUTES = { min: 5, max: 1440 } as const;
/** Knockout: games a match may have before its tie-break (colours alternate). */
export const KNOCKOUT_MATCH_GAMES = { min: 1, max: 6 } as const;
/** Rows of standings per page. */
export const STANDINGS_PAGE = 10;
/** How many tournaments the list shows per state. */
export const TOURNAMENT_LIST_MAX = 20;

export interface TournamentConditions {
  minRating: number | null;
  maxRating: number | null;
  /** The lowest paid tier that may join; null: everyone. */
  minTier: Tier | null;
}

export interface StandingRow {
  rank: number;
  username: string;
  score: number;
  performance: number | null;
  games: number;
  onFire: boolean;
  /** The points of each game, oldest first (the sheet lichess shows). */
  sheet: number[];
  paused: boolean;
  withdrawn: boolean;
  /** Swiss tie-breaks (null in an arena). */
  buchholz: number | null;
  sonnebornBerger: number | null;
}

export interface TournamentSummary {
  url: string;
  name: string;
  kind: TournamentKind;
  status: TournamentStatus;
  official: boolean;
  tc: TimeControl;
  rated: boolean;
  startsAt: string;
  endsAt: string;
  players: number;
}

/** What changes while a tournament runs: sent by the callback and pushed over the socket. */
export interface TournamentLive {
  url: string;
  status: TournamentStatus;
  players: number;
  standings: StandingRow[];
  page: number;
  pages: number;
  /** Top three once finished (fewer with fewer players; a knockout's two beaten semi-finalists share third); empty before. */
  podium: StandingRow[];
  /** A knockout's bracket (null before the draw and in other kinds). */
  bracket: KnockoutBracketView | null;
}

/** A side of a knockout match: a player, `'bye'` (nobody will come), or null (not known yet). */
export type KnockoutSide = { username: string; seed: number } | 'bye' | null;

/** How a knockout match was decided. */
export type KnockoutDecision = 'games' | 'tiebreak' | 'walkover' | 'bye' | 'empty';

export interface KnockoutMatchView {
  /** `r{round}m{index}`, stable across pushes. */
  id: string;
  a: KnockoutSide;
  b: KnockoutSide;
  scoreA: number;
  scoreB: number;
  /** Each finished game's winner, in order; the one past `games` is the tie-break. */
  results: ('a' | 'b' | 'draw')[];
  /** The game being played now, if any. */
  gameId: string | null;
  /** Decided: the winner's username (null: nobody came) and how. */
  decided: { winner: string | null; by: KnockoutDecision } | null;
}

export interface KnockoutBracketView {
  /** Games a match has before its tie-break. */
  games: number;
  /** The first round first; the last holds the final. */
  rounds: KnockoutMatchView[][];
}

export interface TournamentView extends TournamentSummary {
  conditions: TournamentConditions;
  durationMinutes: number;
  /** Swiss: rounds in all and the round paired last (0 before the first); null in an arena. */
  rounds: number | null;
  round: number | null;
  /** Knockout: games a match has before its tie-break; null in the other kinds. */
  matchGames: number | null;
  createdBy: string | null;
  /** The club it is for (only its members may join), or null. */
  club: { slug: string; name: string } | null;
  live: TournamentLive;
  /** The viewer's place; null for guests and members who never joined. */
  me: {
    paused: boolean;
    withdrawn: boolean;
    /** The game they are playing in this tournament now, if any. */
    gameId: string | null;
  } | null;
  /** Why the viewer may not join (a TOURNAMENT_MESSAGES text), or null. */
  joinRefusal: string | null;
}

export interface TournamentsPage {
  upcoming: TournamentSummary[];
  started: TournamentSummary[];
  finished: TournamentSummary[];
  /** Staff create official tournaments. */
  canCreateOfficial: boolean;
  /** The clubs the viewer owns or administers, by name: a tournament they create may be one of these clubs'. */
  hostClubs: { slug: string; name: string }[];
}

export interface NewTournament {
  /**
   * Arena when omitted. A Swiss takes `rounds` and `roundMinutes`; its length follows from them. A
   * knockout takes `matchGames`; its `durationMinutes` is only the length announced.
   */
  kind?: TournamentKind;
  rounds?: number;
  roundMinutes?: number;
  matchGames?: number;
  url: string;
  name: string;
  tc: TimeControl;
  rated: boolean;
  startsAt: string;
  durationMinutes: (typeof ARENA_DURATIONS)[number];
  official?: boolean;
  /** A club's slug: a tournament for that club (its owner and admins create one; only its members join). */
  club?: string;
  conditions?: Partial<TournamentConditions>;
}

/** A club's upcoming and running tournaments, soonest first. */
export interface ClubTournaments {
  tournaments: TournamentSummary[];
}

export const TOURNAMENT_MESSAGES = {
  notFound: 'There is no such tournament.',
  membersOnly: 'Log in to play in tournaments.',
  urlTaken: 'That address is already taken by another tournament.',
  officialStaffOnly: 'Only staff can create official tournaments.',
  startsInPast: 'The start must be in the future, at most 30 days ahead.',
  alreadyJoined: 'You have already joined this tournament.',
  notJoined: 'You have not joined this tournament.',
  finished: 'This tournament is over.',
  withdrawn: 'You withdrew from this tournament.',
  alreadyPaused: 'You are already paused.',
  swissNoPause: 'A Swiss has no pause: withdraw to stop being paired.',
  swissRounds: 'A Swiss needs its number of rounds and the minutes between them.',
  knockoutNoPause: 'A knockout has no pause: withdrawing forfeits your match.',
  knockoutMatchGames: 'A knockout needs the number of games in a match.',
  registrationClosed: 'Registration for this knockout closed when it started.',
  ratingTooLow: 'Your rating is below this tournament’s minimum.',
  ratingTooHigh: 'Your rating is above this tournament’s maximum.',
  tierTooLow: 'This tournament is for higher membership tiers.',
  ratingRange: 'The minimum rating must not be above the maximum.',
  clubMembersOnly: (club: string) => `Only members of the club ${club} may join this tournament.`,
} as const;
