import { useEffect, useState } from 'react';
import { errorStatus } from '../../lib/server-error';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'missing' }
  | { status: 'failed' };

/** Loads what a forum page shows; again when `key` changes or `reload` is called. A 404 is `missing`. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; a retry asks again
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: errorStatus(error) === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  return { state, setState, reload: () => setAttempt((n) => n + 1) };
}
