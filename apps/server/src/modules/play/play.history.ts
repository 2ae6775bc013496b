import type { LifetimeScore, RecentOpponent } from '@kingside/contract';
import type { PlayRepo } from './play.repo';

const RECENT_GAMES = 50;
const RECENT_OPPONENTS = 20;

/** What a member's finished games say about other members. */
export function createPlayHistory(repo: PlayRepo) {
  return {
    /** `user`'s wins, losses and draws against `opponent`; aborted and live games do not count. */
    async lifetimeScore(user: number, opponent: number): Promise<LifetimeScore> {
      const score: LifetimeScore = { wins: 0, losses: 0, draws: 0 };
      if (user === opponent) return score;
      for (const game of await repo.resultsBetween(user, opponent)) {
        if (game.winner === null) score.draws++;
        else if ((game.winner === 'white') === (game.whiteUserId === user)) score.wins++;
        else score.losses++;
      }
      return score;
    },

    /** Members the user played lately, newest first, each once (guests have no name to find). */
    async recentOpponents(userId: number): Promise<RecentOpponent[]> {
      const seen = new Map<number, RecentOpponent>();
      for (const game of await repo.recentGamesOf(userId, RECENT_GAMES)) {
        const white = game.whiteUserId === userId;
        const opponentId = white ? game.blackUserId : game.whiteUserId;
        if (opponentId === null || opponentId === userId || seen.has(opponentId)) continue;
        seen.set(opponentId, {
          userId: opponentId,
          username: white ? game.blackName : game.whiteName,
          gameId: game.id,
          playedAt: game.createdAt.toISOString(),
        });
        if (seen.size === RECENT_OPPONENTS) break;
      }
      return [...seen.values()];
    },
  };
}

export type PlayHistory = ReturnType<typeof createPlayHistory>;
