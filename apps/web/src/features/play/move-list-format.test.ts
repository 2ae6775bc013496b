import { describe, expect, it } from 'vitest';
import { figurineSan, formatSpent, timeSpentPerPly } from './move-list-format';

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
  // 1.e4 e5 2.Nf3 Nc6 3.Bb5 at 3+0: the mover's time left after each ply.
  const moveClocks = [180_000, 180_000, 176_500, 168_000, 170_000];

  it('adds no increment back for a side that went berserk', () => {
    const berserk = { white: false, black: true };
    expect(timeSpentPerPly([180_000, 90_000, 178_500, 87_000], 2_000, berserk)).toEqual([
      null,
      null,
      3_500,
      3_000,
    ]);
  });

  it('charges each mover what its clock lost, and nothing for the first move of each side', () => {
    expect(timeSpentPerPly(moveClocks, 0)).toEqual([null, null, 3_500, 12_000, 6_500]);
  });

  it('adds back the increment the mover earned', () => {
    expect(timeSpentPerPly([180_000, 180_000, 178_500, 172_000], 2_000)).toEqual([null, null, 3_500, 10_000]);
  });

  it("knows nothing of a ply whose clock, or whose mover's clock before it, the game did not record", () => {
    expect(timeSpentPerPly([null, null, null, 168_000, 170_000], 0)).toEqual([null, null, null, null, null]);
    expect(timeSpentPerPly([null, null, 176_500, 168_000, 170_000], 0)).toEqual([
      null,
      null,
      null,
      null,
      6_500,
    ]);
  });

  it('gives a flagged mover no increment', () => {
    expect(timeSpentPerPly([...moveClocks.slice(0, 4), 0], 2_000)[4]).toBe(176_500);
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
