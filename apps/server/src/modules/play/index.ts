/** Live chess: games, the lobby, the flag sweeper and the game socket. Others use only this file. */
import { randomUUID } from 'node:crypto';
import type { Speed } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { createAbandonment } from './abandonment';
import { createArchivePages } from './archive-pages';
import { createChallengeService } from './challenges';
import { createComputerGames } from './computer';
import { createConditionalMoves, createDailyService, createDailySweeper, createVacations } from './daily';
import { createEndedGames } from './ended-games';
import { createFinishedGames } from './finished-games';
import { createGameService } from './game.service';
import { createGameArchive } from './game-archive';
import type { NameOpening } from './game-opening';
import { createLatestGames } from './latest-games';
import { createLiveGamesAmong } from './live-games-among';
import { createLobby } from './lobby.service';
import { createMemberActivity } from './member-activity';
import { createMemberStats } from './member-stats';
import { createOpeningBackfill } from './opening-backfill';
import { createPlayHistory } from './play.history';
import type { PlayNotices } from './play-notices';
import { createPlayTimings } from './play-timings';
import { createPresence } from './presence';
import { createMemoryPresenceStore, createRedisPresenceStore } from './presence-store';
import { ratingsOf } from './ratings';
import type { RelationsGate } from './relations-gate';
import { createGameHub } from './socket/game-hub';
import { createPlayerHub } from './socket/player-hub';
import { createSweeper } from './sweeper';

export { type ComputerGames, computerRoutes, seedDemoComputerGames } from './computer';
export { DEFAULT_RATING, isProvisional, type Rating, rate } from './core';
export { seedDemoDailyGames } from './daily/daily.demo';
export type { EndedCursor, EndedGame } from './ended-games';
export type { PlayedGame, PlayedGamesFilter } from './finished-games';
export { type GameBusMessage, gameChannel } from './game-channel';
export type { NamedOpening, NameOpening } from './game-opening';
export type { LiveGamesFilter } from './live-games-among';
export { lobbyRoutes } from './lobby.routes';
export type { MemberActivity, ProfileRating } from './member-activity';
export type { BestWinRow, MemberStats } from './member-stats';
export type {
  ColorSpeedCounts,
  EndedWindow,
  MemberSummary,
  OpeningCounts,
  OpponentCounts,
  RatingAfter,
} from './member-summary';
export { DEMO_LINES, type DemoGame, seedDemoGames } from './play.demo';
export { bestRatingSql } from './play.repo';
export { playRoutes } from './play.routes';
export { PLAY_MESSAGES, PlayError } from './play-error';
export type { NoticeGame, PlayNotices } from './play-notices';
export type { PlayerRef } from './player';
export type { RelationsGate } from './relations-gate';
export type { ClubChatPort } from './socket/club-chat-port';
export type { ClubGamesPort } from './socket/club-games-port';
export type { GameChatPort } from './socket/game-chat-port';
export type { HubConnection } from './socket/game-hub';
export { playSocketRoutes } from './socket/play.socket';
export { playerChannel } from './socket/player-hub';
export type { TournamentFollows } from './socket/tournament-follows';

export interface PlayDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  /** With Redis, presence is shared by every node; without, it lives in this process. */
  redisUrl?: string | null;
  redisPrefix?: string;
  /** The embedded database: one connection, this process its only writer (committer.ts). */
  singleWriter?: boolean;
  /** With `singleWriter`: where the move journal lives (move-journal.ts); none, no journal. */
  journalDir?: string | null;
  /** Per-move timings for the live-play bench, over the IPC channel (play-timings.ts). */
  timings?: boolean;
  /** Blocks between members (modules/relations): no challenge or pairing across one. */
  relations: RelationsGate;
  /** Challenges and games beginning and ending, for the notification bell (modules/notifications). */
  notices: PlayNotices;
  /** Whether a member may use the lobby (bot accounts may not). */
  mayUseLobby?: (userId: number) => Promise<boolean>;
  /** Names each game's opening as it ends (modules/openings' `lookup`). */
  nameOpening: NameOpening;
}

