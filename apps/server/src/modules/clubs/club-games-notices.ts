import type { PlayNotices } from '../play';
import type { ClubGames } from './club-games';

/**
 * Play's notices, also told to club pages: a game that starts or ends (on this node) is announced
 * with its players, so the pages of their clubs read their live games again. Late-bound (`games()`):
 * clubs are built after play.
 */
export function withClubGames(notices: PlayNotices, games: () => ClubGames): PlayNotices {
  return {
    challenged: (challenge) => notices.challenged(challenge),
    async gameStarted(game) {
      await Promise.all([
        notices.gameStarted(game),
        games().announce([game.white.userId, game.black.userId]),
      ]);
    },
    dailyYourMove: (notice) => notices.dailyYourMove(notice),
    dailyTimeRunningOut: (notice) => notices.dailyTimeRunningOut(notice),
    async gameFinished(game) {
      await Promise.all([
        notices.gameFinished(game),
        games().announce([game.white.userId, game.black.userId]),
      ]);
    },
  };
}
