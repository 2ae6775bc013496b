import type { Db } from './db/db';
import type { AccountsService } from './modules/accounts';
import {
  createClubChat,
  createClubMatches,
  createClubs,
  createMatchSweeper,
  type MatchGames,
} from './modules/clubs';
import { createForums, openClubForum } from './modules/forums';
import type { MuteCheck } from './modules/messages';
import type { Notifications } from './modules/notifications';
import { type Play, playerKey } from './modules/play';
import type { Relations } from './modules/relations';
import type { Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { Logger } from './platform/logger';
import type { RateLimiter } from './platform/rate-limit';

/** What the community services stand on: the platform's parts and the services built before them. */
export interface CommunityWiring {
  db: Db;
  clock: Clock;
  logger: Logger;
  bus: Bus;
  rateLimiter: RateLimiter;
  accounts: AccountsService;
  relations: Relations;
  notifications: Notifications;
  play: Play;
  mutedUntil: MuteCheck;
}

/** Forums, clubs, club chat and club matches (with the sweeper that starts them and counts their results). */
export function createCommunityServices(wiring: CommunityWiring) {
  const { db, clock, logger, play } = wiring;
  const forums = createForums({
    db,
    clock,
    logger,
    blocks: wiring.relations,
    mutedUntil: wiring.mutedUntil,
    notify: (input) => wiring.notifications.notify(input),
    clubs: () => clubs.forumClubs,
  });
  const clubs = createClubs({
    db,
    clock,
    logger,
    members: wiring.accounts,
    openForum: (club) => openClubForum(db, club, clock.now()),
    presence: (userIds) =>
      play.presence.statuses(userIds.map((userId) => playerKey({ userId, guestId: null }))),
    notify: (input) => wiring.notifications.notify(input),
    liveGames: play.liveGamesAmong,
  });
  const clubChat = createClubChat({
    db,
    clock,
    bus: wiring.bus,
    logger,
    limiter: wiring.rateLimiter,
    mutedUntil: wiring.mutedUntil,
  });
  const matchGames: MatchGames = {
    create: async (input) =>
      play.games.create({
        white: { ...input.white, guestId: null },
        black: { ...input.black, guestId: null },
        tc: input.tc,
        rated: input.rated,
        ...(input.daysPerMove === null
          ? {}
          : { daily: { daysPerMove: input.daysPerMove, weekendPause: false } }),
      }),
    outcome: async (gameId) => {
      const row = await play.games.findGame(gameId);
      return row && { ended: row.status !== 'started', winner: row.winner as 'white' | 'black' | null };
    },
    ratings: async (userIds, speed) =>
      new Map([...(await play.ratingsOf(userIds, speed))].map(([id, r]) => [id, Math.round(r.rating)])),
  };
  const clubMatches = createClubMatches({ db, clock, bus: wiring.bus, logger, games: matchGames });
  /** Starts club matches on time and counts results whose notice was lost. */
  const matchSweeper = createMatchSweeper({ clock, logger, matches: clubMatches, games: matchGames });
  return { forums, clubs, clubChat, clubMatches, matchSweeper };
}
