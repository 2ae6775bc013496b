import { ANALYSIS_OPENING_MAX_FENS } from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { fetchOpening } from './analysis.api';

type Opening = { eco: string; name: string } | null;

/**
 * The opening of the shown position: the deepest position on the way to it that the table names
 * (asked of the server, which holds the table), remembered per line prefix so stepping back and
 * forth asks once. `undefined` while the answer is on its way.
 */
export function useOpeningName(fens: readonly string[], shown: number): Opening | undefined {
  const { http } = useServices();
  const asked = fens.slice(0, Math.min(shown + 1, ANALYSIS_OPENING_MAX_FENS));
  const key = asked.join('|');
  const known = useRef(new Map<string, Opening>());
  const [, setAnswered] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `asked`
  useEffect(() => {
    if (known.current.has(key)) return;
    const controller = new AbortController();
    fetchOpening(http, asked, controller.signal).then(
      (opening) => {
        known.current.set(key, opening);
        setAnswered((n) => n + 1);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [http, key]);

  return known.current.get(key);
}
