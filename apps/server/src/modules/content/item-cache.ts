import type { ContentKind } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { ItemWithAuthor } from './content.repo';

/** Published by a bus message when an item changes (saved, locked, featured): every node drops its copies. */
export const CONTENT_CHANGED = 'content.itemChanged';
/** How long a copy lives when the bus message is lost, and how stale a comment count may be. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/**
 * Items looked up by kind and slug, kept per node for a few seconds: an article page is read far
 * more often than it changes. Who may see a copy is decided per request, as for a fresh one.
 */
export function createItemCache(deps: { bus: Bus; clock: Clock }) {
  const entries = new Map<string, { at: number; found: ItemWithAuthor | null }>();
  deps.bus.subscribe(CONTENT_CHANGED, () => entries.clear()).catch(() => {});

  return {
    async get(
      kind: ContentKind,
      slug: string,
      load: () => Promise<ItemWithAuthor | null>,
    ): Promise<ItemWithAuthor | null> {
      const key = `${kind}/${slug}`;
      const now = deps.clock.now().getTime();
      const kept = entries.get(key);
      if (kept && now - kept.at < TTL_MS) return kept.found;
      const found = await load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { at: now, found });
      return found;
    },
    /** Drops every copy here and on the other nodes. */
    async changed(): Promise<void> {
      entries.clear();
      await deps.bus.publish(CONTENT_CHANGED, {});
    },
  };
}
