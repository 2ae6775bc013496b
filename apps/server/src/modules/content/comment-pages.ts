/** Pages of comments: cut from an item's kept first comments, or presented with replies under their parents. */
import { COMMENT_PAGE_SIZE, type CommentsPage } from '@kingside/contract';
import type { CommentWithAuthor } from './comments.repo';
import type { FirstComments } from './comments-cache';
import { presentComment } from './content.present';
import type { ItemWithAuthor } from './content.repo';
import type { ContentViewer } from './content.service';

/** A page of top-level comments with their replies; `more` when later ones follow. */
export interface PageRows {
  shown: CommentWithAuthor[];
  replies: CommentWithAuthor[];
  more: boolean;
}

/** The viewer as comments are presented to them: who they are, and whether staff. */
export const who = (viewer: ContentViewer) =>
  viewer.user ? { userId: viewer.user.userId, staff: viewer.staff } : null;

/** The first page from the kept copy, less what the viewer's blocks hide; null when the copy falls short. */
export function firstPage(copy: FirstComments, hidden: ReadonlySet<number>): PageRows | null {
  const top = copy.top.filter((row) => !hidden.has(row.comment.authorId));
  if (top.length <= COMMENT_PAGE_SIZE && !copy.complete) return null;
  const shown = top.slice(0, COMMENT_PAGE_SIZE);
  const parents = new Set(shown.map((row) => row.comment.id));
  return {
    shown,
    replies: copy.replies.filter(
      (reply) => parents.has(reply.comment.parentId!) && !hidden.has(reply.comment.authorId),
    ),
    more: top.length > COMMENT_PAGE_SIZE,
  };
}

/** A page with each reply under its parent, and the cursor of the next. */
export function presentPage(
  item: ItemWithAuthor,
  { shown, replies, more }: PageRows,
  viewer: ContentViewer,
): CommentsPage {
  const me = who(viewer);
  const byParent = new Map<number, CommentWithAuthor[]>();
  for (const reply of replies) {
    const siblings = byParent.get(reply.comment.parentId!) ?? [];
    siblings.push(reply);
    byParent.set(reply.comment.parentId!, siblings);
  }
  return {
    comments: shown.map((row) =>
      presentComment(
        row,
        me,
        (byParent.get(row.comment.id) ?? []).map((reply) => presentComment(reply, me)),
      ),
    ),
    next: more ? shown.at(-1)!.comment.id : null,
    locked: item.item.commentsLocked,
  };
}
