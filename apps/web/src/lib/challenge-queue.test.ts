import { BOT_CHECK } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import { createChallengeQueue } from './challenge-queue';

function setup() {
  const open = vi.fn();
  const close = vi.fn();
  const queue = createChallengeQueue<string>({
    maxErrors: BOT_CHECK.maxWidgetErrors,
    open,
    close,
    giveUpError: (reason, cancelled) =>
      new Error(`${cancelled ? 'cancelled' : 'gave up on'} ${String(reason)}`),
  });
  return { queue, open, close };
}

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: Error) => ({ ok: false as const, error: error.message }),
  );

describe('challenge queue', () => {
  it('holds calls without settling them until the challenge is solved', async () => {
    const { queue, open } = setup();
    const retry = vi.fn(async () => 'done');
    let result: string | undefined;
    void queue.hold(retry, 'a').then((value) => {
      result = value;
    });
    await Promise.resolve();
    expect(open).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
    expect(result).toBeUndefined();
    expect(queue.waiting).toBe(true);
  });

  it('opens one dialog for concurrent failures and retries them all, in order, once solved', async () => {
    const { queue, open, close } = setup();
    const order: string[] = [];
    const retry = (name: string) => async () => {
      order.push(name);
      return `${name} ok`;
    };
    const calls = ['first', 'second', 'third'].map((name) => queue.hold(retry(name), name));
    expect(open).toHaveBeenCalledTimes(1);
    queue.solved();
    expect(await Promise.all(calls)).toEqual(['first ok', 'second ok', 'third ok']);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(close).toHaveBeenCalledTimes(1);
    expect(queue.waiting).toBe(false);
  });

  it('passes on what each retry answers, success or failure', async () => {
    const { queue } = setup();
    const good = queue.hold(async () => 'fine', 'good');
    const bad = queue.hold(async () => {
      throw new Error('still refused');
    }, 'bad');
    const throwing = queue.hold(() => {
      throw new Error('threw at once');
    }, 'throwing');
    queue.solved();
    expect(await settled(good)).toEqual({ ok: true, value: 'fine' });
    expect(await settled(bad)).toEqual({ ok: false, error: 'still refused' });
    expect(await settled(throwing)).toEqual({ ok: false, error: 'threw at once' });
  });

  it('gives up after 3 widget errors and rejects every held call', async () => {
    const { queue, close } = setup();
    const retry = vi.fn(async () => 'never');
    const a = settled(queue.hold(retry, 'a'));
    const b = settled(queue.hold(retry, 'b'));
    expect(queue.widgetError()).toBe(false);
    expect(queue.widgetError()).toBe(false);
    expect(queue.errors).toBe(2);
    expect(close).not.toHaveBeenCalled();
    expect(queue.widgetError()).toBe(true);
    expect(await a).toEqual({ ok: false, error: 'gave up on a' });
    expect(await b).toEqual({ ok: false, error: 'gave up on b' });
    expect(retry).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
    expect(queue.waiting).toBe(false);
  });

  it('starts a fresh round, errors forgotten, after a solve or a give-up', async () => {
    const { queue, open } = setup();
    void settled(queue.hold(async () => 'x', 'x'));
    queue.widgetError();
    queue.widgetError();
    queue.solved();
    const next = settled(queue.hold(async () => 'y', 'y'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(queue.errors).toBe(0);
    expect(queue.widgetError()).toBe(false);
    expect(queue.widgetError()).toBe(false);
    expect(queue.widgetError()).toBe(true);
    expect(await next).toEqual({ ok: false, error: 'gave up on y' });
  });

  it('rejects every held call at once when the person cancels', async () => {
    const { queue, close } = setup();
    const retry = vi.fn(async () => 'never');
    const a = settled(queue.hold(retry, 'a'));
    const b = settled(queue.hold(retry, 'b'));
    queue.cancel();
    expect(await a).toEqual({ ok: false, error: 'cancelled a' });
    expect(await b).toEqual({ ok: false, error: 'cancelled b' });
    expect(retry).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('ignores widget errors when nothing is held', () => {
    const { queue } = setup();
    expect(queue.widgetError()).toBe(false);
    expect(queue.errors).toBe(0);
  });

  it('holds a call that fails while others are being retried in a new round', async () => {
    const { queue, open } = setup();
    const first = queue.hold(async () => {
      // The retry meets the challenge again (the pass did not take): it is held anew.
      return queue.hold(async () => 'second try', 'again');
    }, 'first');
    queue.solved();
    await Promise.resolve();
    await Promise.resolve();
    expect(open).toHaveBeenCalledTimes(2);
    queue.solved();
    expect(await first).toBe('second try');
  });
});
