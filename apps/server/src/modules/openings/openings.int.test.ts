import { ANALYSIS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Positions of 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, in order (the test table names 1. e4, 1. e4 e5 and 3. Bb5). */
const LINE = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
  'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
  'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
  'r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4',
];

describe('the analysis board’s opening name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (fens: readonly string[]) =>
    t.app.inject({
      method: 'GET',
      url: `${ANALYSIS_API.opening}?${fens.map((fen) => `fen=${encodeURIComponent(fen)}`).join('&')}`,
    });

  it('names the deepest position of the line the table knows', async () => {
    const response = await ask(LINE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ opening: { eco: 'C60', name: 'Ruy Lopez' } });
  });

  it('names one position, and a line cut short by its own last known position', async () => {
    expect((await ask(LINE.slice(0, 2))).json()).toEqual({
      opening: { eco: 'B00', name: "King's Pawn Game" },
    });
    expect((await ask(LINE.slice(0, 4))).json()).toEqual({
      opening: { eco: 'C20', name: "King's Pawn Game" },
    });
  });

  it('answers null when nothing in the line is named', async () => {
    expect((await ask([LINE[0]!])).json()).toEqual({ opening: null });
  });

  it('refuses what is not a FEN, an illegal position and too many positions with a 400', async () => {
    for (const bad of [['not a fen'], ['8/8/8/8/8/8/8/8 w - - 0 1 extra'], Array(61).fill(LINE[0]!)]) {
      const response = await ask(bad);
      expect(response.statusCode).toBe(400);
    }
    // A FEN's shape with no kings: well formed, so it is asked, and nothing names it.
    expect((await ask(['8/8/8/8/8/8/8/8 w - - 0 1'])).json()).toEqual({ opening: null });
    expect((await t.app.inject({ method: 'GET', url: ANALYSIS_API.opening })).statusCode).toBe(400);
  });
});
