import { INTERNAL_MESSAGES } from '@kingside/contract';

/** Spec §4 resource loading status. */
export type ResourceStatus =
  | 'initial'
  | 'registering'
  | 'registered'
  | 'requesting'
  | 'loading'
  | 'loaded'
  | 'failed';

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ResourceOptions<T> {
  name: string;
  /** Fetches the data from the service. */
  fetch: () => Promise<T>;
  /** Milliseconds the data stays fresh; 0 (the default, §9) means it never expires. */
  expiration?: number;
  /** Keep a copy in local storage under `Resource.{name}` (§9). */
  persist?: boolean;
  now?: () => number;
  storage?: CacheStorage;
}

interface CacheEntry<T> {
  data: T;
  timestamp: number;
}

export const cacheKey = (name: string) => `Resource.${name}`;

/** One piece of server state, loaded at most once at a time and cached (spec §3 "Cached resource", §4). */
export class Resource<T> {
  readonly name: string;
  readonly expiration: number;
  readonly persist: boolean;
  status: ResourceStatus = 'initial';
  data: T | undefined;
  timestamp = 0;
  error: Error | null = null;

  readonly #fetch: () => Promise<T>;
  readonly #now: () => number;
  readonly #storage: CacheStorage | undefined;
  readonly #listeners = new Set<() => void>();
  #pending: Promise<T> | null = null;

  constructor(options: ResourceOptions<T>) {
    this.name = options.name;
    this.expiration = options.expiration ?? 0;
    this.persist = options.persist ?? false;
    this.#fetch = options.fetch;
    this.#now = options.now ?? Date.now;
    this.#storage = options.storage ?? (this.persist ? globalThis.localStorage : undefined);
  }

  /** A timestamp of 0 means "never loaded or expired", whatever the expiration. */
  #isFresh(timestamp: number): boolean {
    if (timestamp === 0) return false;
    return this.expiration === 0 || this.#now() - timestamp < this.expiration;
  }

  load(): Promise<T> {
    if (this.status === 'loaded' && this.#isFresh(this.timestamp)) return Promise.resolve(this.data as T);
    if (this.status === 'failed') return Promise.reject(this.error);
    if ((this.status === 'requesting' || this.status === 'loading') && this.#pending) return this.#pending;
    this.#pending = this.#loadAnew().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  async #loadAnew(): Promise<T> {
    this.#setStatus('requesting');
    const cached = this.#readCache();
    if (cached) {
      this.#succeed(cached.data, cached.timestamp);
      return cached.data;
    }
    this.#setStatus('loading');
    try {
      const data = await this.#fetch();
      const timestamp = this.#now();
      this.#writeCache({ data, timestamp });
      this.#succeed(data, timestamp);
      return data;
    } catch (cause) {
      this.error = new Error(INTERNAL_MESSAGES.resourceLoadFailed(this.name), { cause });
      this.timestamp = 0;
      this.#setStatus('failed');
      throw this.error;
    }
  }

  /** Takes data the app already has (e.g. embedded in the page) as a successful load. */
  prime(data: T): void {
    this.#succeed(data, this.#now());
  }

  /**
   * Zeroes the timestamp and drops the local copy, so the next load asks the service again. Expiring
   * is also how a caller asks to try a failed resource again: a failed load would otherwise rethrow forever.
   */
  expire(): void {
    this.timestamp = 0;
    this.#storage?.removeItem(cacheKey(this.name));
    if (this.status === 'failed') {
      this.error = null;
      this.#setStatus('registered');
    }
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Part of registration (see `ResourceRegistry`), which owns the registering → registered steps. */
  markRegistration(status: 'registering' | 'registered'): void {
    this.#setStatus(status);
  }

  #succeed(data: T, timestamp: number): void {
    this.data = data;
    this.timestamp = timestamp;
    this.error = null;
    this.#setStatus('loaded');
  }

  #setStatus(status: ResourceStatus): void {
    this.status = status;
    for (const listener of this.#listeners) listener();
  }

  #readCache(): CacheEntry<T> | null {
    if (!this.persist || !this.#storage) return null;
    const text = this.#storage.getItem(cacheKey(this.name));
    if (!text) return null;
    try {
      const entry = JSON.parse(text) as CacheEntry<T>;
      return this.#isFresh(entry.timestamp) ? entry : null;
    } catch {
      return null;
    }
  }

  #writeCache(entry: CacheEntry<T>): void {
    if (!this.persist || !this.#storage) return;
    try {
      this.#storage.setItem(cacheKey(this.name), JSON.stringify(entry));
    } catch {
      // A full or disabled storage only costs us the cache, never the data.
    }
  }
}

/** Names resources so each is defined once and all can be expired together (a login changes them all). */
export class ResourceRegistry {
  readonly #resources = new Map<string, Resource<unknown>>();

  register<T>(options: ResourceOptions<T>): Resource<T> {
    if (this.#resources.has(options.name)) throw new Error(`resource already registered: ${options.name}`);
    const resource = new Resource(options);
    resource.markRegistration('registering');
    this.#resources.set(options.name, resource as Resource<unknown>);
    resource.markRegistration('registered');
    return resource;
  }

  expireAll(): void {
    for (const resource of this.#resources.values()) resource.expire();
  }
}
