import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedState, isNewerRelease } from './persisted-state';

const KEY = 'kingside.state';

function spyStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  };
}

function state(storage = spyStorage(), overrides: { release?: string; impersonating?: boolean } = {}) {
  return createPersistedState({
    key: KEY,
    release: overrides.release ?? '2026-01-02T00:00:00Z',
    initial: { moves: 0 },
    isImpersonating: () => overrides.impersonating ?? false,
    storage,
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('persisted state', () => {
  it('saves many writes within 200 ms once', () => {
    const storage = spyStorage();
    const persisted = state(storage);
    for (let moves = 1; moves <= 10; moves++) {
      persisted.set({ moves });
      vi.advanceTimersByTime(15);
    }
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(KEY) ?? '{}').state).toEqual({ moves: 10 });
  });

  it('saves continuous writes at least every 500 ms', () => {
    const storage = spyStorage();
    const persisted = state(storage);
    const saveTimes: number[] = [];
    storage.setItem.mockImplementation((key, value) => {
      saveTimes.push(Date.now());
      storage.items.set(key, value);
    });
    const start = Date.now();
    for (let moves = 1; moves <= 20; moves++) {
      persisted.set({ moves });
      vi.advanceTimersByTime(100);
    }
    expect(saveTimes.length).toBeGreaterThanOrEqual(4);
    const times = [start, ...saveTimes];
    for (let index = 1; index < times.length; index++) {
      expect(times[index]! - times[index - 1]!).toBeLessThanOrEqual(500);
    }
  });

  it('restores the saved state of the same release', () => {
    const storage = spyStorage();
    state(storage).set({ moves: 7 });
    vi.runAllTimers();
    expect(state(storage).get()).toEqual({ moves: 7 });
  });

  it('clears the saved state when the running release is newer', () => {
    const storage = spyStorage();
    state(storage, { release: '2026-01-01T00:00:00Z' }).set({ moves: 7 });
    vi.runAllTimers();
    expect(state(storage, { release: '2026-02-01T00:00:00Z' }).get()).toEqual({ moves: 0 });
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('persists nothing while impersonating', () => {
    const storage = spyStorage();
    const persisted = state(storage, { impersonating: true });
    persisted.set({ moves: 3 });
    vi.runAllTimers();
    expect(persisted.get()).toEqual({ moves: 3 });
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('notifies subscribers of every change', () => {
    const persisted = state();
    const listener = vi.fn();
    persisted.subscribe(listener);
    persisted.set({ moves: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('isNewerRelease', () => {
  it('compares dates, and treats any other different stamp as newer', () => {
    expect(isNewerRelease('2026-02-01', '2026-01-01')).toBe(true);
    expect(isNewerRelease('2026-01-01', '2026-02-01')).toBe(false);
    expect(isNewerRelease('abc123', 'def456')).toBe(true);
    expect(isNewerRelease('abc123', 'abc123')).toBe(false);
    expect(isNewerRelease('abc123', undefined)).toBe(true);
  });
});
