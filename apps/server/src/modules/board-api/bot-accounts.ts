import { BOARD_API_MESSAGES } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import { botAccounts } from './bot-accounts.tables';

/** Whether a member has played or is playing any game (play answers; wired in services.ts). */
export type HasPlayed = (userId: number) => Promise<boolean>;

/** Bot accounts (§4 user type `computer`): which members are bots, and the one-way upgrade. */
export function createBotAccounts(deps: { db: Db; clock: Clock; hasPlayed: HasPlayed }) {
  return {
    async isBot(userId: number): Promise<boolean> {
      const [row] = await deps.db
        .select({ userId: botAccounts.userId })
        .from(botAccounts)
        .where(eq(botAccounts.userId, userId));
      return row !== undefined;
    },

    /** lichess's rule: only an account that has played no game becomes a bot, and stays one. */
    async upgrade(userId: number): Promise<void> {
      if (await this.isBot(userId)) throw badRequest('bad_request', BOARD_API_MESSAGES.alreadyBot);
      if (await deps.hasPlayed(userId)) throw badRequest('bad_request', BOARD_API_MESSAGES.botHasGames);
      await deps.db
        .insert(botAccounts)
        .values({ userId, upgradedAt: deps.clock.now() })
        .onConflictDoNothing();
    },
  };
}

export type BotAccounts = ReturnType<typeof createBotAccounts>;
