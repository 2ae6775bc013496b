import { and, asc, desc, eq, gt, inArray, isNull, not, sql } from 'drizzle-orm';
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

    /** Top-level comments of an item, oldest first, after `after`; none by members blocked either way with `viewerId`. */
    top(
      itemId: number,
      after: number | undefined,
      limit: number,
      viewerId: number | null,
    ): Promise<CommentWithAuthor[]> {
      return withAuthor()
        .where(
          and(
            eq(contentComments.itemId, itemId),
            isNull(contentComments.parentId),
            after === undefined ? undefined : gt(contentComments.id, after),
            viewerId === null
              ? undefined
              : not(blockedEitherSql(sql`${viewerId}::int`, contentComments.authorId)),
          ),
        )
        .orderBy(asc(contentComments.id))
        .limit(limit);
    },

    /** Every reply to these comments, oldest first. Replies are one level and few per comment. */
    replies(parentIds: number[], viewerId: number | null): Promise<CommentWithAuthor[]> {
      if (parentIds.length === 0) return Promise.resolve([]);
      return withAuthor()
        .where(
          and(
            inArray(contentComments.parentId, parentIds),
            viewerId === null
              ? undefined
              : not(blockedEitherSql(sql`${viewerId}::int`, contentComments.authorId)),
          ),
        )
        .orderBy(asc(contentComments.id))
        .limit(parentIds.length * 50);
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
