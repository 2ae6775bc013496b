import '@lichess-org/chessground/assets/chessground.base.css';
import '@lichess-org/chessground/assets/chessground.cburnett.css';
import '../play/board.css';
import { Chessground } from '@lichess-org/chessground';
import type { Api } from '@lichess-org/chessground/api';
import type { Key } from '@lichess-org/chessground/types';
import { useEffect, useRef } from 'react';

const squaresOf = (uci: string | null): Key[] | undefined =>
  uci ? [uci.slice(0, 2) as Key, uci.slice(2, 4) as Key] : undefined;

/** A small read-only board: the position of a live game, following it as it changes. */
export function MiniBoard({ fen, lastMove }: { fen: string; lastMove: string | null }) {
  const element = useRef<HTMLDivElement>(null);
  const api = useRef<Api | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later positions go through set()
  useEffect(() => {
    if (!element.current) return;
    api.current = Chessground(element.current, {
      fen,
      lastMove: squaresOf(lastMove),
      viewOnly: true,
      coordinates: false,
      animation: { enabled: true, duration: 150 },
      drawable: { enabled: false, visible: false },
    });
    return () => {
      api.current?.destroy();
      api.current = null;
    };
  }, []);

  useEffect(() => {
    api.current?.set({ fen, lastMove: squaresOf(lastMove) });
  }, [fen, lastMove]);

  return (
    <div className="board mini-board" aria-hidden="true">
      <div ref={element} className="board__cg" />
    </div>
  );
}
