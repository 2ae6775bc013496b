import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { type NewNotification, type NotificationRow, notifications } from './notifications.tables';

/** A member as a notification names them. */
export interface Actor {
  username: string;
  avatarUrl: string | null;
}

export type NotificationWithActor = NotificationRow & { actor: Actor | null };

const actorColumns = { username: users.username, avatarUrl: users.avatarUrl };

export function createNotificationsRepo(db: Db) {
  return {
    async insert(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning();
    },

    async actor(userId: number): Promise<Actor | null> {
      const [row] = await db.select(actorColumns).from(users).where(eq(users.userId, userId));
      return row ?? null;
    },

    /** Newest first: `limit` rows older than the `before` id when given. */
    async page(userId: number, before: number | undefined, limit: number): Promise<NotificationWithActor[]> {
      const rows = await db
        .select({ notification: notifications, actor: actorColumns })
        .from(notifications)
        .leftJoin(users, eq(users.userId, notifications.actorId))
        .where(
          and(
            eq(notifications.userId, userId),
            before === undefined ? undefined : lt(notifications.id, before),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.notification, actor: row.actor }));
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Unread counts of several members at once (a fan-out's pushes); members with none are left out. */
    async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.n]));
    },

    /** Marks one of the member's notifications read (again: no change); false when they have no such one. */
    async markRead(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Read notifications created before `cutoff`. */
    async deleteReadBefore(cutoff: Date): Promise<number> {
      const gone = await db
        .delete(notifications)
        .where(and(isNotNull(notifications.readAt), lt(notifications.createdAt, cutoff)))
        .returning({ id: notifications.id });
      return gone.length;
    },

    /** Every member's notifications past their newest `keep`. */
    async deleteBeyond(keep: number): Promise<number> {
      const ranked = sql`select ${notifications.id} as id, row_number() over (partition by ${notifications.userId} order by ${notifications.id} desc) as rank from ${notifications}`;
      const gone = await db
        .delete(notifications)
        .where(sql`${notifications.id} in (select id from (${ranked}) ranked where rank > ${keep})`)
        .returning({ id: notifications.id });
      return gone.length;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
