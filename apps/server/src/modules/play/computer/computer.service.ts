import {
  COMPUTER_BOTS,
  COMPUTER_MESSAGES,
  type ComputerGameRecord,
  computerBot,
  type RecordComputerGameRequest,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import { AppError, badRequest } from '../../../platform/errors';
import { ensureComputerAccounts } from '../../accounts';
import { newGameId } from '../game.service';
import { type NameOpening, openingColumns } from '../game-opening';
import { games } from '../play.tables';
import { computerGames, computerPlayers } from './computer.tables';
import { computerGameRow } from './computer-game-row';
import { judgeComputerGame } from './computer-judge';

/** The member who played: a logged-in member (guests' games against the computer are not kept). */
export interface ComputerGameMember {
  userId: number;
  username: string;
}

/**
 * The computer players' accounts and user ids (by bot key), made on first use and remembered; a
 * failure is tried again next time.
 */
export async function computerPlayerIds(db: DbOrTx, now: Date): Promise<Map<string, number>> {
  const ids = await ensureComputerAccounts(db, now, COMPUTER_BOTS);
  if (ids.size > 0)
    await db
      .insert(computerPlayers)
      .values([...ids].map(([botKey, userId]) => ({ botKey, userId })))
      .onConflictDoNothing();
  return ids;
}

/** Whether a member account is a computer player's: they are played on /play/computer, never challenged. */
export async function isComputerPlayer(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: computerPlayers.userId })
    .from(computerPlayers)
    .where(eq(computerPlayers.userId, userId));
  return row !== undefined;
}

/**
 * Games against the computer. The engine runs in the member's browser; the server replays the
 * finished game with the live rules, checks that its end is true of the final position, and keeps
 * it as an ordinary finished, unrated game against the bot's account (so the archive, exports and
 * analysis show it), with its level beside it.
 */
export function createComputerGames(deps: { db: Db; clock: Clock; nameOpening: NameOpening }) {
  let ids: Promise<Map<string, number>> | null = null;
  const botIds = () => {
    ids ??= computerPlayerIds(deps.db, deps.clock.now()).catch((error: unknown) => {
      ids = null;
      throw error;
    });
    return ids;
  };

  return {
    /** The bot a member account plays as, or null for a person (§4 user type `computer`). */
    async botKeyOf(userId: number): Promise<string | null> {
      const [row] = await deps.db
        .select({ botKey: computerPlayers.botKey })
        .from(computerPlayers)
        .where(eq(computerPlayers.userId, userId));
      return row?.botKey ?? null;
    },

    async record(member: ComputerGameMember, input: RecordComputerGameRequest): Promise<ComputerGameRecord> {
      const bot = computerBot(input.bot);
      if (!bot) throw badRequest('validation_failed', COMPUTER_MESSAGES.unknownBot, 'bot');
      if (bot.level !== null && bot.level !== input.level)
        throw badRequest(
          'computer_level_invalid',
          `${bot.username} plays at level ${bot.level} only.`,
          'level',
        );
      const judged = judgeComputerGame(input.moves, input.end, input.color);
      if (!judged.ok) throw new AppError(judged.error.code, 422, judged.error.message);
      const botUserId = (await botIds()).get(bot.key);
      if (botUserId === undefined) throw new AppError('conflict', 409, COMPUTER_MESSAGES.unknownBot);
      const now = deps.clock.now();
      const id = newGameId();
      const row = computerGameRow({
        id,
        member,
        bot,
        botUserId,
        memberColor: input.color,
        verdict: judged.value,
        startedAt: now,
        endedAt: now,
      });
      await deps.db.transaction(async (tx) => {
        await tx.insert(games).values({ ...row, ...openingColumns(deps.nameOpening, judged.value.moves) });
        await tx.insert(computerGames).values({ gameId: id, botKey: bot.key, level: input.level });
      });
      const { status, winner, endReason } = judged.value;
      return { id, status, winner, endReason, rated: false };
    },
  };
}

export type ComputerGames = ReturnType<typeof createComputerGames>;
