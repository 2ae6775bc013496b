import { describe, expect, it } from 'vitest';
import { createActionQueue } from './action-queue';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('the friend action queue', () => {
  it('runs actions one at a time, in the order queued', async () => {
    const queue = createActionQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.run(() => {
      started.push('add');
      return first.promise;
    });
    const b = queue.run(() => {
      started.push('cancel');
      return second.promise;
    });
    await Promise.resolve();
    expect(started).toEqual(['add']);
    expect(queue.pending).toBe(2);
    first.resolve('sent');
    expect(await a).toBe('sent');
    await Promise.resolve();
    expect(started).toEqual(['add', 'cancel']);
    second.resolve('cancelled');
    expect(await b).toBe('cancelled');
    expect(queue.pending).toBe(0);
  });

  it('goes on after a failure, which only its own caller sees', async () => {
    const queue = createActionQueue();
    const failing = queue.run(() => Promise.reject(new Error('409')));
    const next = queue.run(() => Promise.resolve('accepted'));
    await expect(failing).rejects.toThrow('409');
    expect(await next).toBe('accepted');
  });
});
