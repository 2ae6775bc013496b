import type { ChatLine } from '@kingside/contract';
import { and, desc, eq, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { blockedEitherSql } from '../relations';
import { clubChatLines, clubMembers } from './clubs.tables';

export function createClubChatRepo(db: Db) {
  return {
    async add(line: { clubId: number; userId: number; body: string; createdAt: Date }): Promise<number> {
      const [row] = await db.insert(clubChatLines).values(line).returning({ id: clubChatLines.id });
      return row!.id;
    },

    /** Up to `limit` lines before `before` (newest first), without those of members blocked either way with the reader. */
    async page(
      clubId: number,
      reader: number,
      before: number | undefined,
      limit: number,
    ): Promise<ChatLine[]> {
      const rows = await db
        .select({
          id: clubChatLines.id,
          userId: clubChatLines.userId,
          username: users.username,
          text: clubChatLines.body,
          at: clubChatLines.createdAt,
        })
        .from(clubChatLines)
        .innerJoin(users, eq(users.userId, clubChatLines.userId))
        .where(
          and(
            eq(clubChatLines.clubId, clubId),
            before === undefined ? undefined : lt(clubChatLines.id, before),
            not(blockedEitherSql(sql`${reader}::int`, clubChatLines.userId)),
          ),
        )
        .orderBy(desc(clubChatLines.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },

    /** The club's members with a block either way with the reader: their live lines are not pushed to them. */
    async blockedMembers(clubId: number, reader: number): Promise<number[]> {
      const rows = await db
        .select({ userId: clubMembers.userId })
        .from(clubMembers)
        .where(
          and(eq(clubMembers.clubId, clubId), blockedEitherSql(sql`${reader}::int`, clubMembers.userId)),
        );
      return rows.map((row) => row.userId);
    },
  };
}
