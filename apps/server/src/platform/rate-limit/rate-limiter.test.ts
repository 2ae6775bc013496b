import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { createMemoryRateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  it('allows the limit, refuses the next hit, and opens again when the window ends', async () => {
    const clock = new ManualClock();
    const limiter = createMemoryRateLimiter(clock);
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await limiter.hit('ip:1', rule)).allowed).toBe(true);
    const refused = await limiter.hit('ip:1', rule);
    expect(refused).toEqual({ allowed: false, retryAfter: 60 });
    clock.advance(45_000);
    expect((await limiter.hit('ip:1', rule)).retryAfter).toBe(15);
    clock.advance(15_000);
    expect((await limiter.hit('ip:1', rule)).allowed).toBe(true);
  });

  it('counts keys apart', async () => {
    const limiter = createMemoryRateLimiter(new ManualClock());
    const rule = { limit: 1, windowMs: 1000 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
  });

  it('counts requests in flight up to a limit, and frees a place when one leaves', async () => {
    const limiter = createMemoryRateLimiter(new ManualClock());
    expect(await limiter.enter('ip:1', 2, 60_000)).toBe(true);
    expect(await limiter.enter('ip:1', 2, 60_000)).toBe(true);
    expect(await limiter.enter('ip:1', 2, 60_000)).toBe(false);
    expect(await limiter.enter('ip:2', 2, 60_000)).toBe(true);
    await limiter.leave('ip:1');
    expect(await limiter.enter('ip:1', 2, 60_000)).toBe(true);
    expect(await limiter.enter('ip:1', 2, 60_000)).toBe(false);
  });
});
