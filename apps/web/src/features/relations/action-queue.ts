/**
 * §4: friend actions are queued: each starts once the one before has settled, in the order asked,
 * so a quick "add" then "cancel" reach the server in that order. Pure: no React, no HTTP.
 */
export interface ActionQueue {
  /** Runs `action` after every action queued before it; settles with its outcome. */
  run<T>(action: () => Promise<T>): Promise<T>;
  /** How many actions are queued or running. */
  readonly pending: number;
}

export function createActionQueue(): ActionQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return {
    run<T>(action: () => Promise<T>): Promise<T> {
      pending++;
      const result = tail.then(action).finally(() => {
        pending--;
      });
      // The next action waits for this one to settle, whether it failed or not.
      tail = result.catch(() => undefined);
      return result;
    },
    get pending() {
      return pending;
    },
  };
}
