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
 * Items looked up by kind and slug or by id, and the home page's featured items, kept per node for
 * a few seconds: they are read far more often than they change. Who may see a copy is decided per
 * request, as for a fresh one.
 */
export function createItemCache(deps: { bus: Bus; clock: Clock }) {
  const items = new Map<string, { at: number; found: ItemWithAuthor | null }>();
  let featured: { at: number; rows: ItemWithAuthor[] } | null = null;
  const clear = () => {
    items.clear();
    featured = null;
  };
  deps.bus.subscribe(CONTENT_CHANGED, clear).catch(() => {});
  const fresh = (at: number, now: number) => now - at < TTL_MS;

  async function item(key: string, load: () => Promise<ItemWithAuthor | null>) {
    const now = deps.clock.now().getTime();
    const kept = items.get(key);
    if (kept && fresh(kept.at, now)) return kept.found;
    const found = await load();
    if (items.size >= MAX_ENTRIES) items.clear();
    items.set(key, { at: now, found });
    return found;
  }

  return {
    get: (kind: ContentKind, slug: string, load: () => Promise<ItemWithAuthor | null>) =>
      item(`${kind}/${slug}`, load),
    byId: (id: number, load: () => Promise<ItemWithAuthor | null>) => item(`#${id}`, load),
    /** The home page's featured items (the same for everyone). */
    async featured(load: () => Promise<ItemWithAuthor[]>): Promise<ItemWithAuthor[]> {
      const now = deps.clock.now().getTime();
      if (featured && fresh(featured.at, now)) return featured.rows;
      const rows = await load();
      featured = { at: now, rows };
      return rows;
    },
    /** Drops every copy here and on the other nodes. */
    async changed(): Promise<void> {
      clear();
      await deps.bus.publish(CONTENT_CHANGED, {});
    },
  };
}
