import type { ContentKind, VideoFileType } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * Articles, news, member blogs (and, sharing the shape, chess videos and lesson courses): one row
 * per item, its Markdown and the HTML rendered from it at a renderer version. `published_at` null
 * is a draft; a time to come is a scheduled item, invisible (404) to anyone but its author and staff
 * until then. Featured items carry the time they were featured (the newest lead).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    html: text('html').notNull(),
    htmlVersion: smallint('html_version').notNull(),
    authorId: integer('author_id').references(() => users.userId, { onDelete: 'set null' }),
    coverUrl: text('cover_url'),
    language: text('language').notNull().default('en'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: at('published_at'),
    featuredAt: at('featured_at'),
    commentsLocked: boolean('comments_locked').notNull().default(false),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('content_items_kind_slug').on(t.kind, t.slug),
    // An index page: a kind's published items, newest first (keyset on published_at, id).
    index('content_items_index_idx').on(t.kind, t.publishedAt.desc(), t.id.desc()),
    index('content_items_author_idx').on(t.authorId, t.publishedAt.desc(), t.id.desc()),
    index('content_items_featured_idx')
      .on(t.kind, t.featuredAt.desc())
      .where(sql`${t.featuredAt} is not null`),
    index('content_items_featured_all_idx').on(t.featuredAt.desc()).where(sql`${t.featuredAt} is not null`),
    index('content_items_tags_idx').using('gin', t.tags),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type NewContentItem = typeof contentItems.$inferInsert;

/**
 * Comments on any item, one level of replies (`parent_id` names a top-level comment). Deleting a
 * comment deletes its replies.
 */
export const contentComments = pgTable(
  'content_comments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    body: text('body').notNull(),
    html: text('html').notNull(),
    htmlVersion: smallint('html_version').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
  },
  (t) => [
    foreignKey({
      name: 'content_comments_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    index('content_comments_top_idx').on(t.itemId, t.id).where(sql`${t.parentId} is null`),
    index('content_comments_parent_idx').on(t.parentId, t.id),
    index('content_comments_author_idx').on(t.authorId, t.id.desc()),
  ],
);

export type ContentCommentRow = typeof contentComments.$inferSelect;

/** Members who may write articles and news besides staff (granted by staff). */
export const contentAuthors = pgTable('content_authors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  grantedAt: at('granted_at').notNull(),
});

/**
 * A chess video's picture, beside its item: a file uploaded here (`file_name` in the video store,
 * its sniffed type and size) or a link to an allowed host (`link_url`, canonical). Premium videos
 * need the tier the entitlements table says (`premiumVideos`).
 */
export const contentVideos = pgTable(
  'content_videos',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    fileType: text('file_type').$type<VideoFileType>(),
    fileBytes: integer('file_bytes'),
    linkUrl: text('link_url'),
    premium: boolean('premium').notNull().default(false),
  },
  (t) => [
    check(
      'content_videos_one_source',
      sql`(${t.fileName} is not null and ${t.fileType} is not null and ${t.fileBytes} is not null and ${t.linkUrl} is null) or (${t.fileName} is null and ${t.linkUrl} is not null)`,
    ),
  ],
);

export type ContentVideoRow = typeof contentVideos.$inferSelect;
