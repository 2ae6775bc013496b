import { describe, expect, it } from 'vitest';
import { moveAccuracy } from './move-accuracy';

describe('moveAccuracy (lichess: 103.1668 * exp(-0.04354 * drop) - 3.1669, +1, clamped)', () => {
  it('is 100 when the chances hold or rise', () => {
    expect(moveAccuracy(50, 50)).toBe(100);
    expect(moveAccuracy(40, 70)).toBe(100);
  });

  it('follows the fit on fixed drops', () => {
    expect(moveAccuracy(60, 50)).toBeCloseTo(64.5798, 3);
    expect(moveAccuracy(80, 30)).toBeCloseTo(9.5278, 3);
    // A drop of one point: 103.1668 * e^-0.04354 - 3.1669 + 1 = 96.604
    expect(moveAccuracy(51, 50)).toBeCloseTo(96.604, 3);
  });

  it('is clamped at 0 for the biggest drops', () => {
    expect(moveAccuracy(100, 0)).toBe(0);
  });
});
