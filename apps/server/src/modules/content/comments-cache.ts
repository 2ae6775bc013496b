import { COMMENT_PAGE_SIZE } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { RELATIONS_CHANGED, type RelationsChanged } from '../relations';
import type { CommentWithAuthor } from './comments.repo';
import { createKeyedCache } from './keyed-cache';

/** Published when an item's comments changed (`{ itemId }`): every node drops its first page. */
export const COMMENTS_CHANGED = 'content.commentsChanged';
/** How long a copy lives when the bus message is lost (an author's new name or avatar, too). */
const TTL_MS = 10_000;
/**
 * Top-level comments kept per item: twice a page, so a viewer who blocked (or was blocked by) a few
 * of their authors still gets a full first page from the copy.
 */
export const KEPT_TOP = COMMENT_PAGE_SIZE * 2;

/** An item's first top-level comments (oldest first, at most KEPT_TOP) with all their replies. */
export interface FirstComments {
  top: CommentWithAuthor[];
  replies: CommentWithAuthor[];
  /** Whether `top` holds every top-level comment of the item. */
  complete: boolean;
}

/**
 * What the comments of a busy page read on every request, kept per node: each item's first
 * comments as everyone sees them, and each viewer's blocks (either way), so the page is filtered
 * per viewer after the copy. A new, edited or deleted comment drops its item's copy on every node
 * (COMMENTS_CHANGED); a block drops both members' sets (relations' RELATIONS_CHANGED).
 */
export function createCommentsCache(deps: { bus: Bus; clock: Clock }) {
  const first = createKeyedCache<number, FirstComments>({
    clock: deps.clock,
    ttlMs: TTL_MS,
    maxEntries: 2_000,
  });
  const blocked = createKeyedCache<number, ReadonlySet<number>>({
    clock: deps.clock,
    ttlMs: TTL_MS,
    maxEntries: 20_000,
  });
  deps.bus
    .subscribe(COMMENTS_CHANGED, (message) => first.drop([(message as { itemId: number }).itemId]))
    .catch(() => {});
  deps.bus
    .subscribe(RELATIONS_CHANGED, (message) => blocked.drop((message as RelationsChanged).userIds))
    .catch(() => {});

  return {
    first: (itemId: number, load: () => Promise<FirstComments>) => first.get(itemId, load),
    blockedBy: (userId: number, load: () => Promise<number[]>) =>
      blocked.get(userId, async () => new Set(await load())),
    /** The kept first comments of an item, at once; undefined when none are kept. */
    firstKept: (itemId: number): FirstComments | undefined => first.peek(itemId)?.value,
    /** The kept blocks of a member, at once; undefined when none are kept. */
    blockedKept: (userId: number): ReadonlySet<number> | undefined => blocked.peek(userId)?.value,
    /** Drops the item's copy here and on the other nodes. */
    async changed(itemId: number): Promise<void> {
      first.drop([itemId]);
      await deps.bus.publish(COMMENTS_CHANGED, { itemId });
    },
  };
}
