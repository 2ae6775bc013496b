import { describe, expect, it } from 'vitest';
import { classifyMove } from './move-class';

describe('classifyMove', () => {
  it('names opening-table moves book before anything else', () => {
    expect(classifyMove({ winBefore: 55, winAfter: 40, isBest: false, isBook: true })).toBe('book');
  });

  it('calls the engine’s move best, and great when it was the only good one', () => {
    expect(classifyMove({ winBefore: 60, winAfter: 60, isBest: true, secondBestWin: 55 })).toBe('best');
    expect(classifyMove({ winBefore: 60, winAfter: 60, isBest: true, secondBestWin: 45 })).toBe('great');
  });

  it('calls a sound sacrifice brilliant, but not in a position already won', () => {
    expect(classifyMove({ winBefore: 60, winAfter: 70, isBest: true, isSacrifice: true })).toBe('brilliant');
    expect(classifyMove({ winBefore: 97, winAfter: 97, isBest: true, isSacrifice: true })).toBe('best');
    // A sacrifice that leaves the mover worse off is no brilliancy.
    expect(classifyMove({ winBefore: 45, winAfter: 44, isBest: true, isSacrifice: true })).toBe('best');
  });

  it('grades other moves by the drop in winning chances (2, 5, 10, 20 points)', () => {
    const drop = (points: number) => classifyMove({ winBefore: 50, winAfter: 50 - points, isBest: false });
    expect(drop(0)).toBe('best');
    expect(drop(1.5)).toBe('excellent');
    expect(drop(2)).toBe('excellent');
    expect(drop(4)).toBe('good');
    expect(drop(8)).toBe('inaccuracy');
    expect(drop(15)).toBe('mistake');
    expect(drop(20)).toBe('mistake');
    expect(drop(30)).toBe('blunder');
  });

  it('calls letting a win go without losing a miss', () => {
    expect(classifyMove({ winBefore: 90, winAfter: 55, isBest: false })).toBe('miss');
    // Losing chances after: a blunder, not a miss.
    expect(classifyMove({ winBefore: 90, winAfter: 20, isBest: false })).toBe('blunder');
    // No winning move to miss.
    expect(classifyMove({ winBefore: 60, winAfter: 45, isBest: false })).toBe('mistake');
  });
});
