import type { NotificationData, NotificationKind } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * A member's notifications (the bell). Newest first is the id order (ids grow with time), so the
 * list is one range of `notifications_list_idx`; the unread count reads the partial index of
 * unread rows only. The retention sweep keeps it short (NOTIFICATIONS in the contract).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Who did it; null for the site (moderation), or once the actor's account is gone. */
    actorId: integer('actor_id').references(() => users.userId, { onDelete: 'set null' }),
    subject: text('subject'),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_list_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
