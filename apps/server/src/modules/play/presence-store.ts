import { Redis } from 'ioredis';
import type { Clock } from '../../platform/clock';

/**
 * Where presence lives: one hash per subject (a player, a seat at a game), one field per node.
 * Expiry by the platform clock is the reader's (presence.ts); `keepMs` only collects subjects
 * nobody writes any more.
 */
export interface PresenceStore {
  write(
    nodeId: string,
    entries: readonly { subject: string; value: string }[],
    keepMs: number,
  ): Promise<void>;
  /** Every node's field of each subject, in the order asked. */
  read(subjects: readonly string[]): Promise<Record<string, string>[]>;
  close(): Promise<void>;
}

/** One process: nothing outlives it, so a map will do. */
export function createMemoryPresenceStore(clock: Clock): PresenceStore {
  const hashes = new Map<string, { fields: Record<string, string>; until: number }>();
  let writes = 0;
  return {
    async write(nodeId, entries, keepMs) {
      const now = clock.now().getTime();
      for (const { subject, value } of entries) {
        const hash = hashes.get(subject) ?? { fields: {}, until: 0 };
        hash.fields[nodeId] = value;
        hash.until = now + keepMs;
        hashes.set(subject, hash);
      }
      // Collected now and then rather than on a timer of its own.
      if (++writes % 1000 === 0) for (const [k, h] of hashes) if (h.until < now) hashes.delete(k);
    },
    async read(subjects) {
      const now = clock.now().getTime();
      return subjects.map((s) => {
        const hash = hashes.get(s);
        return hash && hash.until >= now ? { ...hash.fields } : {};
      });
    },
    async close() {
      hashes.clear();
    },
  };
}

/** Shared by every node; keys carry the installation's prefix. */
export function createRedisPresenceStore(url: string, prefix: string): PresenceStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  const key = (subject: string) => `${prefix}presence:${subject}`;
  return {
    async write(nodeId, entries, keepMs) {
      if (!entries.length) return;
      const batch = redis.pipeline();
      for (const { subject, value } of entries)
        batch.hset(key(subject), nodeId, value).pexpire(key(subject), keepMs);
      await batch.exec();
    },
    async read(subjects) {
      if (!subjects.length) return [];
      const batch = redis.pipeline();
      for (const subject of subjects) batch.hgetall(key(subject));
      const results = (await batch.exec()) ?? [];
      return results.map(([error, fields]) => {
        if (error) throw error;
        return fields as Record<string, string>;
      });
    },
    async close() {
      await redis.quit();
    },
  };
}
