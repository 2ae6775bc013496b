import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, chunkUrlFromError, loadChunk, withRetryQuery } from './load-chunk';

const CHUNK = 'https://kingside.test/bundles/AboutPage-a1b2.js';
const failedFetch = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const module = { AboutPage: 'page' };

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('loads a chunk that fails twice, retrying its URL with ?retry=N', async () => {
    const importer = vi.fn().mockRejectedValue(failedFetch());
    const importUrl = vi.fn().mockRejectedValueOnce(failedFetch()).mockResolvedValueOnce(module);
    await expect(loadChunk(importer, undefined, { importUrl })).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls).toEqual([[`${CHUNK}?retry=1`], [`${CHUNK}?retry=2`]]);
  });

  it('calls the importer again when the browser does not name the chunk', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce(module);
    await expect(loadChunk(importer)).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('uses the given URL for retries', async () => {
    const importer = vi.fn().mockRejectedValue(new Error('offline'));
    const importUrl = vi.fn().mockResolvedValue(module);
    await loadChunk(importer, '/bundles/x.js', { importUrl });
    expect(importUrl).toHaveBeenCalledWith('/bundles/x.js?retry=1');
  });

  it('gives up after 2 retries with the last error', async () => {
    const last = new TypeError('third failure');
    const importer = vi.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2'));
    importer.mockRejectedValueOnce(last);
    await expect(loadChunk(importer)).rejects.toBe(last);
    expect(importer).toHaveBeenCalledTimes(3);
  });

  it('times out each attempt after 120000 ms', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => {}));
    const loading = loadChunk(importer, undefined);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(240_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect((error as Error).message).toBe('chunk import timed out after 120000 ms');
    expect(importer).toHaveBeenCalledTimes(3);
  });
});

describe('chunk URLs', () => {
  it('reads the chunk URL from Chromium and Firefox import errors', () => {
    expect(chunkUrlFromError(failedFetch())).toBe(CHUNK);
    expect(chunkUrlFromError(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(
      CHUNK,
    );
    expect(chunkUrlFromError(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('replaces an earlier retry query', () => {
    expect(withRetryQuery('/bundles/x.js?retry=1', 2)).toBe('/bundles/x.js?retry=2');
    expect(withRetryQuery('/bundles/x.js?v=3', 1)).toBe('/bundles/x.js?v=3&retry=1');
  });
});
