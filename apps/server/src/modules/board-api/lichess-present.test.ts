import type { EndReason, GamePlayer, GameView } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { gameEventInfo, gameFull, gameState } from './lichess-present';

const player = (username: string): GamePlayer => ({
  userId: 1,
  username,
  isGuest: false,
  rating: 1500,
  provisional: false,
  ratingDiff: null,
});

/** An aborted game after `moves`, ended for `endReason`. */
function aborted(moves: string[], endReason: EndReason | null): GameView {
  return {
    id: 'Abcd1234',
    version: moves.length + 1,
    rated: true,
    speed: 'blitz',
    timeControl: { initial: 180, increment: 2 },
    daysPerMove: null,
    weekendPause: false,
    white: player('Alice'),
    black: player('Bob'),
    moves,
    san: moves.map(() => 'e4'),
    moveClocks: moves.map(() => null),
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    turn: moves.length % 2 === 0 ? 'white' : 'black',
    status: 'aborted',
    winner: null,
    endReason,
    clock: { white: 180_000, black: 180_000, running: null, at: 0 },
    drawOffer: null,
    takebackOffer: null,
    drawClaimable: false,
    berserkable: false,
    berserk: { white: false, black: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    you: 'white',
  };
}

describe('lichess statuses of aborted games', () => {
  it('reports a first move that never came while the other side waited as noStart (37), won by that side', () => {
    const game = aborted(['e2e4'], 'noStartBlack');
    expect(gameState(game, 0)).toMatchObject({ status: 'noStart', winner: 'white' });
    expect(gameFull(game, 0).state).toMatchObject({ status: 'noStart', winner: 'white' });
    expect(gameEventInfo(game, 'black', 0)).toMatchObject({
      status: { id: 37, name: 'noStart' },
      winner: 'white',
    });
    expect(gameEventInfo(aborted([], 'noStartWhite'), 'white', 0)).toMatchObject({
      status: { id: 37, name: 'noStart' },
      winner: 'black',
    });
  });

  it('keeps an abort by hand (or with nobody waiting) aborted (25), with no winner', () => {
    const game = aborted(['e2e4'], null);
    const state = gameState(game, 0);
    expect(state.status).toBe('aborted');
    expect(state).not.toHaveProperty('winner');
    const info = gameEventInfo(game, 'white', 0);
    expect(info.status).toEqual({ id: 25, name: 'aborted' });
    expect(info).not.toHaveProperty('winner');
  });
});
