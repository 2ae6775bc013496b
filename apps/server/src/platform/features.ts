import type { Db } from '../db/db';
import type { Bus } from './bus';
import type { Clock } from './clock';
import { badRequest } from './errors';
import { featureFlags } from './meta.tables';

export const FEATURE_NAME = /^[a-z0-9_.-]{1,64}$/;

/** Flags are cached this long per process; a change also tells every node over the bus. */
const CACHE_MS = 5000;

const CHANGED = 'features.changed';

/** Feature flags of the page context (§6): config sets defaults, the CLI overrides them in the database. */
export function createFeatures(deps: { db: Db; clock: Clock; bus: Bus; defaults: Record<string, boolean> }) {
  let cached: { at: number; flags: Record<string, boolean> } | null = null;
  // Other nodes drop their cache at once; the TTL covers a message the bus lost.
  const subscribed = deps.bus.subscribe(CHANGED, () => {
    cached = null;
  });
  subscribed.catch(() => {});

  /** The cached flags while fresh: the same object each time, so callers may memoise on it. */
  function cachedFlags(): Record<string, boolean> | null {
    return cached && deps.clock.now().getTime() - cached.at < CACHE_MS ? cached.flags : null;
  }

  return {
    /** The flags without a promise, or null when they must be read again (then call `all`). */
    cached: cachedFlags,

    async all(): Promise<Record<string, boolean>> {
      const fresh = cachedFlags();
      if (fresh) return fresh;
      const now = deps.clock.now().getTime();
      const rows = await deps.db.select().from(featureFlags);
      const flags = { ...deps.defaults };
      for (const row of rows) flags[row.name] = row.enabled;
      cached = { at: now, flags };
      return flags;
    },

    async set(name: string, enabled: boolean): Promise<void> {
      if (!FEATURE_NAME.test(name)) {
        throw badRequest(
          'validation_failed',
          'Feature names are 1 to 64 characters: a-z, 0-9, dot, dash, underscore.',
        );
      }
      const now = deps.clock.now();
      await deps.db
        .insert(featureFlags)
        .values({ name, enabled, updatedAt: now })
        .onConflictDoUpdate({ target: featureFlags.name, set: { enabled, updatedAt: now } });
      cached = null;
      await subscribed;
      await deps.bus.publish(CHANGED, { name });
    },
  };
}

export type Features = ReturnType<typeof createFeatures>;