/** Built once per process (services.ts); the loops run only while an app serves (`start`/`stop`). */
export function createPlay(deps: PlayDeps) {
  const timings = deps.timings ? createPlayTimings() : null;
  const games = createGameService({ ...deps, timings });
  /** This process among the nodes: written on its seeks and its presence entries. */
  const nodeId = randomUUID();
  const lobby = createLobby({
    ...deps,
    nodeId,
    memberRating: async (userId, speed) => (await ratingsOf(games.repo, [userId], speed)).get(userId)!.rating,
    createGame: (input) => games.create(input),
  });
  const presence = createPresence({
    ...deps,
    nodeId,
    store: deps.redisUrl
      ? createRedisPresenceStore(deps.redisUrl, deps.redisPrefix ?? '')
      : createMemoryPresenceStore(deps.clock),
  });
  const sweeper = createSweeper({ ...deps, games, presence });
  const dailySweeper = createDailySweeper({ ...deps, games });
  const conditionals = createConditionalMoves({ ...deps, games });
  games.onDailyMove(conditionals.settle);
  const hub = createGameHub({ bus: deps.bus, games, logger: deps.logger, presence, timings });
  const players = createPlayerHub({ bus: deps.bus, logger: deps.logger });
  const challenges = createChallengeService({ ...deps, games, players });
  const openingBackfill = createOpeningBackfill(deps);
  return {
    games,
    lobby,
    sweeper,
    /** Ends daily games whose time ran out, once a minute. */
    dailySweeper,
    daily: createDailyService({ ...deps, conditionals, vacations: createVacations({ ...deps, games }) }),
    hub,
    /** A member's current rating for a speed (the default before their first rated game). */
    rating: async (userId: number, speed: Speed): Promise<number> =>
      (await ratingsOf(games.repo, [userId], speed)).get(userId)!.rating,
    /** Pushes to a person's sockets on every node (challenges). */
    players,
    challenges,
    /** Finished games against the computer (played in the browser), checked and stored unrated. */
    computer: createComputerGames(deps),
    presence,
    abandonment: createAbandonment({ games, presence, clock: deps.clock }),
    history: createPlayHistory(games.repo),
    /** A member's finished games as they played them (Insights). */
    finishedGames: createFinishedGames(deps.db, deps.nameOpening),
    /** Several members' latest finished games in one statement (the home feed). */
    latestGames: createLatestGames(deps.db),
    /** Live games someone of a group plays, newest first (a club's page). */
    liveGamesAmong: createLiveGamesAmong(deps.db),
    /** Names the openings of games that ended before openings were stored; `serve` starts it. */
    openingBackfill,
    /** Every finished game in the order it ended (the puzzle miner). */
    endedGames: createEndedGames(deps.db),
    /** A member's finished games by month, ratings and records (the public API). */
    archive: createGameArchive(deps.db),
    /** A member's finished games by keyset pages, filtered (the archive page and the exports). */
    archivePages: createArchivePages(deps.db),
    /** A member's finished games summed up in SQL (statistics, the year in chess). */
    stats: createMemberStats(deps.db, deps.nameOpening),
    /** Members' current ratings for one speed (the default for who has none yet): club matches pair by them. */
    ratingsOf: (userIds: number[], speed: string) => ratingsOf(games.repo, userIds, speed),
    /** A member's ratings per speed and running game (profiles). */
    activity: createMemberActivity(deps.db),
    /** Replays the move journal, refunds downtime to running clocks, then starts the flag sweeper and the lobby's pairing. */
    async start(): Promise<void> {
      await games.committer.recover();
      await sweeper.start();
      await conditionals.recover();
      dailySweeper.start();
      lobby.start();
      presence.start();
    },
    /** Stops the loops, waits for queued writes to commit and folds the move journal. */
    async stop(): Promise<void> {
      await openingBackfill.stop();
      await lobby.stop();
      presence.stop();
      await sweeper.stop();
      await dailySweeper.stop();
      await games.committer.close();
    },
    /** Waits for what closing sockets still write, then closes the presence store (services.ts). */
    async close(): Promise<void> {
      await lobby.stop();
      await presence.close();
    },
  };
}

export type Play = ReturnType<typeof createPlay>;
export type { ArchiveCursor, ArchiveFilter, ArchivePage, ArchivePages } from './archive-pages';
export {
  type ArchivedGame,
  type ArchiveMonth,
  finalFen,
  type GameArchive,
  type GameRecord,
  type SpeedRating,
  type SpeedRecord,
} from './game-archive';
export { keepMoveClocks, parseMoveClocks } from './move-clocks';
export {
  gamePgn,
  type PgnGameRow,
  type PgnOptions,
  pgnResult,
  pgnTimeControl,
  sanMoves,
  termination,
} from './pgn';
export type { GameRow } from './play.tables';
export { playerKey, playerOf } from './player';
