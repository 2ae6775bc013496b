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

/** The ply to hold for showing `ply` (kept within the game); null for the last, which follows the game. */
function heldAt(ply: number, plies: number): number | null {
  const within = Math.max(0, Math.min(ply, plies));
  return within === plies ? null : within;
}

/**
 * Which ply a board shows: `null` follows the game (the live position, or the last of a finished
 * game); a number holds that ply, so a move arriving meanwhile does not move the view.
 */
export function useMoveStepper(plies: number) {
  const [held, setHeld] = useState<number | null>(null);
  const shown = held === null ? plies : Math.min(held, plies);
  const goTo = useCallback((ply: number) => setHeld(heldAt(ply, plies)), [plies]);
  // Steps count from the state, not from this render: two keys pressed before the next render both count.
  const step = useCallback(
    (by: number) =>
      setHeld((current) => heldAt((current === null ? plies : Math.min(current, plies)) + by, plies)),
    [plies],
  );
  const actions = useMemo(
    () => ({
      goTo,
      first: () => goTo(0),
      prev: () => step(-1),
      next: () => step(1),
      last: () => setHeld(null),
    }),
    [goTo, step],
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
