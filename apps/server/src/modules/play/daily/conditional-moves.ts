/**
 * Conditional moves of daily games ("if he plays X, I reply Y"): a member whose opponent is to
 * move stores lines, checked against the rules on save. Once the opponent moves, `settle` plays the
 * reply of the first matching line as that member through the game service (the move is conditional
 * on the game's version, so it is made once however often `settle` runs) and keeps the rest of the
 * matching lines; the others are dropped. `settle` reads only stored state, so the start of the
 * process settles whatever a crash left between a move and its reply.
 */
import { CONDITIONAL_MOVE_LIMITS, type Color, type ConditionalMovesView, opposite } from '@kingside/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import { playMove, turnOf } from '../core';
import type { GameService } from '../game.service';
import { loadGame } from '../game-logic';
import type { GameRow } from '../play.tables';
import { colorOf, type PlayerRef } from '../player';
import { type DailyConditionalRow, dailyConditionals } from './daily.tables';

export const CONDITIONAL_MESSAGES = {
  not_daily: 'Conditional moves are for daily games being played.',
  not_now: 'Conditional moves are saved while your opponent is to move.',
  illegal: 'Line {line} is not legal from the position now.',
} as const;

const illegal = (line: number) =>
  new AppError('conditional_illegal', 400, CONDITIONAL_MESSAGES.illegal.replace('{line}', String(line)));

export function createConditionalMoves(deps: { db: Db; clock: Clock; logger: Logger; games: GameService }) {
  const { db } = deps;
  const find = async (gameId: string, userId: number) =>
    (
      await db
        .select()
        .from(dailyConditionals)
        .where(and(eq(dailyConditionals.gameId, gameId), eq(dailyConditionals.userId, userId)))
    )[0] ?? null;

  /** Replaces `saved` (only if nobody changed it since) with `lines` after `plies`; none: deleted. */
  async function replace(saved: DailyConditionalRow, plies: number, lines: string[][]): Promise<boolean> {
    const same = and(
      eq(dailyConditionals.gameId, saved.gameId),
      eq(dailyConditionals.userId, saved.userId),
      eq(dailyConditionals.plies, saved.plies),
    );
    const done =
      lines.length === 0
        ? await db.delete(dailyConditionals).where(same).returning({ id: dailyConditionals.gameId })
        : await db
            .update(dailyConditionals)
            .set({ plies, lines, updatedAt: deps.clock.now() })
            .where(same)
            .returning({ id: dailyConditionals.gameId });
    return done.length > 0;
  }

  /** One step of settling the owner's lines against the game; false when nothing is left to do. */
  async function step(row: GameRow, owner: Color, saved: DailyConditionalRow): Promise<boolean> {
    const moves = row.moves ? row.moves.split(' ') : [];
    const gap = moves.length - saved.plies;
    if (row.status !== 'started' || gap < 0) return replace(saved, saved.plies, []).then(() => false);
    if (gap === 0) return false;
    if (gap === 1) {
      // The opponent moved: the owner is to move. Reply with the first matching line.
      const line = saved.lines.find((l) => l[0] === moves[saved.plies]);
      if (!line) return replace(saved, saved.plies, []).then(() => false);
      const player: PlayerRef = { userId: saved.userId, guestId: null, name: row[`${owner}Name`] };
      await deps.games
        .act(row.id, player, { t: 'move', uci: line[1]!, version: row.version })
        .catch((error) => deps.logger.info({ err: error, gameId: row.id }, 'conditional reply not played'));
      return true;
    }
    // Both moves are made: keep what follows the lines that match them.
    const [theirs, mine] = [moves[saved.plies], moves[saved.plies + 1]];
    const rest = saved.lines
      .filter((l) => l[0] === theirs && l[1] === mine && l.length > 2)
      .map((l) => l.slice(2));
    await replace(saved, saved.plies + 2, rest);
    return rest.length > 0;
  }

  /** Plays what the game's moves call for, for both players' lines. */
  async function settle(gameId: string): Promise<void> {
    for (let round = 0; round < CONDITIONAL_MOVE_LIMITS.plies + 2; round++) {
      const row = await deps.games.repo.findGame(gameId);
      if (!row || row.daysPerMove === null) return;
      let progressed = false;
      for (const owner of ['white', 'black'] as const) {
        const userId = row[`${owner}UserId`];
        const saved = userId === null ? null : await find(gameId, userId);
        if (saved && (await step(row, owner, saved))) progressed = true;
      }
      if (!progressed) return;
    }
  }

  return {
    settle,

    async view(gameId: string, userId: number): Promise<ConditionalMovesView> {
      const saved = await find(gameId, userId);
      return saved ? { plies: saved.plies, lines: saved.lines } : { plies: null, lines: [] };
    },

    /** Saves `lines` (each checked from the position now); an empty list clears them. */
    async save(gameId: string, player: PlayerRef, lines: string[][]): Promise<ConditionalMovesView> {
      const row = await deps.games.repo.findGame(gameId);
      if (!row) throw notFound('There is no such game.');
      const me = colorOf(row, player);
      if (!me || player.userId === null) throw forbidden('Only the players of this game can do that.');
      if (row.daysPerMove === null || row.status !== 'started')
        throw new AppError('conditional_not_now', 409, CONDITIONAL_MESSAGES.not_daily);
      const game = loadGame(row);
      if (turnOf(game.state) !== opposite(me))
        throw new AppError('conditional_not_now', 409, CONDITIONAL_MESSAGES.not_now);
      lines.forEach((line, i) => {
        let state = game.state;
        for (const uci of line) {
          const played = playMove(state, uci);
          if (!played.ok) throw illegal(i + 1);
          state = played.value.state;
        }
      });
      const { plies } = game;
      const where = and(eq(dailyConditionals.gameId, gameId), eq(dailyConditionals.userId, player.userId));
      if (lines.length === 0) {
        await db.delete(dailyConditionals).where(where);
        return { plies: null, lines: [] };
      }
      const values = { gameId, userId: player.userId, plies, lines, updatedAt: deps.clock.now() };
      await db
        .insert(dailyConditionals)
        .values(values)
        .onConflictDoUpdate({ target: [dailyConditionals.gameId, dailyConditionals.userId], set: values });
      return { plies, lines };
    },

    /** At start: settles every game with stored lines (a crash between a move and its reply). */
    async recover(): Promise<number> {
      const ids = await db.selectDistinct({ gameId: dailyConditionals.gameId }).from(dailyConditionals);
      for (const { gameId } of ids) await settle(gameId);
      return ids.length;
    },
  };
}

export type ConditionalMoves = ReturnType<typeof createConditionalMoves>;
