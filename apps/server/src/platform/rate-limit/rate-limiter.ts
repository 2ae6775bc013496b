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
  /**
   * Counts one more request in flight under `key`, unless `limit` are already: then it says no
   * and counts nothing. Each yes needs its `leave`. In Redis a count nobody touches for `ttlMs`
   * is dropped, so a node that dies mid-request cannot hold a count for ever.
   */
  enter(key: string, limit: number, ttlMs: number): Promise<boolean>;
  leave(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const inFlight = new Map<string, number>();
  let sweeps = 0;
  return {
    async enter(key, limit) {
      const count = inFlight.get(key) ?? 0;
      if (count >= limit) return false;
      inFlight.set(key, count + 1);
      return true;
    },
    async leave(key) {
      const count = (inFlight.get(key) ?? 1) - 1;
      if (count > 0) inFlight.set(key, count);
      else inFlight.delete(key);
    },
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
      inFlight.clear();
    },
  };
}

// INCR and set the expiry only on the first hit, atomically, so a window never lives forever.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

// One more in flight unless the limit is reached; each entry pushes the key's expiry out again.
const ENTER_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

// One less in flight, never below zero (the key may have expired meanwhile).
const LEAVE_SCRIPT = `
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n`;

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async enter(key, limit, ttlMs) {
      return (await redis.eval(ENTER_SCRIPT, 1, `${prefix}inflight:${key}`, limit, ttlMs)) === 1;
    },
    async leave(key) {
      await redis.eval(LEAVE_SCRIPT, 1, `${prefix}inflight:${key}`);
    },
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
