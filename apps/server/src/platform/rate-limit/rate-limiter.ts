import type { Redis } from 'ioredis';
import type { Clock } from '../clock';

export interface RateRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets, for `Retry-After`. */
  retryAfter: number;
}

/** Fixed-window counters: in memory on one node, in Redis (shared by every node) with REDIS_URL. */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    async hit(key, rule) {
      const now = clock.now().getTime();
      // Forget finished windows now and then, so the map cannot grow without bound.
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count++;
      return {
        allowed: window.count <= rule.limit,
        retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and set the expiry only on the first hit, atomically, so a window never lives forever.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}rate:${key}`, rule.windowMs)) as [
        number,
        number,
      ];
      return { allowed: count <= rule.limit, retryAfter: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
