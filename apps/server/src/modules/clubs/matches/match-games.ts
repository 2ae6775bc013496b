import type { Color } from '@kingside/contract';
import { FIRST_MOVE_MS, type Play } from '../../play';
import type { AbortedGame } from './match-scoring';
import type { MatchGames } from './matches.ports';

const DAY_MS = 86_400_000;

/**
 * Club matches' games are play's (wired in services.ts). An aborted game is read back with what
 * scoring it needs: who was to move and since when (the game's start, or white's first move, from
 * its event), and whether the other side came; play records who never moved only through these.
 */
export function createMatchGames(play: Play): MatchGames {
  const { repo } = play.games;

  async function abortedGame(
    row: NonNullable<Awaited<ReturnType<typeof repo.findGame>>>,
  ): Promise<AbortedGame> {
    const plies = row.moves ? row.moves.split(' ').length : 0;
    let turnFrom = row.createdAt;
    if (plies === 1) {
      const events = await repo.eventsSince(row.id, 0, 16);
      const move = events.findLast((e) => e.event.kind === 'move');
      if (move?.event.kind === 'move') turnFrom = new Date(move.event.clock.at);
    }
    const daily = row.daysPerMove !== null;
    // White has moved when black is to move; a daily game's black has days before anything is due.
    const opponentCame = plies === 1 || daily || (await play.presence.absentSince(row.id, 'black')) !== null;
    return {
      plies,
      turnFrom,
      endedAt: row.endedAt ?? row.updatedAt,
      allowedMs: daily ? row.daysPerMove! * DAY_MS : FIRST_MOVE_MS,
      opponentCame,
    };
  }

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
        aborted: row.status === 'aborted' ? await abortedGame(row) : null,
      };
    },
    ratings: async (userIds, speed) =>
      new Map([...(await play.ratingsOf(userIds, speed))].map(([id, r]) => [id, Math.round(r.rating)])),
  };
}
