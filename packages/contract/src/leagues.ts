/** Weekly leagues (issue 20, after chess.com's): divisions of about 50, trophies, promotion and relegation. */

/** The leagues, lowest first: promotion moves a member one step right, relegation one step left. */
export const LEAGUES = [
  'wood',
  'stone',
  'bronze',
  'silver',
  'crystal',
  'elite',
  'champion',
  'legend',
] as const;
export type League = (typeof LEAGUES)[number];

export const isLeague = (name: string): name is League => (LEAGUES as readonly string[]).includes(name);

export type LeagueZone = 'promotion' | 'stay' | 'relegation';

/** Members a division takes before the week's next joiners of that league open another. */
export const DIVISION_SIZE = 50;

/** Web callbacks; every one is a GET. */
export const LEAGUES_API = {
  /** The viewer's current division and league (guests: nothing). */
  mine: '/callback/leagues/me',
  /** One division's standings; 404 for a league or division that does not exist. */
  division: (league: string, division: string) => `/callback/leagues/${league}/${division}`,
  /** A member's finished weeks, newest first (their profile). */
  results: (username: string) => `/callback/leagues/member/${encodeURIComponent(username)}`,
} as const;

export interface StandingView {
  rank: number;
  username: string;
  trophies: number;
  /** Where the member stands now (or ended, once the week is over). */
  zone: LeagueZone;
  you: boolean;
}

export interface DivisionView {
  league: League;
  division: string;
  /** The week's Monday (YYYY-MM-DD), the week's name in every member's own calendar. */
  week: string;
  /** When the last member's week ends (their time zone) and the zones are applied. */
  endsAt: string;
  /** When promotion and relegation were applied; null while the week runs. */
  closedAt: string | null;
  /** The viewer's own week end, in their time zone, when they are in this division. */
  yourWeekEndsAt: string | null;
  standings: StandingView[];
}

export interface MyLeagueView {
  /** The league the viewer plays in (Wood until their first week ends); null for a guest. */
  league: League | null;
  /** This week's division, once the viewer has earned trophies this week. */
  current: { league: League; division: string; trophies: number; rank: number; weekEndsAt: string } | null;
  /** When the viewer's week ends (their time zone); null for a guest. */
  weekEndsAt: string | null;
}

export interface LeagueResultView {
  week: string;
  league: League;
  division: string;
  rank: number;
  trophies: number;
  zone: LeagueZone;
  nextLeague: League;
}

export interface LeagueResultsView {
  username: string;
  league: League | null;
  results: LeagueResultView[];
}

export const LEAGUE_RESULTS_SHOWN = 10;

export const LEAGUE_MESSAGES = {
  noSuchDivision: 'There is no such division.',
  noSuchMember: 'There is no such member.',
} as const;
