import { and, asc, desc, eq, gt, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { blockedEitherSql } from '../relations';
import { type ContentCommentRow, contentComments, contentItems } from './content.tables';

export interface CommentWithAuthor {
  comment: ContentCommentRow;
  author: { userId: number; username: string; avatarUrl: string | null };
}

const columns = {
  comment: contentComments,
  author: { userId: users.userId, username: users.username, avatarUrl: users.avatarUrl },
};

export type NewComment = typeof contentComments.$inferInsert;

/** Comments and their replies; the item's comment count moves with them, in the same transaction. */
export function createCommentsRepo(db: Db) {
  const withAuthor = () =>
    db.select(columns).from(contentComments).innerJoin(users, eq(users.userId, contentComments.authorId));

  return {
    async insert(row: NewComment): Promise<ContentCommentRow> {
      return db.transaction(async (tx) => {
        const [made] = await tx.insert(contentComments).values(row).returning();
        await tx
          .update(contentItems)
          .set({ commentCount: sql`${contentItems.commentCount} + 1` })
          .where(eq(contentItems.id, row.itemId));
        return made!;
      });
    },

    async find(id: number): Promise<CommentWithAuthor | null> {
      const [row] = await withAuthor().where(eq(contentComments.id, id)).limit(1);
      return row ?? null;
    },

    async update(id: number, patch: Partial<NewComment>): Promise<ContentCommentRow | null> {
      const [row] = await db.update(contentComments).set(patch).where(eq(contentComments.id, id)).returning();
      return row ?? null;
    },

    /** Deletes the comment and its replies (cascade), and takes them off the item's count. */
    async delete(comment: ContentCommentRow): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(contentComments)
          .where(eq(contentComments.id, comment.id))
          .returning({ id: contentComments.id });
        if (gone.length === 0) return;
        // Its replies went with it (cascade): the count is the item's comments as they now stand.
        await tx
          .update(contentItems)
          .set({
            commentCount: sql`(select count(*)::int from ${contentComments} where ${contentComments.itemId} = ${comment.itemId})`,
          })
          .where(eq(contentItems.id, comment.itemId));
      });
    },

    /**
     * A page of an item's top-level comments, oldest first, after `after`, and every reply to them, in
     * one statement (replies are one level and few per comment); none by members blocked either way
     * with `viewerId`. Top-level comments and replies come back together, oldest first.
     */
    thread(
      itemId: number,
      after: number | undefined,
      limit: number,
      viewerId: number | null,
    ): Promise<CommentWithAuthor[]> {
      const shown = (viewer: number | null) =>
        viewer === null ? undefined : not(blockedEitherSql(sql`${viewer}::int`, contentComments.authorId));
      const page = db.$with('page').as(
        db
          .select({ id: contentComments.id })
          .from(contentComments)
          .where(
            and(
              eq(contentComments.itemId, itemId),
              isNull(contentComments.parentId),
              after === undefined ? undefined : gt(contentComments.id, after),
              shown(viewerId),
            ),
          )
          .orderBy(asc(contentComments.id))
          .limit(limit),
      );
      const ids = db.select({ id: page.id }).from(page);
      return db
        .with(page)
        .select(columns)
        .from(contentComments)
        .innerJoin(users, eq(users.userId, contentComments.authorId))
        .where(
          or(inArray(contentComments.id, ids), and(inArray(contentComments.parentId, ids), shown(viewerId))),
        )
        .orderBy(asc(contentComments.id))
        .limit(limit * 51);
    },

    /** A member's latest comments (their activity on the home page). */
    by(authorId: number, limit: number): Promise<ContentCommentRow[]> {
      return db
        .select()
        .from(contentComments)
        .where(eq(contentComments.authorId, authorId))
        .orderBy(desc(contentComments.id))
        .limit(limit);
    },

    async saveHtml(id: number, html: string, version: number): Promise<void> {
      await db.update(contentComments).set({ html, htmlVersion: version }).where(eq(contentComments.id, id));
    },
  };
}

export type CommentsRepo = ReturnType<typeof createCommentsRepo>;
