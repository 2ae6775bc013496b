import {
  COMMENT_PAGE_SIZE,
  CONTENT_MESSAGES,
  type CommentResponse,
  type CommentsPage,
  type ContentReportReason,
  MESSAGES,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { isStale, MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import type { UserRow } from '../accounts';
import { firstPage, type PageRows, presentPage, who } from './comment-pages';
import { type CommentWithAuthor, createCommentsRepo } from './comments.repo';
import { createCommentsCache, type FirstComments, KEPT_TOP } from './comments-cache';
import { presentComment } from './content.present';
import type { ItemWithAuthor } from './content.repo';
import type { Content, ContentViewer } from './content.service';

/** Whether a block stands between two members either way (modules/relations). */
export interface BlockCheck {
  isBlockedEither(a: number, b: number): Promise<boolean>;
  /** The members `userId` blocks or is blocked by. */
  blockedEither(userId: number): Promise<number[]>;
}

/** Files a report of a comment with the moderators (modules/moderation); answers what to tell the reporter. */
export type CommentReporter = (
  reporter: UserRow,
  commentId: number,
  authorId: number,
  reason: ContentReportReason,
  details: string | null,
) => Promise<string>;

export interface CommentsDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  content: Content;
  blocks: BlockCheck;
  report: CommentReporter;
}

const render = (body: string) => renderMarkdown(body, { profile: 'document' });
const NOBODY: ReadonlySet<number> = new Set();

/** The first page last answered to a viewer, with the copies it was made from. */
interface FirstAnswer {
  item: ItemWithAuthor;
  copy: FirstComments;
  hidden: ReadonlySet<number>;
  staff: boolean;
  page: CommentsPage;
}

/** Called before a read reaches the database (the route's read limit); copies kept on the node are free. */
export type ChargeRead = () => Promise<void>;
const FREE: ChargeRead = () => Promise.resolve();

/** §5: a comment with nothing in it is refused with the spec's words. */
function refuseEmpty(body: string): void {
  if (body.trim() === '') throw badRequest('comment_empty', MESSAGES.emptyComment, 'body');
}

/**
 * Comments on any content item: one level of replies, edits and deletes by their author (deletes by
 * staff too), refused on locked items and across a block either way with the item's or the
 * parent comment's author. Comments of members blocked either way are not shown.
 */
export function createComments(deps: CommentsDeps) {
  const repo = createCommentsRepo(deps.db);
  const cache = createCommentsCache(deps);

  async function current(row: CommentWithAuthor): Promise<CommentWithAuthor> {
    if (!isStale(row.comment.htmlVersion)) return row;
    const html = render(row.comment.body);
    await repo.saveHtml(row.comment.id, html, MARKDOWN_RENDERER_VERSION);
    return { ...row, comment: { ...row.comment, html, htmlVersion: MARKDOWN_RENDERER_VERSION } };
  }

  async function refuseBlocked(me: number, others: (number | null | undefined)[]): Promise<void> {
    for (const other of new Set(others)) {
      if (other && other !== me && (await deps.blocks.isBlockedEither(me, other)))
        throw new AppError('comment_blocked', 403, CONTENT_MESSAGES.comment_blocked);
    }
  }

  /** A comment the viewer may act on, with its item (visible to them). */
  async function found(commentId: number, viewer: ContentViewer) {
    const row = await repo.find(commentId);
    if (!row) throw notFound(CONTENT_MESSAGES.comment_not_found);
    const item = await deps.content.visibleItem(row.comment.itemId, viewer);
    return { row, item };
  }

  /** An item's first comments as everyone sees them (the copy every node keeps). */
  async function loadFirst(itemId: number): Promise<FirstComments> {
    const rows = await repo.top(itemId, undefined, KEPT_TOP + 1, null);
    const top = await Promise.all(rows.slice(0, KEPT_TOP).map(current));
    const replies = await Promise.all(
      (
        await repo.replies(
          top.map((row) => row.comment.id),
          null,
        )
      ).map(current),
    );
    return { top, replies, complete: rows.length <= KEPT_TOP };
  }

  /** The copies an item's first page is made from: its first comments, and whom the viewer's blocks hide. */
  async function firstCopies(itemId: number, viewer: ContentViewer, charge: ChargeRead) {
    const copy = await cache.first(itemId, async () => {
      await charge();
      return loadFirst(itemId);
    });
    const userId = viewer.user?.userId;
    const hidden =
      userId === undefined
        ? NOBODY
        : await cache.blockedBy(userId, async () => {
            await charge();
            return deps.blocks.blockedEither(userId);
          });
    return { copy, hidden };
  }

  /** Any page, read for this viewer (blocks filtered in the statement). */
  async function readPage(
    itemId: number,
    after: number | undefined,
    viewerId: number | null,
  ): Promise<PageRows> {
    const rows = await repo.top(itemId, after, COMMENT_PAGE_SIZE + 1, viewerId);
    const shown = await Promise.all(rows.slice(0, COMMENT_PAGE_SIZE).map(current));
    const replies = await Promise.all(
      (
        await repo.replies(
          shown.map((row) => row.comment.id),
          viewerId,
        )
      ).map(current),
    );
    return { shown, replies, more: rows.length > COMMENT_PAGE_SIZE };
  }

  /**
   * The first page last answered to each member (by their member row, replaced whenever it
   * changes), and to guests, with the copies it was made from: while they are the same objects, so
   * is the page, and it is not filtered and presented again.
   */
  const firstAnswered = new WeakMap<object, FirstAnswer>();
  const GUESTS = {};

  /** The first page made from these copies: the one last answered if they are the same, else a new one (null: the copy falls short). */
  function firstFrom(
    item: ItemWithAuthor,
    copy: FirstComments,
    hidden: ReadonlySet<number>,
    viewer: ContentViewer,
  ): CommentsPage | null {
    const key = viewer.user ?? GUESTS;
    const last = firstAnswered.get(key);
    if (
      last &&
      last.item === item &&
      last.copy === copy &&
      last.hidden === hidden &&
      last.staff === viewer.staff
    )
      return last.page;
    const kept = firstPage(copy, hidden);
    if (!kept) return null;
    const page = presentPage(item, kept, viewer);
    firstAnswered.set(key, { item, copy, hidden, staff: viewer.staff, page });
    return page;
  }

  return {
    /**
     * An item's first page at once, when the item, its first comments and the viewer's blocks are
     * all kept on this node: the same page `list` answers, without its promises. Undefined sends
     * the caller to `list` (nothing kept, an item the viewer may not see, a copy that falls short).
     */
    firstKept(itemId: number, viewer: ContentViewer): CommentsPage | undefined {
      const item = deps.content.visibleItemKept(itemId, viewer);
      if (!item) return undefined;
      const copy = cache.firstKept(itemId);
      const userId = viewer.user?.userId;
      const hidden = userId === undefined ? NOBODY : cache.blockedKept(userId);
      if (!copy || !hidden) return undefined;
      return firstFrom(item, copy, hidden, viewer) ?? undefined;
    },

    async list(
      itemId: number,
      after: number | undefined,
      viewer: ContentViewer,
      charge: ChargeRead = FREE,
    ): Promise<CommentsPage> {
      const item = await deps.content.visibleItem(itemId, viewer);
      if (after === undefined) {
        const { copy, hidden } = await firstCopies(itemId, viewer, charge);
        const page = firstFrom(item, copy, hidden, viewer);
        if (page) return page;
      }
      await charge();
      return presentPage(item, await readPage(itemId, after, viewer.user?.userId ?? null), viewer);
    },

    async add(
      viewer: ContentViewer & { user: UserRow },
      itemId: number,
      body: string,
      parentId: number | undefined,
    ): Promise<CommentResponse> {
      refuseEmpty(body);
      const item = await deps.content.visibleItem(itemId, viewer);
      if (item.item.commentsLocked)
        throw new AppError('comments_locked', 403, CONTENT_MESSAGES.comments_locked);
      let parentAuthor: number | null = null;
      if (parentId !== undefined) {
        const parent = await repo.find(parentId);
        if (!parent || parent.comment.itemId !== itemId) throw notFound(CONTENT_MESSAGES.comment_not_found);
        if (parent.comment.parentId !== null)
          throw badRequest('reply_depth', CONTENT_MESSAGES.reply_depth, 'parentId');
        parentAuthor = parent.comment.authorId;
      }
      await refuseBlocked(viewer.user.userId, [item.item.authorId, parentAuthor]);
      const comment = await repo.insert({
        itemId,
        authorId: viewer.user.userId,
        parentId: parentId ?? null,
        body,
        html: render(body),
        htmlVersion: MARKDOWN_RENDERER_VERSION,
        createdAt: deps.clock.now(),
      });
      await Promise.all([cache.changed(itemId), deps.content.commentsChanged(item)]);
      const author = {
        userId: viewer.user.userId,
        username: viewer.user.username,
        avatarUrl: viewer.user.avatarUrl,
      };
      return {
        ok: true,
        message: MESSAGES.commentThanks,
        comment: presentComment({ comment, author }, who(viewer)),
      };
    },

    async edit(
      viewer: ContentViewer & { user: UserRow },
      commentId: number,
      body: string,
    ): Promise<CommentResponse> {
      refuseEmpty(body);
      const { row, item } = await found(commentId, viewer);
      if (row.comment.authorId !== viewer.user.userId) throw forbidden(CONTENT_MESSAGES.content_forbidden);
      if (item.item.commentsLocked)
        throw new AppError('comments_locked', 403, CONTENT_MESSAGES.comments_locked);
      const comment = await repo.update(commentId, {
        body,
        html: render(body),
        htmlVersion: MARKDOWN_RENDERER_VERSION,
        editedAt: deps.clock.now(),
      });
      await cache.changed(row.comment.itemId);
      return {
        ok: true,
        message: MESSAGES.commentUpdated,
        comment: presentComment({ comment: comment!, author: row.author }, who(viewer)),
      };
    },

    async remove(
      viewer: ContentViewer & { user: UserRow },
      commentId: number,
    ): Promise<{ ok: true; message: string }> {
      const { row, item } = await found(commentId, viewer);
      if (row.comment.authorId !== viewer.user.userId && !viewer.staff)
        throw forbidden(CONTENT_MESSAGES.content_forbidden);
      await repo.delete(row.comment);
      await Promise.all([cache.changed(row.comment.itemId), deps.content.commentsChanged(item)]);
      return { ok: true, message: MESSAGES.commentDeleted };
    },

    async report(
      viewer: ContentViewer & { user: UserRow },
      commentId: number,
      reason: ContentReportReason,
      details: string | null,
    ): Promise<{ ok: true; message: string }> {
      const { row } = await found(commentId, viewer);
      return {
        ok: true,
        message: await deps.report(viewer.user, commentId, row.comment.authorId, reason, details),
      };
    },

    /** A member's latest comments (their activity). */
    by: (userId: number, limit: number) => repo.by(userId, limit),
  };
}

export type Comments = ReturnType<typeof createComments>;
