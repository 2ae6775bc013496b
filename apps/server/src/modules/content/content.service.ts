import {
  CONTENT_MESSAGES,
  CONTENT_PAGE_SIZE,
  type ContentCard,
  type ContentIndexPage,
  type ContentKind,
  type ContentSaveResponse,
  type ContentView,
  FEATURED_ON_HOME,
  type IndexedKind,
  LOCK_PREFIXES,
  type LockPrefix,
  MESSAGES,
} from '@kingside/contract';
import type { ContentItemInput } from '@kingside/contract/schemas';
import type { Db, Tx } from '../../db/db';
import { uniqueViolation } from '../../db/pg-errors';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { isStale, MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import type { UploadStore } from '../../platform/uploads';
import type { UserRow } from '../accounts';
import { cursorOf, parseCursor } from './addresses';
import { presentCard, presentView, publishState } from './content.present';
import { createContentRepo, type IndexFilters, type ItemWithAuthor } from './content.repo';
import { storeContentImage } from './content-images';
import { createItemCache } from './item-cache';
import { freeSlug, publishedAtOf } from './publishing';

/** What an item's save writes beside it, in its transaction (a video's source). */
export type Alongside = (tx: Tx, itemId: number) => Promise<void>;

/** Who is asking: a member (staff or not) or a guest. */
export interface ContentViewer {
  user: UserRow | null;
  staff: boolean;
}

export interface ContentDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  uploads: UploadStore;
}

/** Articles, news and blogs render the same way: blocks, boards for FEN/PGN, uploaded images. */
export const renderContent = (body: string) =>
  renderMarkdown(body, { profile: 'document', diagrams: true, uploadedImages: true });

const FEATURED_ON_INDEX = 3;

/**
 * Content items: who sees what (drafts and scheduled items only their author and staff), the index
 * pages, the editor's save with its publish state, and staff curation (lock comments, feature).
 */
