export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Runs a pending call now (e.g. before the page unloads). */
  flush(): void;
  cancel(): void;
}

/**
 * Trailing-edge debounce: `fn` runs `wait` ms after the last call, but never later than `maxWait` ms
 * after the first call of a burst, so a steady stream of calls still gets through.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  { maxWait }: { maxWait?: number } = {},
): Debounced<A> {
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;

  const clearTimers = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
  };

  const invoke = () => {
    clearTimers();
    if (!pending) return;
    const args = pending;
    pending = null;
    fn(...args);
  };

  const debounced = (...args: A) => {
    pending = args;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(invoke, wait);
    if (maxWait !== undefined && maxTimer === undefined) maxTimer = setTimeout(invoke, maxWait);
  };
  debounced.flush = invoke;
  debounced.cancel = () => {
    clearTimers();
    pending = null;
  };
  return debounced;
}
