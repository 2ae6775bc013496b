import { randomUUID } from 'node:crypto';
import {
  FORUM_MESSAGES,
  FORUM_POSTS_PAGE,
  FORUM_SEARCH_PAGE,
  FORUM_TOPICS_PAGE,
  type ForumCategoryPage,
  type ForumCategoryView,
  type ForumModerationAction,
  type ForumPostEdit,
  type ForumPostView,
  type ForumSearchPage,
  type ForumTopicPage,
  isAtLeast,
} from '@kingside/contract';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { isStale, MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import { levelOf, type UserRow } from '../accounts';
import type { ForumsDeps } from './forums.ports';
import { presentCategory, presentHit, presentPost, presentTopic } from './forums.present';
import { type CategoryRow, createForumsRepo, type PostRow } from './forums.repo';
import { createReplyAnnouncer } from './reply-announcer';

const render = (body: string) => renderMarkdown(body, { profile: 'document' });
export const isForumModerator = (user: UserRow | null) =>
  Boolean(user && isAtLeast(levelOf(user), 'moderator'));

/** `> **name** wrote:` and the quoted text, each line a quote, then the reply. */
export function withQuote(quoted: { username: string; body: string }, reply: string): string {
  const lines = quoted.body.split('\n').map((line) => `> ${line}`);
  return [`> **${quoted.username}** wrote:`, '>', ...lines, '', reply].join('\n');
}

/**
 * Forums: categories (site-wide or a club's), topics by uuid, Markdown posts through the one
 * renderer. Writers are members who are not muted; a club's forum takes its members only; a locked
 * topic takes no posts; a block between a writer and the topic's author (or a quoted author) refuses.
 */
export function createForums(deps: ForumsDeps) {
  const repo = createForumsRepo(deps.db);
  const announce = createReplyAnnouncer(repo, deps);

  async function clubOf(category: CategoryRow) {
    if (category.clubId === null) return null;
    return (await deps.clubs()?.clubOf(category.clubId)) ?? null;
  }

  async function view(category: CategoryRow): Promise<ForumCategoryView> {
    return presentCategory(category, await clubOf(category));
  }

  /** Whether the member may write in the category (club forums: its members; staff anywhere). */
  async function mayWrite(category: CategoryRow, me: UserRow | null): Promise<boolean> {
    if (!me) return false;
    if (category.clubId === null || isForumModerator(me)) return true;
    return (await deps.clubs()?.isMember(category.clubId, me.userId)) ?? false;
  }

  async function writer(category: CategoryRow, me: UserRow): Promise<void> {
    const until = await deps.mutedUntil(me.userId);
    if (until && until > deps.clock.now()) {
      throw new AppError(
        'member_muted',
        403,
        FORUM_MESSAGES.muted(until.toISOString().slice(0, 16).replace('T', ' ')),
      );
    }
    if (!(await mayWrite(category, me))) {
      throw new AppError('forum_club_members_only', 403, FORUM_MESSAGES.forum_club_members_only);
    }
  }

  async function category(slug: string): Promise<CategoryRow> {
    const row = await repo.categoryBySlug(slug);
    if (!row) throw notFound(FORUM_MESSAGES.noSuchCategory);
    return row;
  }

  async function topic(uuid: string) {
    const row = await repo.topicByUuid(uuid.toLowerCase());
    if (!row) throw notFound(FORUM_MESSAGES.noSuchTopic);
    return row;
  }

  async function post(id: number) {
    const row = await repo.postById(id);
    if (!row) throw notFound(FORUM_MESSAGES.noSuchPost);
    return row;
  }

  /** Posts whose cached HTML an older renderer made are rendered again, and saved. */
  async function current(row: PostRow): Promise<PostRow> {
    if (!isStale(row.htmlVersion)) return row;
    const html = render(row.body);
    await repo.saveHtml(row.id, html, MARKDOWN_RENDERER_VERSION);
    return { ...row, html, htmlVersion: MARKDOWN_RENDERER_VERSION };
  }

  const newPost = (me: UserRow, body: string) => ({
    authorId: me.userId,
    body,
    html: render(body),
    htmlVersion: MARKDOWN_RENDERER_VERSION,
    createdAt: deps.clock.now(),
  });

  return {
    repo,

    async categories(): Promise<ForumCategoryView[]> {
      return (await repo.siteCategories()).map((row) => presentCategory(row, null));
    },

    async categoryPage(
      slug: string,
      after: string | undefined,
      me: UserRow | null,
    ): Promise<ForumCategoryPage> {
      const row = await category(slug);
      const cursor = after
        ? { at: new Date(after.slice(0, after.indexOf('_'))), id: Number(after.split('_')[1]) }
        : null;
      const [pinned, rows, canPost] = await Promise.all([
        cursor ? [] : repo.pinnedTopics(row.id),
        repo.topics(row.id, cursor, FORUM_TOPICS_PAGE + 1),
        mayWrite(row, me),
      ]);
      const page = rows.slice(0, FORUM_TOPICS_PAGE);
      const last = page.at(-1)?.topic;
      return {
        category: await view(row),
        topics: [...pinned, ...page].map((r) => presentTopic(r.topic, r.author)),
        nextCursor:
          rows.length > FORUM_TOPICS_PAGE && last ? `${last.lastPostAt.toISOString()}_${last.id}` : null,
        canPost,
      };
    },

    async createTopic(me: UserRow, slug: string, title: string, body: string): Promise<{ uuid: string }> {
      const row = await category(slug);
      await writer(row, me);
      const { topic: created } = await repo.createTopic(
        { uuid: randomUUID(), categoryId: row.id, title },
        newPost(me, body),
      );
      return { uuid: created.uuid };
    },

    async topicPage(uuid: string, after: number | undefined, me: UserRow | null): Promise<ForumTopicPage> {
      const { topic: t, author } = await topic(uuid);
      const cat = (await repo.categoryById(t.categoryId))!;
      const [rows, subscribed, canWrite] = await Promise.all([
        repo.posts(t.id, after, FORUM_POSTS_PAGE + 1),
        me ? repo.isSubscribed(t.id, me.userId) : false,
        mayWrite(cat, me),
      ]);
      const page = rows.slice(0, FORUM_POSTS_PAGE);
      const moderator = isForumModerator(me);
      const posts: ForumPostView[] = [];
      for (const r of page) {
        const canEdit = Boolean(me && (moderator || r.post.authorId === me.userId));
        posts.push(presentPost(await current(r.post), r.author, canEdit));
      }
      return {
        topic: { ...presentTopic(t, author), category: await view(cat) },
        posts,
        nextCursor: rows.length > FORUM_POSTS_PAGE ? (page.at(-1)?.post.id ?? null) : null,
        subscribed,
        canReply: canWrite && !t.locked,
        canModerate: moderator,
      };
    },

    async reply(me: UserRow, uuid: string, body: string, quote: number | undefined): Promise<ForumPostView> {
      const { topic: t } = await topic(uuid);
      const cat = (await repo.categoryById(t.categoryId))!;
      await writer(cat, me);
      if (t.locked) throw locked();
      if (await deps.blocks.isBlockedEither(me.userId, t.authorId)) throw blocked();
      let text = body;
      if (quote !== undefined) {
        const quoted = await post(quote);
        if (quoted.topic.id !== t.id)
          throw badRequest('forum_quote_elsewhere', FORUM_MESSAGES.forum_quote_elsewhere);
        if (await deps.blocks.isBlockedEither(me.userId, quoted.post.authorId)) throw blocked();
        text = withQuote({ username: quoted.author.username, body: quoted.post.body }, body);
      }
      const stored = await repo.reply(t.id, newPost(me, text));
      // Locked (or deleted) between the read above and the write: the write checked again.
      if (!stored) throw locked();
      void announce(t, me);
      return presentPost(stored, me, true);
    },

    async edit(me: UserRow, postId: number, body: string): Promise<ForumPostView> {
      const found = await post(postId);
      if (found.post.authorId !== me.userId && !isForumModerator(me)) {
        throw new AppError('forum_not_author', 403, FORUM_MESSAGES.forum_not_author);
      }
      if (found.topic.locked && !isForumModerator(me)) throw locked();
      const change = { body, html: render(body), htmlVersion: MARKDOWN_RENDERER_VERSION };
      const row = await repo.editPost(found.post, change, me.userId, deps.clock.now());
      return presentPost(row, found.author, true);
    },

    async history(postId: number): Promise<ForumPostEdit[]> {
      await post(postId);
      return (await repo.history(postId)).map((row) => ({
        body: row.body,
        editedAt: row.editedAt.toISOString(),
        editor: row.editor ?? '',
      }));
    },

    async subscribe(me: UserRow, uuid: string, on: boolean): Promise<{ subscribed: boolean }> {
      const { topic: t } = await topic(uuid);
      await repo.setSubscribed(t.id, me.userId, on, deps.clock.now());
      return { subscribed: on };
    },

    async moderate(
      me: UserRow,
      uuid: string,
      action: ForumModerationAction,
      to: string | undefined,
    ): Promise<{ ok: true; message: string }> {
      if (!isForumModerator(me)) throw forbidden(FORUM_MESSAGES.moderatorsOnly);
      const { topic: t } = await topic(uuid);
      switch (action) {
        case 'lock':
        case 'unlock':
          await repo.setFlags(t.id, { locked: action === 'lock' });
          break;
        case 'pin':
        case 'unpin':
          await repo.setFlags(t.id, { pinned: action === 'pin' });
          break;
        case 'delete':
          await repo.remove(t, deps.clock.now());
          break;
        case 'move': {
          if (!to) throw badRequest('validation_failed', FORUM_MESSAGES.moveWhere, 'category');
          const target = await category(to);
          if (target.id !== t.categoryId) await repo.move(t, target.id);
          break;
        }
      }
      deps.logger.info({ actor: me.userId, topic: t.uuid, action }, 'forum topic moderated');
      return { ok: true, message: FORUM_MESSAGES.moderated[action] };
    },

    async search(query: string, before: number | undefined): Promise<ForumSearchPage> {
      const rows = await repo.search(query, before, FORUM_SEARCH_PAGE + 1);
      const page = rows.slice(0, FORUM_SEARCH_PAGE);
      return {
        hits: page.map(presentHit),
        nextCursor: rows.length > FORUM_SEARCH_PAGE ? (page.at(-1)?.post.id ?? null) : null,
      };
    },

    /** A topic's existence (the moderation queue labels reports with it). */
    async topicTitle(uuid: string): Promise<string | null> {
      return (await repo.topicByUuid(uuid.toLowerCase()))?.topic.title ?? null;
    },
  };
}

const locked = () => new AppError('forum_topic_locked', 409, FORUM_MESSAGES.forum_topic_locked);
const blocked = () => new AppError('forum_blocked', 403, FORUM_MESSAGES.forum_blocked);

export type Forums = ReturnType<typeof createForums>;
