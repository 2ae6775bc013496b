import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: T };

/** Loads once per `key` change; `reload` asks again. Stale answers (an older key) are dropped. */
export function usePuzzleLoad<T>(load: () => Promise<T>, key: string, enabled = true) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` say when to load again.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'loaded', value }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, round, enabled]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload, setState };
}