export function createContent(deps: ContentDeps) {
  const repo = createContentRepo(deps.db);
  const cache = createItemCache(deps);
  const now = () => deps.clock.now();
  const inTransaction = <T>(work: (tx: Tx) => Promise<T>) => deps.db.transaction(work);

  const isAuthorOf = (found: ItemWithAuthor, viewer: ContentViewer) =>
    viewer.user !== null && found.item.authorId === viewer.user.userId;
  const mayEdit = (found: ItemWithAuthor, viewer: ContentViewer) => viewer.staff || isAuthorOf(found, viewer);

  /** Whether the viewer may see the item at all: published by now, or theirs, or staff. */
  function visible(found: ItemWithAuthor, viewer: ContentViewer): boolean {
    return publishState(found.item, now()) === 'published' || mayEdit(found, viewer);
  }

  /** HTML an older renderer made is rendered again, and saved. */
  async function current(found: ItemWithAuthor): Promise<ItemWithAuthor> {
    if (!isStale(found.item.htmlVersion)) return found;
    const html = renderContent(found.item.body);
    await repo.saveHtml(found.item.id, html, MARKDOWN_RENDERER_VERSION);
    return { ...found, item: { ...found.item, html, htmlVersion: MARKDOWN_RENDERER_VERSION } };
  }

  const view = (found: ItemWithAuthor, viewer: ContentViewer): ContentView =>
    presentView(found, now(), { canEdit: mayEdit(found, viewer), canCurate: viewer.staff });

  /**
   * What a reader who may not edit sees of a kept copy is the same for all of them (published, no
   * body, no rights), so it is made once per copy: one object, which the page also serialises once.
   * Never changed in place, like the copy itself.
   */
  const readerViews = new WeakMap<ItemWithAuthor, ContentView>();
  function pageView(found: ItemWithAuthor, viewer: ContentViewer): ContentView {
    if (viewer.staff || isAuthorOf(found, viewer)) return view(found, viewer);
    let made = readerViews.get(found);
    if (!made) {
      made = view(found, viewer);
      readerViews.set(found, made);
    }
    return made;
  }

  /** What the viewer sees of a found item on its page: null (404) when it may not see it there. */
  function pageOf(found: ItemWithAuthor | null, viewer: ContentViewer, author?: string): ContentView | null {
    if (!found || !visible(found, viewer)) return null;
    if (author !== undefined && found.author?.username.toLowerCase() !== author.toLowerCase()) return null;
    return pageView(found, viewer);
  }

  /** Blogs are any member's; articles, news and videos are staff's and authors'. */
  async function mayWrite(kind: IndexedKind, viewer: ContentViewer): Promise<boolean> {
    if (!viewer.user) return false;
    return kind === 'blog' || viewer.staff || (await repo.isAuthor(viewer.user.userId));
  }

  async function editable(id: number, viewer: ContentViewer): Promise<ItemWithAuthor> {
    const found = await repo.find(id);
    if (!found || !visible(found, viewer)) throw notFound(CONTENT_MESSAGES.not_found);
    if (!mayEdit(found, viewer)) throw forbidden(CONTENT_MESSAGES.content_forbidden);
    return found;
  }

  /** An item by id for staff curation: any state, any kind named. */
  async function curated(kind: ContentKind, id: number): Promise<ItemWithAuthor> {
    const found = await repo.find(id);
    if (!found || found.item.kind !== kind) throw notFound(CONTENT_MESSAGES.not_found);
    return found;
  }

  return {
    repo,

    /** The item a page shows; null (404) when there is none or the viewer may not see it yet. */
    async page(
      kind: ContentKind,
      slug: string,
      viewer: ContentViewer,
      author?: string,
    ): Promise<ContentView | null> {
      // Kept with its HTML current: a stale one is rendered again once per copy, not per view.
      const found = await cache.get(kind, slug, async () => {
        const row = await repo.findBySlug(kind, slug);
        return row && current(row);
      });
      return pageOf(found, viewer, author);
    },

    /**
     * As `page`, answered at once from this node's copy: undefined when none is kept (then `page`
     * loads it). Pages of kept items are sent without a promise.
     */
    pageKept(
      kind: ContentKind,
      slug: string,
      viewer: ContentViewer,
      author?: string,
    ): ContentView | null | undefined {
      const kept = cache.peek(kind, slug);
      return kept && pageOf(kept.value, viewer, author);
    },

    /** An item the viewer may see, by id (comments and the editor use it). */
    async visibleItem(id: number, viewer: ContentViewer): Promise<ItemWithAuthor> {
      const found = await cache.byId(id, () => repo.find(id));
      if (!found || !visible(found, viewer)) throw notFound(CONTENT_MESSAGES.not_found);
      return found;
    },

    /**
     * As `visibleItem`, at once from this node's copy: undefined when none is kept or the viewer may
     * not see it (then `visibleItem` answers, with its 404).
     */
    visibleItemKept(id: number, viewer: ContentViewer): ItemWithAuthor | undefined {
      const found = cache.peekById(id)?.value;
      return found && visible(found, viewer) ? found : undefined;
    },

    /** An item's comments changed: its kept copies (and their comment count) are dropped on every node. */
    commentsChanged: (item: ItemWithAuthor): Promise<void> => cache.itemChanged(item.item),

    /** The home page's featured items of every kind, the most recently featured first. */
    featuredOnHome: (): Promise<ItemWithAuthor[]> =>
      cache.featured(() => repo.featured(null, {}, now(), FEATURED_ON_HOME)),
    /** The kept copy of the home page's featured items, at once; undefined when none is kept. */
    featuredOnHomeKept: (): ItemWithAuthor[] | undefined => cache.featuredKept(),

    async forEditor(id: number, viewer: ContentViewer): Promise<ContentView> {
      return view(await current(await editable(id, viewer)), viewer);
    },

    /** Whether the viewer may write an item of the kind: the create's check, and the indexes' "Write" link. */
    mayWrite,

    /** A kind's index: featured items lead the first page, then the rest newest first. */
    async index(
      kind: ContentKind,
      filters: IndexFilters,
      after: string | undefined,
    ): Promise<ContentIndexPage> {
      const at = now();
      const cursor = parseCursor(after);
      const featured = cursor ? [] : await repo.featured(kind, filters, at, FEATURED_ON_INDEX);
      const rows = await repo.page(
        kind,
        filters,
        at,
        cursor,
        featured.map((f) => f.item.id),
        CONTENT_PAGE_SIZE + 1,
      );
      const shown = rows.slice(0, CONTENT_PAGE_SIZE);
      return {
        featured: featured.map((row) => presentCard(row, at)),
        items: shown.map((row) => presentCard(row, at)),
        next: rows.length > CONTENT_PAGE_SIZE ? cursorOf(shown.at(-1)!.item) : null,
      };
    },

    /** The viewer's own items, drafts and scheduled ones too. */
    async mine(viewer: UserRow): Promise<ContentCard[]> {
      const at = now();
      return (await repo.mine(viewer.userId, 50)).map((row) => presentCard(row, at));
    },

    /** A new item; `alongside` writes what belongs with it (a video's source) in the same transaction. */
    async create(
      viewer: ContentViewer & { user: UserRow },
      input: ContentItemInput,
      alongside?: Alongside,
    ): Promise<ContentSaveResponse> {
      if (!(await mayWrite(input.kind, viewer)))
        throw new AppError('author_role_required', 403, CONTENT_MESSAGES.author_role_required);
      const at = now();
      const slug = await freeSlug(repo, input.kind, input.slug, input.title, null);
      try {
        const row = await inTransaction(async (tx) => {
          const made = await repo.insert(tx, {
            kind: input.kind,
            slug,
            title: input.title,
            summary: input.summary,
            body: input.body,
            html: renderContent(input.body),
            htmlVersion: MARKDOWN_RENDERER_VERSION,
            authorId: viewer.user.userId,
            coverUrl: input.coverUrl ?? null,
            language: input.language,
            tags: [...new Set(input.tags)],
            publishedAt: publishedAtOf(input, null, now()),
            createdAt: at,
            updatedAt: at,
          });
          await alongside?.(tx, made.id);
          return made;
        });
        await cache.changed();
        const found = (await repo.find(row.id))!;
        return { ok: true, message: CONTENT_MESSAGES.saved, item: view(found, viewer) };
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('slug_taken', 409, CONTENT_MESSAGES.slug_taken);
        throw error;
      }
    },

    async save(
      id: number,
      viewer: ContentViewer,
      input: ContentItemInput,
      alongside?: Alongside,
    ): Promise<ContentSaveResponse> {
      const found = await editable(id, viewer);
      if (found.item.kind !== input.kind)
        throw badRequest('validation_failed', 'kind: cannot change', 'kind');
      const slug = await freeSlug(repo, input.kind, input.slug ?? found.item.slug, input.title, id);
      try {
        await inTransaction(async (tx) => {
          await repo.update(
            id,
            {
              slug,
              title: input.title,
              summary: input.summary,
              body: input.body,
              html: renderContent(input.body),
              htmlVersion: MARKDOWN_RENDERER_VERSION,
              coverUrl: input.coverUrl ?? null,
              language: input.language,
              tags: [...new Set(input.tags)],
              publishedAt: publishedAtOf(input, found.item.publishedAt, now()),
              updatedAt: now(),
            },
            tx,
          );
          await alongside?.(tx, id);
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('slug_taken', 409, CONTENT_MESSAGES.slug_taken);
        throw error;
      }
      await cache.changed();
      return { ok: true, message: CONTENT_MESSAGES.saved, item: view((await repo.find(id))!, viewer) };
    },

    preview: (body: string) => ({ html: renderContent(body) }),

    /** A picture for an article: checked, re-encoded to WebP, stored by its content; its address. */
    uploadImage: (bytes: Buffer, type: string) => storeContentImage(deps.uploads, bytes, type),

    /** §7 lock-comments: locks (or with `on: 0` unlocks) the comments of an item of the prefix's kind. */
    async lockComments(prefix: LockPrefix, id: number, on: boolean) {
      await curated(LOCK_PREFIXES[prefix], id);
      await repo.update(id, { commentsLocked: on });
      await cache.changed();
      return {
        ok: true as const,
        locked: on,
        message: on ? CONTENT_MESSAGES.commentsLocked : CONTENT_MESSAGES.commentsUnlocked,
      };
    },

    /** §7 feature: the item leads the home page and its index (or, with `on: 0`, no longer). */
    async feature(kind: ContentKind, id: number, on: boolean) {
      await curated(kind, id);
      await repo.update(id, { featuredAt: on ? now() : null });
      await cache.changed();
      return {
        ok: true as const,
        featured: on,
        message: on ? MESSAGES.featureSet : CONTENT_MESSAGES.featureRemoved,
      };
    },
  };
}

export type Content = ReturnType<typeof createContent>;
