import { estimatedDurationSeconds, opposite, type TimeControl } from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import type { GameService } from './game.service';
import type { PlayerRef } from './player';
import type { Presence } from './presence';

/**
 * How long a player may be gone from a live game before the opponent may claim it: a tenth of
 * the game's estimated length, between 10 s (bullet) and 30 s (lichess's wait in slow games).
 * 1+0 → 10 s, 3+0 → 18 s, 5+0 and slower → 30 s.
 */
export function disconnectTimeoutMs(tc: TimeControl): number {
  return Math.min(30_000, Math.max(10_000, estimatedDurationSeconds(tc) * 100));
}

/**
 * Whether `player`'s opponent left the game for longer than the disconnect timeout, on every
 * node: read from the seat presence (presence.ts), so it holds when the two play on different
 * nodes and when the opponent's node died. Never seen at the game: gone since the last move.
 */
export function createAbandonment(deps: { games: GameService; presence: Presence; clock: Clock }) {
  return {
    async opponentGone(gameId: string, player: PlayerRef): Promise<boolean> {
      const game = await deps.games.view(gameId, player);
      if (!game?.you || game.status !== 'started') return false;
      const since = await deps.presence.absentSince(gameId, opposite(game.you));
      if (since === 'here') return false;
      const gone = since ?? game.clock.at;
      return deps.clock.now().getTime() - gone >= disconnectTimeoutMs(game.timeControl);
    },
  };
}

export type Abandonment = ReturnType<typeof createAbandonment>;
