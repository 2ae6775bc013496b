import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';
import type { RateLimiter, RateRule } from '../rate-limit';

/** Checks every rule before any work; over any of them, 429 with Retry-After. */
export function createLimits(limiter: RateLimiter) {
  return {
    async enforce(reply: FastifyReply, rules: [key: string, rule: RateRule][]): Promise<void> {
      const decisions = await Promise.all(rules.map(([key, rule]) => limiter.hit(key, rule)));
      const refused = decisions.filter((d) => !d.allowed);
      if (refused.length === 0) return;
      const retryAfter = Math.max(...refused.map((d) => d.retryAfter));
      reply.header('retry-after', String(retryAfter));
      throw new AppError(
        'rate_limited',
        429,
        `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
      );
    },

    /** Counts one hit and says whether it is within the rule, for callers that answer otherwise than 429. */
    async allows(key: string, rule: RateRule): Promise<boolean> {
      return (await limiter.hit(key, rule)).allowed;
    },

    /** One more request in flight under `key`, unless `limit` are already (then false); pair with `leave`. */
    enter: (key: string, limit: number, ttlMs: number): Promise<boolean> => limiter.enter(key, limit, ttlMs),
    leave: (key: string): Promise<void> => limiter.leave(key),
  };
}

export type Limits = ReturnType<typeof createLimits>;
