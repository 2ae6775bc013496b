/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) with lichess's parameters. lichess
 * rates every game as a rating period of its own, both players from their ratings before it.
 */

export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

export interface RatedGame {
  readonly opponent: Pick<Rating, 'rating' | 'deviation'>;
  /** 1 for a win, 0.5 for a draw, 0 for a loss. */
  readonly score: number;
}

export const DEFAULT_RATING: Rating = { rating: 1500, deviation: 500, volatility: 0.09 };

const TAU = 0.75;
const MIN_DEVIATION = 45;
const MAX_DEVIATION = 500;
// Past this a volatility may never settle again.
const MAX_VOLATILITY = 0.1;
const MIN_RATING = 400;
const MAX_RATING = 4000;
const PROVISIONAL_DEVIATION = 110;

// The Glicko-2 scale: ratings and deviations divided by this, centred on 1500.
const SCALE = 173.7178;
const CONVERGENCE = 0.000001;

export const isProvisional = (rating: Pick<Rating, 'deviation'>): boolean =>
  rating.deviation >= PROVISIONAL_DEVIATION;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** Step 5 of the paper: the new volatility, by the Illinois algorithm. */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** One rating period of the plain Glicko-2 algorithm, without lichess's bounds. */
export function glicko2(player: Rating, games: readonly [RatedGame, ...RatedGame[]], tau: number): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  let vInverse = 0;
  let improvement = 0;
  for (const { opponent, score } of games) {
    const gj = g(opponent.deviation / SCALE);
    const expected = 1 / (1 + Math.exp(-gj * (mu - (opponent.rating - 1500) / SCALE)));
    vInverse += gj * gj * expected * (1 - expected);
    improvement += gj * (score - expected);
  }
  const v = 1 / vInverse;
  const sigma = newVolatility(player.volatility, phi, v, v * improvement, tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  return {
    rating: SCALE * (mu + newPhi * newPhi * improvement) + 1500,
    deviation: SCALE * newPhi,
    volatility: sigma,
  };
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

const bounded = (rating: Rating): Rating => ({
  rating: clamp(rating.rating, MIN_RATING, MAX_RATING),
  deviation: clamp(rating.deviation, MIN_DEVIATION, MAX_DEVIATION),
  volatility: Math.min(rating.volatility, MAX_VOLATILITY),
});

/** Both players' ratings after one game; `result` is white's score. */
export function rate(white: Rating, black: Rating, result: 1 | 0.5 | 0): { white: Rating; black: Rating } {
  return {
    white: bounded(glicko2(white, [{ opponent: black, score: result }], TAU)),
    black: bounded(glicko2(black, [{ opponent: white, score: 1 - result }], TAU)),
  };
}
