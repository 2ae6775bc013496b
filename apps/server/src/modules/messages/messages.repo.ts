import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { directMessages, messageThreads } from './messages.tables';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof directMessages.$inferSelect;
export type NewMessage = Omit<typeof directMessages.$inferInsert, 'id' | 'threadId'>;

const ordered = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });

/** The member's unread count column, whichever side of the row they are. */
const unreadOf = (me: number) =>
  sql<number>`case when ${messageThreads.lowUserId} = ${me} then ${messageThreads.lowUnread} else ${messageThreads.highUnread} end`;
const otherOf = (me: number) =>
  sql`case when ${messageThreads.lowUserId} = ${me} then ${messageThreads.highUserId} else ${messageThreads.lowUserId} end`;
const mine = (me: number) => or(eq(messageThreads.lowUserId, me), eq(messageThreads.highUserId, me));

export function createMessagesRepo(db: Db) {
  return {
    async thread(a: number, b: number): Promise<ThreadRow | null> {
      const { low, high } = ordered(a, b);
      const [row] = await db
        .select()
        .from(messageThreads)
        .where(and(eq(messageThreads.lowUserId, low), eq(messageThreads.highUserId, high)));
      return row ?? null;
    },

    /**
     * Stores a message in the pair's thread (made on the first one) and counts it unread for the
     * recipient, in one transaction; answers the message and the recipient's unread total after it.
     */
    send(from: number, to: number, message: NewMessage) {
      const { low, high } = ordered(from, to);
      return db.transaction(async (tx) => {
        const [thread] = await tx
          .insert(messageThreads)
          .values({
            lowUserId: low,
            highUserId: high,
            lastMessageAt: message.createdAt,
            createdAt: message.createdAt,
          })
          .onConflictDoUpdate({
            target: [messageThreads.lowUserId, messageThreads.highUserId],
            set: { lastMessageAt: message.createdAt },
          })
          .returning();
        const [stored] = await tx
          .insert(directMessages)
          .values({ ...message, threadId: thread!.id })
          .returning();
        const toIsLow = to === low;
        await tx
          .update(messageThreads)
          .set({
            lastMessageId: stored!.id,
            ...(toIsLow
              ? { lowUnread: sql`${messageThreads.lowUnread} + 1` }
              : { highUnread: sql`${messageThreads.highUnread} + 1` }),
          })
          .where(eq(messageThreads.id, thread!.id));
        return { thread: thread!, message: stored! };
      });
    },

    /** The member's threads, latest activity first, with the other member and the last message. */
    async inbox(me: number, offset: number, limit: number) {
      const other = users;
      return db
        .select({
          thread: messageThreads,
          unread: unreadOf(me),
          other: { userId: other.userId, username: other.username, avatarUrl: other.avatarUrl },
          last: {
            senderId: directMessages.senderId,
            body: directMessages.body,
            createdAt: directMessages.createdAt,
          },
        })
        .from(messageThreads)
        .innerJoin(other, eq(other.userId, otherOf(me)))
        .innerJoin(directMessages, eq(directMessages.id, messageThreads.lastMessageId))
        .where(mine(me))
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
        .offset(offset)
        .limit(limit);
    },

    async unreadTotal(me: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${unreadOf(me)}), 0)::int` })
        .from(messageThreads)
        .where(mine(me));
      return Number(row?.total ?? 0);
    },

    /** A page of a thread, newest first (before the message id `before`, when given). */
    async messages(threadId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(directMessages)
        .where(
          and(
            eq(directMessages.threadId, threadId),
            before === undefined ? undefined : lt(directMessages.id, before),
          ),
        )
        .orderBy(desc(directMessages.id))
        .limit(limit);
    },

    async markRead(thread: ThreadRow, me: number): Promise<void> {
      await db
        .update(messageThreads)
        .set(me === thread.lowUserId ? { lowUnread: 0 } : { highUnread: 0 })
        .where(eq(messageThreads.id, thread.id));
    },

    /** Keeps a message's HTML current after the renderer changed. */
    async saveHtml(tx: DbOrTx, id: number, html: string, version: number): Promise<void> {
      await tx.update(directMessages).set({ html, htmlVersion: version }).where(eq(directMessages.id, id));
    },

    /** The member's latest messages, newest first, with whom they went to (moderation's evidence). */
    async sentBy(userId: number, limit: number) {
      return db
        .select({
          id: directMessages.id,
          threadId: directMessages.threadId,
          body: directMessages.body,
          createdAt: directMessages.createdAt,
          toUsername: users.username,
        })
        .from(directMessages)
        .innerJoin(messageThreads, eq(messageThreads.id, directMessages.threadId))
        .innerJoin(users, eq(users.userId, otherOf(userId)))
        .where(eq(directMessages.senderId, userId))
        .orderBy(desc(directMessages.id))
        .limit(limit);
    },
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
