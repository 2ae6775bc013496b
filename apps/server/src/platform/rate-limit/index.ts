import { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

export type { RateDecision, RateLimiter, RateRule } from './rate-limiter';

export function createRateLimiter(options: {
  redisUrl: string | null;
  prefix: string;
  clock: Clock;
}): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter(new Redis(options.redisUrl, { maxRetriesPerRequest: 3 }), options.prefix)
    : createMemoryRateLimiter(options.clock);
}
