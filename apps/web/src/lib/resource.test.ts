import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, Resource, ResourceRegistry } from './resource';

let clock = 1_000;
const now = () => clock;

beforeEach(() => {
  clock = 1_000;
  localStorage.clear();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Resource', () => {
  it('loads from the service, then records the time and status', async () => {
    const fetch = vi.fn(async () => ['admin']);
    const roles = new Resource({ name: 'roles', fetch, now });
    expect(roles.status).toBe('initial');
    await expect(roles.load()).resolves.toEqual(['admin']);
    expect(roles.status).toBe('loaded');
    expect(roles.timestamp).toBe(1_000);
  });

  it('returns loaded data without asking again while it is fresh; expiration 0 never expires', async () => {
    const fetch = vi.fn(async () => 'data');
    const forever = new Resource({ name: 'forever', fetch, now });
    await forever.load();
    clock += 10 ** 9;
    await forever.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reloads loaded data once it has expired', async () => {
    let version = 0;
    const short = new Resource({ name: 'short', fetch: async () => ++version, expiration: 100, now });
    await short.load();
    clock += 99;
    await expect(short.load()).resolves.toBe(1);
    clock += 1;
    await expect(short.load()).resolves.toBe(2);
  });

  it('shares one request between loads made while it is loading', async () => {
    const answer = deferred<string>();
    const fetch = vi.fn(() => answer.promise);
    const resource = new Resource({ name: 'slow', fetch, now });
    const first = resource.load();
    const second = resource.load();
    expect(resource.status).toBe('loading');
    answer.resolve('done');
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with "failed to load resource: {name}", keeps the cause and rethrows on later loads', async () => {
    const cause = new Error('Network Error');
    const fetch = vi.fn(async () => {
      throw cause;
    });
    const resource = new Resource({ name: 'currentUser', fetch, now });
    const failure = await resource.load().catch((caught: Error) => caught);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('failed to load resource: currentUser');
    expect((failure as Error).cause).toBe(cause);
    expect(resource.status).toBe('failed');
    expect(resource.timestamp).toBe(0);
    await expect(resource.load()).rejects.toBe(failure);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a failed resource again once it is expired', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const resource = new Resource({ name: 'flaky', fetch, now });
    await expect(resource.load()).rejects.toThrow('failed to load resource: flaky');
    resource.expire();
    await expect(resource.load()).resolves.toBe('up');
  });

  it('persists to local storage and loads from there before asking the service', async () => {
    const fetch = vi.fn(async () => ({ theme: 'green' }));
    await new Resource({ name: 'board', fetch, persist: true, now }).load();
    expect(JSON.parse(localStorage.getItem(cacheKey('board')) ?? 'null')).toEqual({
      data: { theme: 'green' },
      timestamp: 1_000,
    });
    const afterReload = new Resource({ name: 'board', fetch, persist: true, now });
    await expect(afterReload.load()).resolves.toEqual({ theme: 'green' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('expire() zeroes the timestamp, removes the local copy and makes the next load ask the service', async () => {
    const fetch = vi.fn(async () => 'fresh');
    const resource = new Resource({ name: 'board', fetch, persist: true, now });
    await resource.load();
    resource.expire();
    expect(resource.timestamp).toBe(0);
    expect(localStorage.getItem('Resource.board')).toBeNull();
    await resource.load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('takes primed data as loaded', async () => {
    const fetch = vi.fn(async () => 'from service');
    const resource = new Resource({ name: 'primed', fetch, now });
    resource.prime('from page');
    await expect(resource.load()).resolves.toBe('from page');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('ResourceRegistry', () => {
  it('registers each name once and expires them all together', async () => {
    const registry = new ResourceRegistry();
    const statuses: string[] = [];
    const fetch = vi.fn(async () => 1);
    const resource = registry.register({ name: 'one', fetch, now });
    expect(resource.status).toBe('registered');
    resource.subscribe(() => statuses.push(resource.status));
    await resource.load();
    expect(statuses).toEqual(['requesting', 'loading', 'loaded']);
    expect(() => registry.register({ name: 'one', fetch, now })).toThrow('already registered');
    registry.expireAll();
    await resource.load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
