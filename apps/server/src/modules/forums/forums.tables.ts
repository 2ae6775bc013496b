import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** A forum: site-wide (`club_id` null) or a club's own, where only its members write. */
export const forumCategories = pgTable(
  'forum_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The club whose forum this is (modules/clubs); null: site-wide. */
    clubId: integer('club_id'),
    position: integer('position').notNull().default(0),
    topicCount: integer('topic_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('forum_categories_slug_idx').on(t.slug),
    index('forum_categories_club_idx').on(t.clubId),
  ],
);

/**
 * A topic, addressed by its uuid (§3). `last_post_at` orders a category's list (keyset on it and the
 * id); a deleted topic keeps its rows (reports point at it) but is gone for everyone.
 */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
    authorId: memberId('author_id'),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    postCount: integer('post_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    lastPostAt: at('last_post_at').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('forum_topics_uuid_idx').on(t.uuid),
    index('forum_topics_list_idx')
      .on(t.categoryId, t.lastPostAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('forum_topics_pinned_idx').on(t.categoryId).where(sql`${t.pinned} and ${t.deletedAt} is null`),
  ],
);

/** A post: the Markdown as typed and its HTML, cached at a renderer version (platform/markdown). */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: memberId('author_id'),
    body: text('body').notNull(),
    html: text('html').notNull(),
    htmlVersion: smallint('html_version').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
  },
  (t) => [
    index('forum_posts_topic_idx').on(t.topicId, t.id),
    index('forum_posts_search_idx').using('gin', sql`to_tsvector('simple', ${t.body})`),
  ],
);

/** The text a post had before each edit, and who changed it. */
export const forumPostEdits = pgTable(
  'forum_post_edits',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    editorId: integer('editor_id').references(() => users.userId, { onDelete: 'set null' }),
    editedAt: at('edited_at').notNull(),
  },
  (t) => [index('forum_post_edits_post_idx').on(t.postId, t.id)],
);

/** Members told of new posts in a topic (its author and repliers join on their own; anyone may leave). */
export const forumSubscriptions = pgTable(
  'forum_subscriptions',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    /** False once the member left: posting again does not bring them back. */
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.userId] }), index('forum_subscriptions_user_idx').on(t.userId)],
);
