import { describe, expect, it } from 'vitest';
import { addPremove, premoveShapes, queuedBoardFen, takeNextPremove } from './premove-queue';
import { INITIAL_FEN } from './testing/fixtures';

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const board = (fen: string) => fen.split(' ')[0];

describe('addPremove', () => {
  it('appends without touching the queue it was given', () => {
    const queue = [{ orig: 'g1', dest: 'f3' }];
    const next = addPremove(queue, { orig: 'f1', dest: 'c4' });
    expect(next).toEqual([
      { orig: 'g1', dest: 'f3' },
      { orig: 'f1', dest: 'c4' },
    ]);
    expect(queue).toHaveLength(1);
  });
});

describe('queuedBoardFen', () => {
  it('is the position itself with nothing queued', () => {
    expect(queuedBoardFen(AFTER_E4, [])).toBe(AFTER_E4);
  });

  it('moves each queued piece in turn, so the next premove starts from where the last one ends', () => {
    const fen = queuedBoardFen(AFTER_E4, [
      { orig: 'g1', dest: 'f3' },
      { orig: 'f3', dest: 'g5' },
    ]);
    expect(board(fen)).toBe('rnbqkbnr/pppppppp/8/6N1/4P3/8/PPPP1PPP/RNBQKB1R');
  });

  it('brings the rook along when the king castles, given either way chessground reports it', () => {
    const ready = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1';
    expect(board(queuedBoardFen(ready, [{ orig: 'e1', dest: 'g1' }]))).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R4RK1',
    );
    expect(board(queuedBoardFen(ready, [{ orig: 'e1', dest: 'h1' }]))).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R4RK1',
    );
    expect(board(queuedBoardFen(ready, [{ orig: 'e1', dest: 'c1' }]))).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/2KR3R',
    );
  });

  it('shows a pawn reaching the last rank as a queen', () => {
    const fen = 'k7/4P3/8/8/8/8/8/4K3 b - - 0 1';
    expect(board(queuedBoardFen(fen, [{ orig: 'e7', dest: 'e8' }]))).toBe('k3Q3/8/8/8/8/8/8/4K3');
  });

  it('skips a premove from an empty square', () => {
    expect(board(queuedBoardFen(AFTER_E4, [{ orig: 'e3', dest: 'e5' }]))).toBe(board(AFTER_E4));
  });
});

describe('takeNextPremove', () => {
  it('plays the first premove when it is legal and keeps the rest for later turns', () => {
    const { played, rest } = takeNextPremove(INITIAL_FEN, [
      { orig: 'e2', dest: 'e4' },
      { orig: 'g1', dest: 'f3' },
    ]);
    expect(played).toMatchObject({ uci: 'e2e4', san: 'e4' });
    expect(rest).toEqual([{ orig: 'g1', dest: 'f3' }]);
  });

  it('drops the whole queue when the first premove is no longer legal', () => {
    // Black's pawn came to e5: e4-e5 is blocked.
    const blocked = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    expect(
      takeNextPremove(blocked, [
        { orig: 'e4', dest: 'e5' },
        { orig: 'g1', dest: 'f3' },
      ]),
    ).toEqual({ played: null, rest: [] });
  });

  it('promotes a premoved pawn to a queen and castles with the standard move', () => {
    expect(
      takeNextPremove('k7/4P3/8/8/8/8/8/4K3 w - - 0 1', [{ orig: 'e7', dest: 'e8' }]).played,
    ).toMatchObject({
      uci: 'e7e8q',
      san: 'e8=Q+',
    });
    const ready = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
    expect(takeNextPremove(ready, [{ orig: 'e1', dest: 'h1' }]).played).toMatchObject({
      uci: 'e1g1',
      san: 'O-O',
    });
  });

  it('has nothing to play from an empty queue', () => {
    expect(takeNextPremove(INITIAL_FEN, [])).toEqual({ played: null, rest: [] });
  });
});

describe('premoveShapes', () => {
  it('marks both squares of each premove and draws them as arrows in order', () => {
    const { squares, arrows } = premoveShapes([
      { orig: 'g1', dest: 'f3' },
      { orig: 'f3', dest: 'g5' },
    ]);
    expect([...squares.keys()]).toEqual(['g1', 'f3', 'g5']);
    expect(arrows.map(({ orig, dest }) => `${orig}${dest}`)).toEqual(['g1f3', 'f3g5']);
  });
});
