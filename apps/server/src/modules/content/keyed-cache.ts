import type { Clock } from '../../platform/clock';

export interface KeyedCacheOptions {
  clock: Clock;
  /** How long a copy lives when the bus message that should drop it is lost. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Values by key, kept on this node until dropped (by a bus message, wired by the caller) or
 * expired. A load that was under way while its key (or everything) was dropped is answered but not
 * kept: it may have read the rows from before the change.
 */
export function createKeyedCache<K, V>(options: KeyedCacheOptions) {
  const entries = new Map<K, { expires: number; value: V }>();
  /** Bumped by every drop; a load keeps its value only if none happened while it ran. */
  let generation = 0;
  const now = () => options.clock.now().getTime();

  function keep(key: K, value: V, expires: number): void {
    if (entries.size >= options.maxEntries) entries.clear();
    entries.set(key, { expires, value });
  }

  return {
    /** The kept value, or what `load` answers (kept until `expiresAt` if it names an earlier time). */
    async get(key: K, load: () => Promise<V>, expiresAt?: (value: V) => number | null): Promise<V> {
      const at = now();
      const kept = entries.get(key);
      if (kept && kept.expires > at) return kept.value;
      const before = generation;
      const value = await load();
      if (before === generation)
        keep(key, value, Math.min(at + options.ttlMs, expiresAt?.(value) ?? Infinity));
      return value;
    },

    /** Kept values of these keys; `load` reads the missing ones at once and they are kept. */
    async many(
      keys: K[],
      load: (missing: K[]) => Promise<Map<K, V>>,
      expiresAt?: (value: V) => number | null,
    ): Promise<Map<K, V>> {
      const at = now();
      const found = new Map<K, V>();
      const missing: K[] = [];
      for (const key of keys) {
        const kept = entries.get(key);
        if (kept && kept.expires > at) found.set(key, kept.value);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const before = generation;
      const loaded = await load(missing);
      for (const [key, value] of loaded) {
        found.set(key, value);
        if (before === generation)
          keep(key, value, Math.min(at + options.ttlMs, expiresAt?.(value) ?? Infinity));
      }
      return found;
    },

    drop(keys: Iterable<K>): void {
      generation++;
      for (const key of keys) entries.delete(key);
    },

    clear(): void {
      generation++;
      entries.clear();
    },
  };
}

export type KeyedCache<K, V> = ReturnType<typeof createKeyedCache<K, V>>;
