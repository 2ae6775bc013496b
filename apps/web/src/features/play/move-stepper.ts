import { useCallback, useEffect, useMemo, useState } from 'react';
import { playMove } from './game-state';

export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The position before the first move and after each (index = plies played), as far as the moves replay. */
export function positionsAfter(moves: readonly string[], initialFen = INITIAL_FEN): string[] {
  const fens = [initialFen];
  for (const uci of moves) {
    const played = playMove(fens.at(-1)!, uci);
    if (!played) break;
    fens.push(played.fen);
  }
  return fens;
}

/**
 * Which ply a board shows: `null` follows the game (the live position, or the last of a finished
 * game); a number holds that ply, so a move arriving meanwhile does not move the view.
 */
export function useMoveStepper(plies: number) {
  const [held, setHeld] = useState<number | null>(null);
  const shown = held === null ? plies : Math.min(held, plies);
  const goTo = useCallback(
    (ply: number) => {
      const within = Math.max(0, Math.min(ply, plies));
      setHeld(within === plies ? null : within);
    },
    [plies],
  );
  const actions = useMemo(
    () => ({
      goTo,
      first: () => goTo(0),
      prev: () => goTo(shown - 1),
      next: () => goTo(shown + 1),
      last: () => setHeld(null),
    }),
    [goTo, shown],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const action = {
        ArrowLeft: actions.prev,
        ArrowRight: actions.next,
        Home: actions.first,
        End: actions.last,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);

  return { shown, following: held === null || held >= plies, ...actions };
}

export type MoveStepper = ReturnType<typeof useMoveStepper>;
