import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, glicko2, isProvisional, type Rating, rate } from './glicko2';

const established = (rating: number): Rating => ({ rating, deviation: 50, volatility: 0.06 });

describe('glicko2', () => {
  it("reproduces the worked example of Glickman's paper (tau 0.5)", () => {
    const after = glicko2(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, deviation: 30 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300 }, score: 0 },
      ],
      0.5,
    );
    // The paper rounds its intermediate steps; unrounded the rating is 1464.0507.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });
});

describe('rate (lichess parameters)', () => {
  it('starts players at 1500, deviation 500, volatility 0.09, provisional', () => {
    expect(DEFAULT_RATING).toEqual({ rating: 1500, deviation: 500, volatility: 0.09 });
    expect(isProvisional(DEFAULT_RATING)).toBe(true);
  });

  it('moves two new players a long way, symmetrically', () => {
    const { white, black } = rate(DEFAULT_RATING, DEFAULT_RATING, 1);
    expect(white.rating).toBeCloseTo(1741.62, 2);
    expect(black.rating).toBeCloseTo(1258.38, 2);
    expect(white.deviation).toBeCloseTo(396.81, 2);
    expect(isProvisional(white)).toBe(true);
  });

  it('leaves equal players level after a draw, and more certain', () => {
    const { white, black } = rate(DEFAULT_RATING, DEFAULT_RATING, 0.5);
    expect(white.rating).toBeCloseTo(1500, 6);
    expect(black.rating).toBeCloseTo(1500, 6);
    expect(white.deviation).toBeLessThan(500);
  });

  it('moves established players a little: the winner gains what the loser loses', () => {
    const { white, black } = rate(established(1800), established(1800), 0);
    expect(white.rating).toBeCloseTo(1792.74, 2);
    expect(black.rating).toBeCloseTo(1807.26, 2);
  });

  it('moves a new player far and an established one little in the same game', () => {
    const { white, black } = rate(established(1800), DEFAULT_RATING, 0);
    expect(white.rating).toBeCloseTo(1794.3, 1);
    expect(black.rating).toBeCloseTo(2086.65, 1);
  });

  it('gives the favourite little for a win and costs it more for a loss', () => {
    const win = rate(established(2000), established(1600), 1).white.rating - 2000;
    const loss = rate(established(2000), established(1600), 0).white.rating - 2000;
    expect(win).toBeGreaterThan(0);
    expect(win).toBeLessThan(2);
    expect(loss).toBeLessThan(-10);
  });

  it('stops being provisional once the deviation falls under 110', () => {
    expect(isProvisional({ deviation: 110 })).toBe(true);
    expect(isProvisional({ deviation: 109.99 })).toBe(false);
    let player = DEFAULT_RATING;
    let games = 0;
    while (isProvisional(player)) {
      player = rate(player, established(1500), games % 2 === 0 ? 0 : 1).white;
      games++;
    }
    expect(games).toBe(11);
  });

  it('keeps deviation within 45..500, volatility under 0.1 and ratings from 400', () => {
    const sure = rate({ rating: 1500, deviation: 30, volatility: 0.01 }, established(1500), 0.5).white;
    expect(sure.deviation).toBe(45);
    // Only a deviation stored out of range could come back over the cap: one game always narrows it.
    expect(rate({ rating: 1500, deviation: 1000, volatility: 0.09 }, DEFAULT_RATING, 0).white.deviation).toBe(
      500,
    );
    expect(
      rate({ rating: 1500, deviation: 45, volatility: 0.2 }, established(1500), 0).white.volatility,
    ).toBe(0.1);
    expect(rate({ rating: 400, deviation: 45, volatility: 0.06 }, established(1500), 0).white.rating).toBe(
      400,
    );
  });
});
