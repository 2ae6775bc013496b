import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';
import { games } from '../play/play.tables';

/**
 * One conversation per pair of members, stored once with the lower id first. Each side's unread
 * count is kept on the row (raised by a message, zeroed by reading), so the inbox is one index range.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: serial('id').primaryKey(),
    lowUserId: memberId('low_user_id'),
    highUserId: memberId('high_user_id'),
    lowUnread: integer('low_unread').notNull().default(0),
    highUnread: integer('high_unread').notNull().default(0),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: at('last_message_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('message_threads_pair').on(t.lowUserId, t.highUserId),
    index('message_threads_low_idx').on(t.lowUserId, t.lastMessageAt.desc(), t.id.desc()),
    index('message_threads_high_idx').on(t.highUserId, t.lastMessageAt.desc(), t.id.desc()),
    check('message_threads_ordered', sql`${t.lowUserId} < ${t.highUserId}`),
  ],
);

/** A direct message: the text as typed (Markdown) and its HTML, cached at a renderer version. */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: memberId('sender_id'),
    body: text('body').notNull(),
    html: text('html').notNull(),
    htmlVersion: smallint('html_version').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('direct_messages_thread_idx').on(t.threadId, t.id.desc()),
    index('direct_messages_sender_idx').on(t.senderId, t.id.desc()),
  ],
);

/** A line of a game's chat, in the players' room or the spectators'. */
export const gameChatLines = pgTable(
  'game_chat_lines',
  {
    id: serial('id').primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    room: text('room').$type<'players' | 'spectators'>().notNull(),
    userId: memberId('user_id'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('game_chat_lines_room_idx').on(t.gameId, t.room, t.id.desc())],
);
