/** Clubs (issue 19): members, roles, join rules, news, a forum each, matches. Other modules use only what is exported here. */

export { clubChatRoutes } from './club-chat.routes';
export { type ClubChat, createClubChat } from './club-chat.service';
export { type ClubGames, createClubGames } from './club-games';
export { withClubGames } from './club-games-notices';
export { clubAvatarRoutes } from './clubs.avatar';
export { seedDemoClubs } from './clubs.demo';
export type { ClubDirectory, ClubForumOpener, ClubNotifier, ClubPresence } from './clubs.ports';
export { clubForumSlug } from './clubs.present';
export { clubsRoutes } from './clubs.routes';
export { type Clubs, createClubs } from './clubs.service';
export {
  type ClubMatches,
  clubMatchesRoutes,
  createClubMatches,
  createMatchGames,
  createMatchSweeper,
  type MatchGames,
  type MatchSweeper,
  seedDemoClubMatches,
  withClubMatchResults,
} from './matches';
