import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initClients, PROMISE_WATCHER_TIMEOUT_MS, watchPromise } from './clients';
import { RANDOM_ID_LENGTH, randomId } from './random-id';

describe('initClients', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts nothing before a zero-delay timeout, then every client', async () => {
    const started: string[] = [];
    const done = initClients([
      { name: 'a', init: () => void started.push('a') },
      { name: 'b', init: async () => void started.push('b') },
    ]);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b']);
    await expect(done).resolves.toEqual([]);
  });

  it('logs a client that throws or rejects, and still starts the others', async () => {
    const log = vi.fn();
    const started: string[] = [];
    const thrown = new Error('boom');
    const done = initClients(
      [
        {
          name: 'throws',
          init: () => {
            throw thrown;
          },
        },
        { name: 'rejects', init: () => Promise.reject(new Error('later')) },
        { name: 'fine', init: () => void started.push('fine') },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(0);
    await expect(done).resolves.toEqual(['throws', 'rejects']);
    expect(started).toEqual(['fine']);
    expect(log).toHaveBeenCalledWith('throws', thrown);
    expect(log).toHaveBeenCalledWith('rejects', expect.objectContaining({ message: 'later' }));
  });

  it('logs to the console by default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done = initClients([{ name: 'bad', init: () => Promise.reject(new Error('x')) }]);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(error).toHaveBeenCalledWith('client bad failed to initialise', expect.any(Error));
    error.mockRestore();
  });
});

describe('watchPromise', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with "watcher promise timeout" after 5000 ms', async () => {
    expect(PROMISE_WATCHER_TIMEOUT_MS).toBe(5000);
    const watched = watchPromise(new Promise(() => {}));
    const outcome = watched.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void watched.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('watcher promise timeout');
  });

  it('passes through what settles in time, and leaves no timer behind', async () => {
    await expect(watchPromise(Promise.resolve(7))).resolves.toBe(7);
    await expect(watchPromise(Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('randomId', () => {
  it('is 10 alphanumeric characters', () => {
    expect(RANDOM_ID_LENGTH).toBe(10);
    for (let i = 0; i < 50; i++) expect(randomId()).toMatch(/^[A-Za-z0-9]{10}$/);
  });
});
