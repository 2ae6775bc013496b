import type { ClubJoinPolicy, ClubRole } from '@kingside/contract';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** A club, addressed by its slug (chess.com's url-ID); `member_count` is kept with each join and leave. */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    country: text('country'),
    avatarUrl: text('avatar_url'),
    joinPolicy: text('join_policy').$type<ClubJoinPolicy>().notNull(),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    lastActivityAt: at('last_activity_at').notNull(),
  },
  (t) => [uniqueIndex('clubs_slug_idx').on(t.slug)],
);

export const clubMembers = pgTable(
  'club_members',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    role: text('role').$type<ClubRole>().notNull(),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index('club_members_user_idx').on(t.userId)],
);

/** Someone waiting: a member who asked to join (`request`), or one an admin invited (`invite`). */
export const clubPending = pgTable(
  'club_pending',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    kind: text('kind').$type<'request' | 'invite'>().notNull(),
    byUserId: integer('by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] }), index('club_pending_user_idx').on(t.userId)],
);

/** Club news posted by its admins (Markdown, rendered by platform/markdown). */
export const clubNews = pgTable(
  'club_news',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    authorId: memberId('author_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    htmlVersion: smallint('html_version').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('club_news_club_idx').on(t.clubId, t.id)],
);

/** A line of a club's chat; history pages go newest first by id within the club (keyset). */
export const clubChatLines = pgTable(
  'club_chat_lines',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('club_chat_lines_club_idx').on(t.clubId, t.id.desc())],
);
