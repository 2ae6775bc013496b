import { describe, expect, it } from 'vitest';
import { applyEvent, drawClaimableAfter, isPromotion, pairMoves, playMove } from './game-state';
import { gameView, INITIAL_FEN } from './testing/fixtures';

describe('playMove', () => {
  it('reads SAN and UCI and gives the standard UCI, SAN and the new FEN', () => {
    expect(playMove(INITIAL_FEN, 'Nf3')).toEqual({
      uci: 'g1f3',
      san: 'Nf3',
      fen: 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1',
    });
    expect(playMove(INITIAL_FEN, 'e2e4')?.san).toBe('e4');
    expect(playMove(INITIAL_FEN, 'e5')).toBeNull();
    expect(playMove(INITIAL_FEN, 'Ke2')).toBeNull();
  });

  it('sends castling king two squares, whichever way it was given', () => {
    const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(playMove(fen, 'O-O')?.uci).toBe('e1g1');
    expect(playMove(fen, 'e1h1')?.uci).toBe('e1g1');
    expect(playMove(fen, 'e1c1')).toMatchObject({ uci: 'e1c1', san: 'O-O-O' });
  });

  it('needs the piece of a promotion', () => {
    const fen = '8/P7/8/8/8/8/8/k6K w - - 0 1';
    expect(isPromotion(fen, 'a7', 'a8')).toBe(true);
    expect(isPromotion(fen, 'h1', 'h2')).toBe(false);
    expect(playMove(fen, 'a7a8')).toBeNull();
    expect(playMove(fen, 'a7a8n')).toMatchObject({ uci: 'a7a8n', san: 'a8=N' });
    expect(playMove(fen, 'a8=Q')).toMatchObject({ uci: 'a7a8q', san: 'a8=Q+' });
  });
});

describe('applyEvent', () => {
  it('adds a move, turns the turn and starts the clock once both sides have moved', () => {
    const first = applyEvent(gameView(), 2, {
      kind: 'move',
      uci: 'e2e4',
      san: 'e4',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      clock: { white: 180_000, black: 180_000, at: 10 },
    });
    expect(first).toMatchObject({ version: 2, moves: ['e2e4'], san: ['e4'], turn: 'black' });
    expect(first.clock.running).toBeNull();
    const second = applyEvent(first, 3, {
      kind: 'move',
      uci: 'e7e5',
      san: 'e5',
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
      clock: { white: 180_000, black: 179_000, at: 20 },
    });
    expect(second.clock).toEqual({ white: 180_000, black: 179_000, at: 20, running: 'white' });
  });

  it('ends the game with the rating changes', () => {
    const ended = applyEvent(gameView({ drawOffer: 'white' }), 5, {
      kind: 'end',
      status: 'mate',
      winner: 'white',
      endReason: null,
      ratingDiffs: { white: 8, black: -8 },
    });
    expect(ended).toMatchObject({ status: 'mate', winner: 'white', drawOffer: null });
    expect(ended.white.ratingDiff).toBe(8);
    expect(ended.black.ratingDiff).toBe(-8);
    expect(ended.clock.running).toBeNull();
  });

  it('takes moves back', () => {
    const game = gameView({
      version: 3,
      moves: ['e2e4', 'e7e5'],
      san: ['e4', 'e5'],
      moveClocks: [180_000, 180_000],
    });
    const back = applyEvent(game, 4, {
      kind: 'takeback',
      plies: 1,
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      clock: { white: 170_000, black: 175_000, at: 5 },
    });
    expect(back).toMatchObject({ moves: ['e2e4'], san: ['e4'], turn: 'black', version: 4 });
    expect(back.moveClocks).toEqual([180_000]);
  });
});

describe('pairMoves', () => {
  it('pairs SAN by move number', () => {
    expect(pairMoves(['e4', 'e5', 'Nf3'])).toEqual([
      { number: 1, white: { san: 'e4', ply: 1 }, black: { san: 'e5', ply: 2 } },
      { number: 2, white: { san: 'Nf3', ply: 3 }, black: null },
    ]);
  });
});

describe('drawClaimableAfter', () => {
  it('sees a threefold repetition', () => {
    const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
    expect(drawClaimableAfter(shuffle)).toBe(false);
    expect(drawClaimableAfter([...shuffle, ...shuffle])).toBe(true);
  });
});
