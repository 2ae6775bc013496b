import { INTERNAL_MESSAGES } from '@kingside/contract';

/** Spec §9: the promise worker's default time-out. */
export const PROMISE_WATCHER_TIMEOUT_MS = 5000;

/** A piece of the page that starts itself once (a controller, a platform client). */
export interface Client {
  name: string;
  init(): void | Promise<void>;
}

export type InitFailureLog = (name: string, error: unknown) => void;

const logToConsole: InitFailureLog = (name, error) =>
  console.error(`client ${name} failed to initialise`, error);

/**
 * Spec §8/§9: clients start after a zero-delay timeout (so the first render is not held up), all
 * of them; one that throws or rejects is logged and the others still start. Resolves once every
 * client has settled, with the names of those that failed.
 */
export function initClients(
  clients: readonly Client[],
  log: InitFailureLog = logToConsole,
): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const started = clients.map((client) =>
        // `then` also catches a synchronous throw from init.
        Promise.resolve()
          .then(() => client.init())
          .then(
            () => null,
            (error: unknown) => {
              log(client.name, error);
              return client.name;
            },
          ),
      );
      void Promise.all(started).then((results) => resolve(results.filter((name) => name !== null)));
    }, 0);
  });
}

/** Settles like `promise`, or rejects with `watcher promise timeout` if it takes longer than `timeoutMs`. */
export function watchPromise<T>(promise: Promise<T>, timeoutMs = PROMISE_WATCHER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(INTERNAL_MESSAGES.watcherTimeout)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
