import { describe, expect, it } from 'vitest';
import { gameAccuracy, volatilityWeights } from './game-accuracy';
import { moveAccuracy } from './move-accuracy';
import { winPercentFromCp } from './win-percent';

describe('gameAccuracy (lichess: volatility-weighted mean and harmonic mean, averaged)', () => {
  it('gives 100 to sides whose moves never lose chances', () => {
    expect(gameAccuracy([{ cp: 20 }, { cp: 15 }, { cp: 30 }, { cp: 15 }])).toEqual({
      white: 100,
      black: 100,
    });
  });

  it('is the move accuracy itself for a single move', () => {
    const expected = moveAccuracy(winPercentFromCp(15), winPercentFromCp(-1000));
    expect(gameAccuracy([{ cp: -1000 }]).white).toBeCloseTo(expected, 10);
    expect(gameAccuracy([{ cp: -1000 }]).black).toBeNull();
  });

  it('punishes the side that blunders, harder than its mean alone would', () => {
    // White throws away a piece on its second move; black plays on accurately.
    const scores = [{ cp: 20 }, { cp: 25 }, { cp: -300 }, { cp: -290 }, { cp: -300 }, { cp: -310 }];
    const accuracy = gameAccuracy(scores);
    expect(accuracy.black).toBeGreaterThan(95);
    const whiteMoves = [
      moveAccuracy(winPercentFromCp(15), winPercentFromCp(20)),
      moveAccuracy(winPercentFromCp(25), winPercentFromCp(-300)),
      moveAccuracy(winPercentFromCp(-290), winPercentFromCp(-300)),
    ];
    const plainMean = whiteMoves.reduce((a, b) => a + b, 0) / whiteMoves.length;
    expect(accuracy.white).toBeLessThan(plainMean);
    expect(accuracy.white).toBeCloseTo(44.7264, 3);
  });

  it('counts black first when the game starts with black to move', () => {
    expect(gameAccuracy([{ cp: 1000 }], false)).toEqual({ white: null, black: expect.any(Number) });
    // Black's chances fall from 48.6 to 2.5: a drop of 46 points.
    expect(gameAccuracy([{ cp: 1000 }], false).black).toBeCloseTo(11.6537, 3);
  });
});

describe('volatilityWeights', () => {
  it('gives one weight per move, clamped to 0.5..12', () => {
    const chances = [50, 50, 50, 90, 10, 50];
    const weights = volatilityWeights(chances, chances.length - 1);
    expect(weights).toHaveLength(5);
    expect(weights[0]).toBe(0.5);
    expect(Math.max(...weights)).toBe(12);
  });

  it('widens the window with the game, up to 8 positions', () => {
    const chances = Array.from({ length: 101 }, (_, i) => (i % 2 === 0 ? 40 : 60));
    expect(volatilityWeights(chances, 100)).toHaveLength(100);
    // Every full window of alternating 40/60 has a standard deviation of 10.
    expect(volatilityWeights(chances, 100)[50]).toBeCloseTo(10, 10);
  });
});
