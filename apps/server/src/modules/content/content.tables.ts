import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  authorId: integer('author_id').references(() => users.userId, { onDelete: 'set null' }),
  commentsLocked: boolean('comments_locked').notNull().default(false),
  featured: boolean('featured').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export type ArticleRow = typeof articles.$inferSelect;
