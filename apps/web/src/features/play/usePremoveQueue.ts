import type { Color, GameView } from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import type { PremoveQueueProps } from './Board';
import { addPremove, type Premove, takeNextPremove } from './premove-queue';
import type { useGame } from './useGame';

/**
 * The opt-in premove queue of a game, for `player` (null: no queue, one premove as lichess has it).
 * Whenever it becomes the player's turn, the first queued premove is played if still legal; an
 * illegal one drops the queue.
 */
export function usePremoveQueue(
  game: ReturnType<typeof useGame>,
  view: GameView,
  player: Color | null,
): { board: PremoveQueueProps | undefined } {
  const [queue, setQueue] = useState<readonly Premove[]>([]);
  const myTurn = player !== null && view.turn === player && game.state.pending === null;
  // One premove per position, even before the move just sent shows in `view`.
  const playedOn = useRef<string | null>(null);

  // The option turned off, or the game ended: nothing queued is played.
  useEffect(() => {
    if (player === null) setQueue([]);
  }, [player]);

  useEffect(() => {
    if (!myTurn || queue.length === 0 || playedOn.current === view.fen) return;
    playedOn.current = view.fen;
    const { played, rest } = takeNextPremove(view.fen, queue);
    setQueue(rest);
    if (played) game.move(played);
  }, [myTurn, queue, view.fen, game]);

  if (player === null) return { board: undefined };
  return {
    board: {
      moves: queue,
      onAdd: (premove) => setQueue((current) => addPremove(current, premove)),
      onClear: () => setQueue([]),
    },
  };
}
