/** Live chess: games, the lobby, the flag sweeper and the game socket. Others use only this file. */
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { createGameService } from './game.service';
import { createLobby } from './lobby.service';
import { createPlayHistory } from './play.history';
import { ratingsOf } from './ratings';
import { createGameHub } from './socket/game-hub';
import { createSweeper } from './sweeper';

export { playRoutes } from './play.routes';
export { PlayError } from './play-error';
export type { PlayerRef } from './player';
export { playSocketRoutes } from './socket/play.socket';

export interface PlayDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
}

/** Built once per process (services.ts); the loops run only while an app serves (`start`/`stop`). */
export function createPlay(deps: PlayDeps) {
  const games = createGameService(deps);
  const lobby = createLobby({
    clock: deps.clock,
    logger: deps.logger,
    ratingOf: async (player, speed) => {
      if (player.userId === null) return 1500;
      const found = await ratingsOf(games.repo, [player.userId], speed);
      return found.get(player.userId)!.rating;
    },
    createGame: (input) => games.create(input),
  });
  const sweeper = createSweeper({ ...deps, games });
  const hub = createGameHub({ bus: deps.bus, games, logger: deps.logger });
  return {
    games,
    lobby,
    sweeper,
    hub,
    history: createPlayHistory(games.repo),
    /** Refunds downtime to running clocks, then starts the flag sweeper and the lobby's pairing. */
    async start(): Promise<void> {
      await sweeper.start();
      lobby.start();
    },
    /** Stops the loops and waits for queued writes to commit. */
    async stop(): Promise<void> {
      lobby.stop();
      await sweeper.stop();
      await games.committer.drain();
    },
  };
}

export type Play = ReturnType<typeof createPlay>;
export { playerOf } from './player';
