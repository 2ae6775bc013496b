/**
 * Loads in progress by key: a second request for a key whose load is under way waits for that
 * load instead of starting its own, so a copy that expires under load is read once, not once per
 * request. A load that fails is forgotten as it fails (every waiter gets the error; the next request
 * loads again).
 */
export function createSingleFlight<K, V>() {
  const running = new Map<K, Promise<V>>();

  return {
    /** The load of `key` under way, if any. */
    running: (key: K): Promise<V> | undefined => running.get(key),

    /** The load of `key` under way, or `load` started (and shared) now. */
    run(key: K, load: () => Promise<V>): Promise<V> {
      const under = running.get(key);
      if (under) return under;
      // Started a tick later, so a load that throws at once still rejects the promise kept here.
      const promise = Promise.resolve().then(load);
      running.set(key, promise);
      const done = () => {
        if (running.get(key) === promise) running.delete(key);
      };
      // Registered before any waiter's: the key is free again by the time they resume.
      promise.then(done, done);
      return promise;
    },

    /** Later requests for the key start a load of their own (the one under way may read old rows). */
    forget(key: K): void {
      running.delete(key);
    },

    forgetAll(): void {
      running.clear();
    },
  };
}

export type SingleFlight<K, V> = ReturnType<typeof createSingleFlight<K, V>>;
