import { useEffect, useMemo, useState } from 'react';
import type { MoveStepper } from '../play/move-stepper';
import { type AnalysisTree, lineThrough, siblingPath, type TreePath } from './analysis-tree';

/**
 * Where the analysis board is in its move tree: the line it steps through (kept when stepping back,
 * so → returns into a variation) and the ply shown on it. ←/→/Home/End step along the line, ↑/↓
 * switch to the previous/next sibling variation.
 */
export function useTreeCursor(tree: AnalysisTree, initialPath: TreePath = []) {
  const [cursor, setCursor] = useState(() => ({ linePath: initialPath, ply: null as number | null }));
  const line = useMemo(() => lineThrough(tree, cursor.linePath), [tree, cursor.linePath]);
  const plies = line.moves.length;
  const shown = cursor.ply === null ? plies : Math.min(cursor.ply, plies);
  const path = line.path.slice(0, shown);

  const stepper: MoveStepper = useMemo(() => {
    const goTo = (ply: number) =>
      setCursor((current) => ({ ...current, ply: Math.max(0, Math.min(ply, plies)) }));
    // Steps count from the state, not from this render: two keys pressed before the next render both count.
    const step = (by: number) =>
      setCursor((current) => {
        const at = current.ply === null ? plies : Math.min(current.ply, plies);
        return { ...current, ply: Math.max(0, Math.min(at + by, plies)) };
      });
    return {
      shown,
      following: shown >= plies,
      goTo,
      first: () => goTo(0),
      prev: () => step(-1),
      next: () => step(1),
      last: () => goTo(plies),
    };
  }, [shown, plies]);
  const select = (target: TreePath) => setCursor({ linePath: target, ply: target.length });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const sibling = (by: number) => () => {
        const next = siblingPath(tree, path, by);
        if (next) setCursor({ linePath: next, ply: next.length });
      };
      const action = {
        ArrowLeft: stepper.prev,
        ArrowRight: stepper.next,
        Home: stepper.first,
        End: stepper.last,
        ArrowUp: sibling(-1),
        ArrowDown: sibling(1),
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [stepper, tree, path]);

  return { line, path, stepper, select };
}
