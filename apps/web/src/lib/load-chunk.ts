import { CHUNK_LOADING } from '@kingside/contract';

export interface ChunkLoadOptions<T> {
  /** Imports a chunk by URL; retries use it with a cache-busting query. */
  importUrl?: (url: string) => Promise<T>;
  timeoutMs?: number;
  retries?: number;
}

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/** Browsers name the chunk they failed to fetch: "Failed to fetch dynamically imported module: https://…/x.js". */
export function chunkUrlFromError(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(message)?.[1] ?? null;
}

export function withRetryQuery(url: string, attempt: number): string {
  const withoutRetry = url.replace(/[?&]retry=\d+/, '');
  return `${withoutRetry}${withoutRetry.includes('?') ? '&' : '?'}retry=${attempt}`;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkTimeoutError(`chunk ${what} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const importByUrl = <T>(url: string) => import(/* @vite-ignore */ url) as Promise<T>;

/**
 * Loads a lazily imported script chunk (spec §9: 120000 ms timeout, 2 retries). A browser remembers a
 * failed module import, so a retry imports the chunk's URL again with `?retry=N` to get a fresh fetch.
 * Without a known URL (some browsers don't name it) the importer is simply called again.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  url?: string,
  {
    importUrl = importByUrl<T>,
    timeoutMs = CHUNK_LOADING.timeoutMs,
    retries = CHUNK_LOADING.retries,
  }: ChunkLoadOptions<T> = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const target = attempt === 0 ? null : (url ?? chunkUrlFromError(lastError));
    try {
      const next = target ? importUrl(withRetryQuery(target, attempt)) : importer();
      return await withTimeout(next, timeoutMs, target ?? url ?? 'import');
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
