import { debounce } from './debounce';

/** Spec §9: state persistence is debounced 200 ms with a maximum wait of 500 ms. */
export const PERSIST_DEBOUNCE_MS = 200;
export const PERSIST_MAX_WAIT_MS = 500;

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PersistedStateOptions<T> {
  key: string;
  /** The build stamp of the running app (`PageContext.release`). */
  release: string;
  initial: T;
  /** Spec §4: while staff impersonate a member, nothing is persisted. */
  isImpersonating: () => boolean;
  storage?: StateStorage;
}

export interface PersistedState<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** Writes a pending save now. */
  flush(): void;
}

interface Saved<T> {
  release: string;
  state: T;
}

/** Release stamps are dates where possible; anything else that differs counts as a new release. */
export function isNewerRelease(current: string, saved: string | undefined): boolean {
  if (!saved) return true;
  const currentTime = Date.parse(current);
  const savedTime = Date.parse(saved);
  if (!Number.isNaN(currentTime) && !Number.isNaN(savedTime)) return currentTime > savedTime;
  return current !== saved;
}

function readSaved<T>(storage: StateStorage, key: string): Saved<T> | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as Saved<T>) : null;
  } catch {
    return null;
  }
}

/** Client state that survives reloads, dropped when a newer release may have changed its shape (§9). */
export function createPersistedState<T>(options: PersistedStateOptions<T>): PersistedState<T> {
  const { key, release, initial, isImpersonating } = options;
  const storage = options.storage ?? localStorage;
  const listeners = new Set<() => void>();

  let state = initial;
  const saved = readSaved<T>(storage, key);
  if (saved && isNewerRelease(release, saved.release)) storage.removeItem(key);
  else if (saved) state = saved.state;

  const save = debounce(
    () => {
      if (isImpersonating()) return;
      try {
        storage.setItem(key, JSON.stringify({ release, state } satisfies Saved<T>));
      } catch {
        // Storage full or disabled: the state still lives for this page.
      }
    },
    PERSIST_DEBOUNCE_MS,
    { maxWait: PERSIST_MAX_WAIT_MS },
  );

  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
      save();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: save.flush,
  };
}
