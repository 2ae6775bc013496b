import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../rate-limit/rate-limiter';
import { createRedisBus } from './redis-bus';

const url = process.env.REDIS_URL;
// Every key and channel of this run carries its own prefix, and is deleted afterwards.
const prefix = `kingside-test-${randomBytes(4).toString('hex')}:`;

describe.runIf(url)('on Redis', () => {
  const cleanup = new Redis(url!);
  afterAll(async () => {
    const keys = await cleanup.keys(`${prefix}*`);
    if (keys.length) await cleanup.del(...keys);
    await cleanup.quit();
  });

  it('delivers a message from one node to another, and nothing across prefixes', async () => {
    const nodeA = createRedisBus({ url: url!, prefix });
    const nodeB = createRedisBus({ url: url!, prefix });
    const stranger = createRedisBus({ url: url!, prefix: `${prefix}other:` });
    const received: unknown[] = [];
    const strangerReceived: unknown[] = [];
    await nodeB.subscribe('features.changed', (m) => received.push(m));
    await stranger.subscribe('features.changed', (m) => strangerReceived.push(m));
    await nodeA.publish('features.changed', { name: 'clash' });
    await expect.poll(() => received).toEqual([{ name: 'clash' }]);
    expect(strangerReceived).toEqual([]);
    await Promise.all([nodeA.close(), nodeB.close(), stranger.close()]);
  });

  it('shares one rate limit between nodes', async () => {
    const nodeA = createRedisRateLimiter(new Redis(url!), prefix);
    const nodeB = createRedisRateLimiter(new Redis(url!), prefix);
    const rule = { limit: 3, windowMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await (i % 2 ? nodeA : nodeB).hit('login:ip:10.0.0.1', rule));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfter).toBeGreaterThan(0);
    expect(decisions[3]!.retryAfter).toBeLessThanOrEqual(60);
    expect(await cleanup.pttl(`${prefix}rate:login:ip:10.0.0.1`)).toBeGreaterThan(0);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('shares one count of requests in flight between nodes, with an expiry', async () => {
    const nodeA = createRedisRateLimiter(new Redis(url!), prefix);
    const nodeB = createRedisRateLimiter(new Redis(url!), prefix);
    const key = 'pub:10.0.0.2';
    expect(await nodeA.enter(key, 2, 60_000)).toBe(true);
    expect(await nodeB.enter(key, 2, 60_000)).toBe(true);
    expect(await nodeA.enter(key, 2, 60_000)).toBe(false);
    expect(await cleanup.pttl(`${prefix}inflight:${key}`)).toBeGreaterThan(0);
    await nodeB.leave(key);
    expect(await nodeA.enter(key, 2, 60_000)).toBe(true);
    await Promise.all([nodeA.leave(key), nodeA.leave(key)]);
    expect(await cleanup.exists(`${prefix}inflight:${key}`)).toBe(0);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });
});
