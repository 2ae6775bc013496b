import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Analyser, startEngine } from './engine';
import { chancesOf, mineGame } from './puzzle-miner';

/** The real engine (Stockfish 19 lite, one thread) on short games whose answers are known. */
describe('mineGame', () => {
  let engine: Analyser;
  beforeAll(() => {
    engine = startEngine();
  });
  afterAll(() => engine.close());

  it('finds the mate in one a blunder allows', async () => {
    // 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#
    const found = await mineGame(
      engine,
      { id: 'scholar1', moves: ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'] },
      10,
    );
    expect(found).toEqual([
      {
        fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
        solution: ['h5f7'],
        themes: ['mateIn1'],
        rating: 1200,
        sourceGameId: 'scholar1',
        sourcePly: 6,
      },
    ]);
  }, 60_000);

  it('finds nothing in a quiet game', async () => {
    // 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6: the Ruy Lopez, no tactic for anyone.
    const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5a4', 'g8f6'];
    expect(await mineGame(engine, { id: 'quiet1', moves }, 10)).toEqual([]);
  }, 60_000);

  it('counts a forced mate as certain and being mated as hopeless', () => {
    expect(chancesOf({ kind: 'mate', value: 3 })).toBe(100);
    expect(chancesOf({ kind: 'mate', value: -2 })).toBe(0);
    expect(chancesOf({ kind: 'cp', value: 0 })).toBe(50);
  });
});
