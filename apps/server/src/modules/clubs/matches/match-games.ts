import { type Color, noStartBy } from '@kingside/contract';
import type { Play } from '../../play';
import type { MatchGames } from './matches.ports';

/** Club matches' games are play's (wired in services.ts), read back as play recorded their ends. */
export function createMatchGames(play: Play): MatchGames {
  return {
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
    async outcome(gameId) {
      const row = await play.games.findGame(gameId);
      if (!row) return null;
      return {
        ended: row.status !== 'started',
        winner: row.winner as Color | null,
        aborted: row.status === 'aborted',
        noStart: row.status === 'aborted' ? noStartBy(row.endReason) : null,
      };
    },
    ratings: async (userIds, speed) =>
      new Map([...(await play.ratingsOf(userIds, speed))].map(([id, r]) => [id, Math.round(r.rating)])),
  };
}
