import { describe, expect, it } from 'vitest';
import { type ClockSnapshot, figurineSan, formatSpent, timeSpentPerPly } from './move-list-format';

describe('figurineSan', () => {
  it('turns piece letters into figurines and leaves pawns, files and castling alone', () => {
    expect(figurineSan('Nf3')).toBe('♘f3');
    expect(figurineSan('Qxd8+')).toBe('♕xd8+');
    expect(figurineSan('Rae1')).toBe('♖ae1');
    expect(figurineSan('Bb5#')).toBe('♗b5#');
    expect(figurineSan('Kxh2')).toBe('♔xh2');
    expect(figurineSan('exd5')).toBe('exd5');
    expect(figurineSan('e8=Q+')).toBe('e8=♕+');
    expect(figurineSan('O-O-O')).toBe('O-O-O');
  });
});

describe('timeSpentPerPly', () => {
  const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'];
  const snap = (uci: string, white: number, black: number): ClockSnapshot => ({ uci, white, black });
  const snapshots = {
    1: snap('e2e4', 180_000, 180_000),
    2: snap('e7e5', 180_000, 180_000),
    3: snap('g1f3', 176_500, 180_000),
    4: snap('b8c6', 176_500, 168_000),
    5: snap('f1b5', 170_000, 168_000),
  };

  it('charges each mover what its clock lost, and nothing for the first move of each side', () => {
    expect(timeSpentPerPly(moves, snapshots, 0)).toEqual([null, null, 3_500, 12_000, 6_500]);
  });

  it('adds back the increment the mover earned', () => {
    const withIncrement = {
      ...snapshots,
      3: snap('g1f3', 178_500, 180_000),
      4: snap('b8c6', 178_500, 172_000),
    };
    expect(timeSpentPerPly(moves.slice(0, 4), withIncrement, 2_000)).toEqual([null, null, 3_500, 10_000]);
  });

  it('knows nothing of plies whose clocks it never saw, or whose move was taken back', () => {
    expect(timeSpentPerPly(moves, { 4: snapshots[4], 5: snapshots[5] }, 0)).toEqual([
      null,
      null,
      null,
      null,
      6_500,
    ]);
    const replaced = ['e2e4', 'e7e5', 'g1f3', 'g8f6', 'f1b5'];
    expect(timeSpentPerPly(replaced, snapshots, 0)).toEqual([null, null, 3_500, null, null]);
  });

  it('gives a flagged mover no increment', () => {
    const flagged = { ...snapshots, 5: snap('f1b5', 0, 168_000) };
    expect(timeSpentPerPly(moves, flagged, 2_000)[4]).toBe(176_500);
  });
});

describe('formatSpent', () => {
  it('shows tenths under ten seconds, seconds under a minute, then minutes', () => {
    expect(formatSpent(0)).toBe('0.0s');
    expect(formatSpent(420)).toBe('0.4s');
    expect(formatSpent(9_999)).toBe('9.9s');
    expect(formatSpent(10_000)).toBe('10s');
    expect(formatSpent(59_999)).toBe('59s');
    expect(formatSpent(65_000)).toBe('1:05');
    expect(formatSpent(600_000)).toBe('10:00');
  });
});
