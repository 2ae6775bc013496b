import type { ChatLine, ChatRoom } from '@kingside/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { gameChatLines } from './messages.tables';

export function createGameChatRepo(db: Db) {
  return {
    async add(line: { gameId: string; room: ChatRoom; userId: number; body: string; createdAt: Date }) {
      const [row] = await db.insert(gameChatLines).values(line).returning({ id: gameChatLines.id });
      return row!.id;
    },

    /** The room's latest lines, oldest first. */
    async latest(gameId: string, room: ChatRoom, limit: number): Promise<ChatLine[]> {
      const rows = await db
        .select({
          id: gameChatLines.id,
          userId: gameChatLines.userId,
          username: users.username,
          text: gameChatLines.body,
          at: gameChatLines.createdAt,
        })
        .from(gameChatLines)
        .innerJoin(users, eq(users.userId, gameChatLines.userId))
        .where(and(eq(gameChatLines.gameId, gameId), eq(gameChatLines.room, room)))
        .orderBy(desc(gameChatLines.id))
        .limit(limit);
      return rows.reverse().map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}
