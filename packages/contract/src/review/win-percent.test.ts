import { describe, expect, it } from 'vitest';
import { CP_CEILING, cpOf, winPercent, winPercentFor, winPercentFromCp } from './win-percent';

describe('winPercentFromCp (lichess: 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1))', () => {
  it('is even at equality and symmetric', () => {
    expect(winPercentFromCp(0)).toBe(50);
    expect(winPercentFromCp(300) + winPercentFromCp(-300)).toBeCloseTo(100, 10);
  });

  it('matches the formula on fixed values', () => {
    expect(winPercentFromCp(100)).toBeCloseTo(59.1026, 4);
    expect(winPercentFromCp(-300)).toBeCloseTo(24.8874, 4);
    expect(winPercentFromCp(1000)).toBeCloseTo(97.5447, 4);
  });

  it('caps centipawns at the ceiling', () => {
    expect(winPercentFromCp(5000)).toBe(winPercentFromCp(CP_CEILING));
    expect(winPercentFromCp(-5000)).toBe(winPercentFromCp(-CP_CEILING));
  });
});

describe('mate scores', () => {
  it('map to the mating side’s ceiling', () => {
    expect(cpOf({ mate: 3 })).toBe(CP_CEILING);
    expect(cpOf({ mate: -1 })).toBe(-CP_CEILING);
    expect(winPercent({ mate: 2 })).toBeCloseTo(97.5447, 4);
    expect(winPercent({ mate: -2 })).toBeCloseTo(2.4553, 4);
  });

  it('are seen from either side', () => {
    expect(winPercentFor({ cp: 100 }, false)).toBeCloseTo(40.8974, 4);
    expect(winPercentFor({ cp: 100 }, true)).toBeCloseTo(59.1026, 4);
  });
});
