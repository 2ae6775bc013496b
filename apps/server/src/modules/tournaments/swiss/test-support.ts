/** A small seeded generator (mulberry32) so random tests replay the same tournaments every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

import type {
  SwissEntrant,
  SwissGameResult,
  SwissRound,
  SwissRoundPairing,
  SwissSettings,
} from './swiss.types';

/** A result for white against black, stronger players winning more often. */
export function randomResult(
  random: () => number,
  whiteRating: number,
  blackRating: number,
): SwissGameResult {
  const expected = 1 / (1 + 10 ** ((blackRating - whiteRating) / 400));
  const roll = random();
  if (roll < 0.02) return random() < 0.5 ? 'white_won_by_forfeit' : 'black_won_by_forfeit';
  if (roll < 0.3) return 'draw';
  return random() < expected ? 'white_won' : 'black_won';
}

export function randomEntrants(random: () => number, count: number): SwissEntrant[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    rating: 1000 + Math.floor(random() * 1500),
  }));
}

export const SETTINGS: SwissSettings = { totalRounds: 9, byePoints: 1, lateEntryPoints: 0, seed: 'test' };

/** The finished round for a pairing, with results drawn by `random`. */
export function playRound(
  random: () => number,
  pairing: SwissRoundPairing,
  ratings: ReadonlyMap<string, number>,
): SwissRound {
  return {
    bye: pairing.bye,
    games: pairing.pairings.map(({ white, black }) => ({
      white,
      black,
      result: randomResult(random, ratings.get(white) ?? 1500, ratings.get(black) ?? 1500),
    })),
  };
}
