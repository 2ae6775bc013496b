import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { type ArticleRow, articles } from './content.tables';

/** Article slugs: lower-case words joined by hyphens. */
export const ARTICLE_URL = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type NewArticle = typeof articles.$inferInsert;

export function createContentRepo(db: DbOrTx) {
  return {
    async findArticle(url: string): Promise<ArticleRow | null> {
      if (!ARTICLE_URL.test(url)) return null;
      const [row] = await db.select().from(articles).where(eq(articles.url, url)).limit(1);
      return row ?? null;
    },
    async insertArticles(rows: NewArticle[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(articles)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: articles.id });
      return inserted.length;
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
