import type { Clock } from '../../platform/clock';
import { createSingleFlight } from './single-flight';

export interface KeyedCacheOptions {
  clock: Clock;
  /** How long a copy lives when the bus message that should drop it is lost. */
  ttlMs: number;
  maxEntries: number;
  /** A number in [0, 1) (tests pass a fixed one); Math.random by default. */
  random?: () => number;
}

/**
 * Copies live between three quarters of the TTL and all of it, drawn per key: keys loaded together
 * (a feed's authors, a page read by many at once) do not all expire in the same tick.
 */
const JITTER = 0.25;

/**
 * Values by key, kept on this node until dropped (by a bus message, wired by the caller) or
 * expired. Concurrent misses of a key share one load. A load that was under way while its key (or
 * everything) was dropped is answered but not kept: it may have read the rows from before the change.
 */
export function createKeyedCache<K, V>(options: KeyedCacheOptions) {
  const entries = new Map<K, { expires: number; value: V }>();
  // A batch load (`many`) may not answer every key it was asked for: those waiters get undefined.
  const flights = createSingleFlight<K, V | undefined>();
  /** Bumped by every drop; a load keeps its value only if none happened while it ran. */
  let generation = 0;
  const now = () => options.clock.now().getTime();
  const random = options.random ?? Math.random;

  function keep(key: K, value: V, at: number, expiresAt: number | null | undefined): void {
    if (entries.size >= options.maxEntries) entries.clear();
    const lives = options.ttlMs * (1 - JITTER * random());
    entries.set(key, { expires: Math.min(at + lives, expiresAt ?? Infinity), value });
  }

  function fresh(key: K, at: number): { value: V } | undefined {
    const kept = entries.get(key);
    return kept && kept.expires > at ? kept : undefined;
  }

  /** Runs `load` and keeps what it answers, unless a drop happened meanwhile. */
  async function loadAndKeep<T>(load: () => Promise<T>, each: (loaded: T, at: number) => void): Promise<T> {
    const at = now();
    const before = generation;
    const loaded = await load();
    if (before === generation) each(loaded, at);
    return loaded;
  }

  return {
    /** The kept copy of `key` if there is a fresh one, at once: no promise for callers on a hot path. */
    peek: (key: K): { value: V } | undefined => fresh(key, now()),

    /**
     * Whether the fresh copies of the first `count` keys are the very objects `values` holds from
     * `offset` on: one clock read, nothing made (an unchanged answer's check, on a hot path).
     */
    keptAre(keys: readonly K[], count: number, values: readonly unknown[], offset: number): boolean {
      const at = now();
      for (let i = 0; i < count; i++) {
        const kept = fresh(keys[i]!, at);
        if (!kept || kept.value !== values[offset + i]) return false;
      }
      return true;
    },

    /** The kept value, or what `load` answers (kept until `expiresAt` if it names an earlier time). */
    async get(key: K, load: () => Promise<V>, expiresAt?: (value: V) => number | null): Promise<V> {
      const kept = fresh(key, now());
      if (kept) return kept.value;
      const loadOne = () => loadAndKeep(load, (value, at) => keep(key, value, at, expiresAt?.(value)));
      const value = await flights.run(key, loadOne);
      // Joined a batch that did not answer this key: read it alone.
      return value === undefined ? load() : value;
    },

    /** Kept values of these keys; `load` reads the missing ones at once and they are kept. */
    async many(
      keys: K[],
      load: (missing: K[]) => Promise<Map<K, V>>,
      expiresAt?: (value: V) => number | null,
    ): Promise<Map<K, V>> {
      const at = now();
      const found = new Map<K, V>();
      const waits: Promise<void>[] = [];
      const missing: K[] = [];
      const wait = (key: K, under: Promise<V | undefined>) =>
        waits.push(
          under.then((value) => {
            if (value !== undefined) found.set(key, value);
          }),
        );
      for (const key of keys) {
        const kept = fresh(key, at);
        if (kept) found.set(key, kept.value);
        else {
          const under = flights.running(key);
          if (under) wait(key, under);
          else missing.push(key);
        }
      }
      if (missing.length > 0) {
        const batch = loadAndKeep(
          () => load(missing),
          (loaded, loadedAt) => {
            for (const [key, value] of loaded) keep(key, value, loadedAt, expiresAt?.(value));
          },
        );
        for (const key of missing)
          wait(
            key,
            flights.run(key, () => batch.then((loaded) => loaded.get(key))),
          );
      }
      await Promise.all(waits);
      return found;
    },

    drop(keys: Iterable<K>): void {
      generation++;
      for (const key of keys) {
        flights.forget(key);
        entries.delete(key);
      }
    },

    clear(): void {
      generation++;
      flights.forgetAll();
      entries.clear();
    },
  };
}

export type KeyedCache<K, V> = ReturnType<typeof createKeyedCache<K, V>>;
