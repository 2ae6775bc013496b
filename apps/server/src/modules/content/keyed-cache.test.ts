import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { createKeyedCache } from './keyed-cache';

const TTL = 10_000;

/** A load the test finishes when it chooses, counting how often it was started. */
function controlledLoad<V>() {
  const pending: { resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<V>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

/** Lets every started load reach its await before the test goes on. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function cache(random = () => 0) {
  const clock = new ManualClock();
  return { clock, cache: createKeyedCache<number, string>({ clock, ttlMs: TTL, maxEntries: 10, random }) };
}

describe('keyed cache: one load per key in progress', () => {
  it('two concurrent gets of a key share one load', async () => {
    const { cache: c } = cache();
    const { load, pending } = controlledLoad<string>();
    const first = c.get(1, load);
    const second = c.get(1, load);
    await settle();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('one');
    expect(await Promise.all([first, second])).toEqual(['one', 'one']);
    // Kept: a third get starts no load.
    expect(await c.get(1, load)).toBe('one');
    expect(pending).toHaveLength(1);
  });

  it('a failed load reaches every waiter, is not kept, and the next get loads again', async () => {
    const { cache: c } = cache();
    const { load, pending } = controlledLoad<string>();
    const first = c.get(1, load);
    const second = c.get(1, load);
    await settle();
    pending[0]!.reject(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    const third = c.get(1, load);
    await settle();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('back');
    expect(await third).toBe('back');
  });

  it('different keys load on their own', async () => {
    const { cache: c } = cache();
    const { load, pending } = controlledLoad<string>();
    const one = c.get(1, load);
    const two = c.get(2, load);
    await settle();
    expect(pending).toHaveLength(2);
    pending[0]!.resolve('one');
    pending[1]!.resolve('two');
    expect([await one, await two]).toEqual(['one', 'two']);
  });

  it('a get after a drop does not join the load started before it, which is not kept', async () => {
    const { cache: c } = cache();
    const { load, pending } = controlledLoad<string>();
    const before = c.get(1, load);
    await settle();
    c.drop([1]);
    const after = c.get(1, load);
    await settle();
    expect(pending).toHaveLength(2);
    pending[0]!.resolve('old');
    pending[1]!.resolve('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(await c.get(1, load)).toBe('new');
    expect(pending).toHaveLength(2);
  });

  it('a batch read joins a load of the same key under way and loads only the others', async () => {
    const { cache: c } = cache();
    const single = controlledLoad<string>();
    const alone = c.get(1, single.load);
    await settle();
    const asked: number[][] = [];
    const batch = c.many([1, 2, 3], async (missing) => {
      asked.push(missing);
      return new Map(missing.map((key) => [key, `batch ${key}`]));
    });
    const joining = c.many([2], async () => new Map([[2, 'second batch']]));
    single.pending[0]!.resolve('alone 1');
    expect(await alone).toBe('alone 1');
    expect([...(await batch)].sort()).toEqual([
      [1, 'alone 1'],
      [2, 'batch 2'],
      [3, 'batch 3'],
    ]);
    expect(await joining).toEqual(new Map([[2, 'batch 2']]));
    expect(asked).toEqual([[2, 3]]);
  });

  it('a failed batch reaches its waiters and is not kept', async () => {
    const { cache: c } = cache();
    let loads = 0;
    const failing = async (): Promise<Map<number, string>> => {
      loads++;
      throw new Error('batch failed');
    };
    await expect(Promise.all([c.many([1, 2], failing), c.many([2], failing)])).rejects.toThrow(
      'batch failed',
    );
    expect(loads).toBe(1);
    expect(await c.many([1, 2], async (missing) => new Map(missing.map((k) => [k, `again ${k}`])))).toEqual(
      new Map([
        [1, 'again 1'],
        [2, 'again 2'],
      ]),
    );
  });
});

describe('keyed cache: peek', () => {
  it('answers a fresh copy at once, and nothing before a load, after expiry or after a drop', async () => {
    const { cache: c, clock } = cache();
    expect(c.peek(1)).toBeUndefined();
    await c.get(1, async () => 'one');
    expect(c.peek(1)?.value).toBe('one');
    clock.advance(TTL);
    expect(c.peek(1)).toBeUndefined();
    await c.get(1, async () => 'again');
    c.clear();
    expect(c.peek(1)).toBeUndefined();
  });

  it('tells whether the fresh copies of keys are the very objects an answer was made from', async () => {
    const clock = new ManualClock();
    const c = createKeyedCache<number, { n: number }>({ clock, ttlMs: TTL, maxEntries: 10, random: () => 0 });
    const kept = await c.many([1, 2], async () => new Map([1, 2].map((n) => [n, { n }])));
    const made = ['featured', kept.get(1), kept.get(2)];
    expect(c.keptAre([1, 2], 2, made, 1)).toBe(true);
    expect(c.keptAre([2, 1], 2, made, 1)).toBe(false);
    expect(c.keptAre([1, 2], 2, ['featured', { n: 1 }, kept.get(2)], 1)).toBe(false);
    expect(c.keptAre([1, 3], 1, made, 1)).toBe(true);
    expect(c.keptAre([1, 3], 2, made, 1)).toBe(false);
    c.drop([2]);
    expect(c.keptAre([1, 2], 2, made, 1)).toBe(false);
    expect(c.keptAre([1], 1, made, 1)).toBe(true);
    clock.advance(TTL);
    expect(c.keptAre([1], 1, made, 1)).toBe(false);
  });
});

describe('keyed cache: staggered expiry', () => {
  it('a copy lives between three quarters of the TTL and all of it, drawn per key', async () => {
    const draws = [0, 0.999];
    const { clock, cache: c } = cache(() => draws.shift() ?? 0);
    await c.get(1, async () => 'full');
    await c.get(2, async () => 'short');
    clock.advance(TTL * 0.75 - 1);
    const stale = async () => 'reloaded';
    expect(await c.get(2, stale)).toBe('short');
    clock.advance(TTL * 0.01);
    // Key 2 drew nearly the whole quarter off; key 1 lives the full TTL.
    expect(await c.get(2, stale)).toBe('reloaded');
    expect(await c.get(1, stale)).toBe('full');
    clock.advance(TTL * 0.25);
    expect(await c.get(1, stale)).toBe('reloaded');
  });
});
