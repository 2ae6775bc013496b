import type { GameView } from '@kingside/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gameView } from './testing/fixtures';
import type { useGame } from './useGame';
import { usePremoveQueue } from './usePremoveQueue';

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const AFTER_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
const AFTER_NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
const AFTER_NC6 = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';

/** White's game as the page sees it, with `move` recorded instead of sent. */
function setup(player: 'white' | null = 'white') {
  const move = vi.fn();
  const game = { state: { pending: null }, move } as unknown as ReturnType<typeof useGame>;
  const hook = renderHook(
    ({ view, who }: { view: GameView; who: 'white' | null }) => usePremoveQueue(game, view, who),
    {
      initialProps: { view: gameView({ fen: AFTER_E4, turn: 'black' }), who: player },
    },
  );
  const turnTo = (fen: string, turn: 'white' | 'black') =>
    hook.rerender({ view: gameView({ fen, turn }), who: player });
  return { hook, move, turnTo };
}

describe('usePremoveQueue', () => {
  it('has no queue for a player who did not opt in', () => {
    expect(setup(null).hook.result.current.board).toBeUndefined();
  });

  it('plays one queued premove per turn, the first as soon as the opponent has moved', () => {
    const { hook, move, turnTo } = setup();
    act(() => hook.result.current.board?.onAdd({ orig: 'g1', dest: 'f3' }));
    act(() => hook.result.current.board?.onAdd({ orig: 'f1', dest: 'c4' }));
    expect(hook.result.current.board?.moves).toHaveLength(2);
    expect(move).not.toHaveBeenCalled();

    turnTo(AFTER_E5, 'white');
    expect(move).toHaveBeenCalledTimes(1);
    expect(move.mock.calls[0]?.[0]).toMatchObject({ uci: 'g1f3', san: 'Nf3' });
    expect(hook.result.current.board?.moves).toEqual([{ orig: 'f1', dest: 'c4' }]);

    turnTo(AFTER_NF3, 'black');
    expect(move).toHaveBeenCalledTimes(1);
    turnTo(AFTER_NC6, 'white');
    expect(move).toHaveBeenCalledTimes(2);
    expect(move.mock.calls[1]?.[0]).toMatchObject({ uci: 'f1c4', san: 'Bc4' });
    expect(hook.result.current.board?.moves).toEqual([]);
  });

  it('drops the rest of the queue when the next premove has turned illegal', () => {
    const { hook, move, turnTo } = setup();
    act(() => hook.result.current.board?.onAdd({ orig: 'g1', dest: 'f3' }));
    // Planned before Black's reply: e4-e5 is blocked once Black plays …e5.
    act(() => hook.result.current.board?.onAdd({ orig: 'e4', dest: 'e5' }));
    act(() => hook.result.current.board?.onAdd({ orig: 'f1', dest: 'c4' }));
    turnTo(AFTER_E5, 'white');
    expect(move).toHaveBeenCalledTimes(1);
    expect(hook.result.current.board?.moves).toHaveLength(2);
    turnTo(AFTER_NF3, 'black');
    turnTo(AFTER_NC6, 'white');
    expect(move).toHaveBeenCalledTimes(1);
    expect(hook.result.current.board?.moves).toEqual([]);
  });

  it('clears on request and when the option goes away', () => {
    const { hook, turnTo, move } = setup();
    act(() => hook.result.current.board?.onAdd({ orig: 'g1', dest: 'f3' }));
    act(() => hook.result.current.board?.onClear());
    expect(hook.result.current.board?.moves).toEqual([]);
    act(() => hook.result.current.board?.onAdd({ orig: 'g1', dest: 'f3' }));
    hook.rerender({ view: gameView({ fen: AFTER_E4, turn: 'black' }), who: null });
    hook.rerender({ view: gameView({ fen: AFTER_E4, turn: 'black' }), who: 'white' });
    expect(hook.result.current.board?.moves).toEqual([]);
    turnTo(AFTER_E5, 'white');
    expect(move).not.toHaveBeenCalled();
  });
});
