import { useEffect, useRef, useState } from 'react';
import { errorStatus } from './server-error';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * What a page loads from the server: loaded again when `key` changes (showing `loading` meanwhile)
 * or when `reload` is called (keeping what is shown until the answer, so a page that changed
 * something does not blink). A 404 is `missing`; answers to an older key or attempt are dropped.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedKey = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; a retry asks again
  useEffect(() => {
    if (loadedKey.current !== key) {
      loadedKey.current = key;
      setState({ status: 'loading' });
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: errorStatus(error) === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  return { state, setState, reload: () => setAttempt((n) => n + 1) };
}
