import type { PlayNotices } from '../../play';
import type { ClubMatches } from './matches.service';

/**
 * Play's notices, also counted for club matches: a game that ends (on this node, by any cause)
 * gives its match its result. Late-bound (`matches()`): clubs are built after play.
 */
export function withClubMatchResults(notices: PlayNotices, matches: () => ClubMatches): PlayNotices {
  return {
    challenged: (challenge) => notices.challenged(challenge),
    gameStarted: (game) => notices.gameStarted(game),
    dailyYourMove: (notice) => notices.dailyYourMove(notice),
    dailyTimeRunningOut: (notice) => notices.dailyTimeRunningOut(notice),
    async gameFinished(game) {
      await Promise.all([notices.gameFinished(game), matches().gameFinished(game.id)]);
    },
  };
}
