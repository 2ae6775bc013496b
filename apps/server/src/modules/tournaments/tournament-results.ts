import type { PlayNotices } from '../play';

/**
 * Play's notices, also telling the tournaments of every game that ends (on the node that ended it,
 * by any cause). Applying a result is keyed by the game's id, so a repeat is harmless, and the
 * runner's reconcile picks up an end whose notice a crash lost.
 */
export function withTournamentResults(
  notices: PlayNotices,
  ended: (gameId: string) => Promise<unknown>,
): PlayNotices {
  return {
    ...notices,
    async gameFinished(game) {
      await Promise.all([notices.gameFinished(game), ended(game.id)]);
    },
  };
}
