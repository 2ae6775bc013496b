/** Club matches: part of clubs, built by services.ts beside them. */

export { createMatchGames } from './match-games';
export { withClubMatchResults } from './match-results';
export { seedDemoClubMatches } from './matches.demo';
export type { MatchGames } from './matches.ports';
export { clubMatchesRoutes } from './matches.routes';
export { type ClubMatches, createClubMatches } from './matches.service';
export { createMatchSweeper, type MatchSweeper } from './matches.sweeper';
