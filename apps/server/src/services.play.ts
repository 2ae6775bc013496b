import path from 'node:path';
import { noStartBy } from '@kingside/contract';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AccountsService } from './modules/accounts';
import { type BotAccounts, withApiEvents } from './modules/board-api';
import { withClubGames, withClubMatchResults } from './modules/clubs';
import { withFeedGames } from './modules/content';
import { createLeagues, withLeagueTrophies } from './modules/leagues';
import { createGameNotices, type Notifications } from './modules/notifications';
import type { Openings } from './modules/openings';
import { createPlay } from './modules/play';
import type { Relations } from './modules/relations';
import { createTournaments, withTournamentResults } from './modules/tournaments';
import type { Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { DatabaseKind } from './platform/db/database';
import type { Logger } from './platform/logger';

/**
 * What play and its listeners stand on. The `later` parts are built after play (they read its games),
 * so each is reached through a function called only when a game starts or ends.
 */
export interface PlayWiring {
  db: Db;
  databaseKind: DatabaseKind;
  clock: Clock;
  config: Config;
  logger: Logger;
  bus: Bus;
  accounts: AccountsService;
  relations: Relations;
  notifications: Notifications;
  botAccounts: BotAccounts;
  openings: Openings;
  later: {
    feedGamesEnded: Parameters<typeof withFeedGames>[1];
    clubMatches: Parameters<typeof withClubMatchResults>[1];
    clubGames: Parameters<typeof withClubGames>[1];
    tournamentClubs: Parameters<typeof createTournaments>[0]['clubs'];
  };
}

/** Live and daily play, and what hears of its games through play's notices: tournaments, leagues, clubs, the feed. */
export function createPlayServices(wiring: PlayWiring) {
  const { config, later } = wiring;
  // Asks play for an ended game only when play tells it one ended.
  const leagues = createLeagues({
    db: wiring.db,
    clock: wiring.clock,
    bus: wiring.bus,
    logger: wiring.logger,
    finishedGame: (gameId) => play.games.findGame(gameId),
    ratedLiveGamesEnded: (cursor, before, limit) => play.endedGames.ratedLive(cursor, before, limit),
    findMember: (username) => wiring.accounts.findByUsername(username),
    timezoneOf: async (userId) => (await wiring.accounts.findByIds([userId]))[0]?.timezone ?? null,
  });
  const notices = withClubGames(
    withClubMatchResults(
      withLeagueTrophies(
        withTournamentResults(
          withFeedGames(
            withApiEvents(
              createGameNotices({ notifications: wiring.notifications, trackers: wiring.relations }),
              wiring.bus,
            ),
            later.feedGamesEnded,
          ),
          // Built below: it asks play only when called, and play tells it of every game that ends.
          (gameId) => tournaments.gameEnded(gameId),
        ),
        (gameId) => leagues.gameFinished(gameId),
      ),
      later.clubMatches,
    ),
    later.clubGames,
  );
  const play = createPlay({
    db: wiring.db,
    clock: wiring.clock,
    bus: wiring.bus,
    logger: wiring.logger,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    singleWriter: wiring.databaseKind === 'pglite',
    journalDir: config.playJournal ? path.join(config.dataDir, 'play-journal') : null,
    timings: config.playTimings,
    relations: wiring.relations,
    notices,
    mayUseLobby: async (userId) => !(await wiring.botAccounts.isBot(userId)),
    nameOpening: wiring.openings.lookup,
  });
  const tournaments = createTournaments({
    db: wiring.db,
    clock: wiring.clock,
    bus: wiring.bus,
    logger: wiring.logger,
    rating: (userId, speed) => play.rating(userId, speed),
    usernames: async (userIds) =>
      new Map((await wiring.accounts.findByIds(userIds)).map((user) => [user.userId, user.username])),
    clubs: later.tournamentClubs,
    games: {
      create: async (input) =>
        (
          await play.games.create({
            ...input,
            white: { ...input.white, guestId: null },
            black: { ...input.black, guestId: null },
          })
        ).id,
      ended: async (gameId) => {
        const game = await play.games.view(gameId, null);
        if (!game || game.status === 'started') return null;
        return {
          status: game.status,
          winner: game.winner,
          noStart: noStartBy(game.endReason),
          plies: game.moves.length,
          berserk: game.berserk,
        };
      },
      paired: (userId, gameId) => play.players.send({ userId, guestId: null }, { t: 'paired', gameId }),
    },
  });
  return { play, tournaments, leagues };
}
