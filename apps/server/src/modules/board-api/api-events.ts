import type { Bus } from '../../platform/bus';
import type { PlayNotices } from '../play';

/** A member's games starting and ending, for their open API event streams on every node. */
export const apiEventsChannel = (userId: number) => `api-events:u:${userId}`;
export type ApiEventMessage = { t: 'gameStart' | 'gameFinish'; gameId: string };

/**
 * Play's notices, also told to the players' event streams: every game that starts (a challenge, a
 * pairing, a rematch) and ends (on any node, by any cause: a move, the sweeper) reaches them.
 */
export function withApiEvents(notices: PlayNotices, bus: Bus): PlayNotices {
  const tell = async (t: ApiEventMessage['t'], game: Parameters<PlayNotices['gameStarted']>[0]) => {
    const members = [game.white.userId, game.black.userId].filter((id): id is number => id !== null);
    await Promise.all(
      [...new Set(members)].map((userId) =>
        bus.publish(apiEventsChannel(userId), { t, gameId: game.id } satisfies ApiEventMessage),
      ),
    );
  };
  return {
    challenged: (challenge) => notices.challenged(challenge),
    dailyYourMove: (notice) => notices.dailyYourMove(notice),
    dailyTimeRunningOut: (notice) => notices.dailyTimeRunningOut(notice),
    async gameStarted(game) {
      await Promise.all([notices.gameStarted(game), tell('gameStart', game)]);
    },
    async gameFinished(game) {
      await Promise.all([notices.gameFinished(game), tell('gameFinish', game)]);
    },
  };
}
