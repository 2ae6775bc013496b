import type { ContentKind } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { ItemWithAuthor } from './content.repo';
import { createKeyedCache } from './keyed-cache';

/** Published by a bus message when an item changes (saved, locked, featured): every node drops its copies. */
export const CONTENT_CHANGED = 'content.itemChanged';
/** How long a copy lives when the bus message is lost. */
const TTL_MS = 10_000;

/** What an item's copies are kept under. */
interface ItemAddress {
  id: number;
  kind: ContentKind;
  slug: string;
}
const MAX_ENTRIES = 2_000;

/**
 * Items looked up by kind and slug or by id, and the home page's featured items, kept per node for
 * a few seconds: they are read far more often than they change. Who may see a copy is decided per
 * request, as for a fresh one. An item is kept with its HTML current (rendered again once, by the
 * load, when an older renderer made it).
 */
export function createItemCache(deps: { bus: Bus; clock: Clock }) {
  const options = { clock: deps.clock, ttlMs: TTL_MS };
  // Null (no item) is kept too: an address with no item is asked for again as often.
  const items = createKeyedCache<string, ItemWithAuthor | null>({
    ...options,
    maxEntries: MAX_ENTRIES,
  });
  const featured = createKeyedCache<'home', ItemWithAuthor[]>({ ...options, maxEntries: 1 });
  const clear = () => {
    items.clear();
    featured.clear();
  };
  /** An item's copies (by address and by id) and the featured list, which shows its comment count. */
  const dropItem = (item: ItemAddress) => {
    items.drop([`${item.kind}/${item.slug}`, `#${item.id}`]);
    featured.clear();
  };
  deps.bus
    .subscribe(CONTENT_CHANGED, (message) => {
      const item = (message as { item?: ItemAddress } | null)?.item;
      if (item && typeof item.id === 'number' && typeof item.slug === 'string') dropItem(item);
      else clear();
    })
    .catch(() => {});

  const item = (key: string, load: () => Promise<ItemWithAuthor | null>) => items.get(key, load);

  return {
    get: (kind: ContentKind, slug: string, load: () => Promise<ItemWithAuthor | null>) =>
      item(`${kind}/${slug}`, load),
    /** The kept copy of an item (or of its absence), at once; undefined when none is kept. */
    peek: (kind: ContentKind, slug: string) => items.peek(`${kind}/${slug}`),
    byId: (id: number, load: () => Promise<ItemWithAuthor | null>) => item(`#${id}`, load),
    /** The kept copy of an item by id (or of its absence), at once; undefined when none is kept. */
    peekById: (id: number) => items.peek(`#${id}`),
    /** The home page's featured items (the same for everyone). */
    featured: (load: () => Promise<ItemWithAuthor[]>): Promise<ItemWithAuthor[]> =>
      featured.get('home', load),
    /** The kept featured items, at once; undefined when none are kept. */
    featuredKept: (): ItemWithAuthor[] | undefined => featured.peek('home')?.value,
    /** Drops every copy here and on the other nodes. */
    async changed(): Promise<void> {
      clear();
      await deps.bus.publish(CONTENT_CHANGED, {});
    },
    /** Drops one item's copies here and on the other nodes (its comment count changed). */
    async itemChanged(item: ItemAddress): Promise<void> {
      dropItem(item);
      await deps.bus.publish(CONTENT_CHANGED, { item: { id: item.id, kind: item.kind, slug: item.slug } });
    },
  };
}
