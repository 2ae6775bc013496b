/**
 * One knockout match: `games` games, then, if level, one tie-break game. The tie-break is an
 * Armageddon: a draw counts as a win for black, so it always decides; the higher seed (side a) takes
 * black, with the draw odds, as the reward of their seeding. In the regular games side a has white in
 * the odd games, side b in the even ones. A match is decided as soon as one side leads by more than the
 * games left to play.
 */

export type GameWinner = 'a' | 'b' | 'draw';

export interface MatchProgress {
  readonly scoreA: number;
  readonly scoreB: number;
  readonly winner: 'a' | 'b' | null;
  /** The next game to play, or null when decided. */
  readonly next: { readonly white: 'a' | 'b'; readonly tiebreak: boolean } | null;
}

export function matchProgress(games: number, results: readonly GameWinner[]): MatchProgress {
  let scoreA = 0;
  let scoreB = 0;
  for (const result of results.slice(0, games)) {
    if (result === 'a') scoreA += 1;
    else if (result === 'b') scoreB += 1;
    else {
      scoreA += 0.5;
      scoreB += 0.5;
    }
  }
  const played = Math.min(results.length, games);
  const left = games - played;
  if (scoreA - scoreB > left) return { scoreA, scoreB, winner: 'a', next: null };
  if (scoreB - scoreA > left) return { scoreA, scoreB, winner: 'b', next: null };
  if (left > 0)
    return { scoreA, scoreB, winner: null, next: { white: played % 2 === 0 ? 'a' : 'b', tiebreak: false } };
  const tiebreak = results[games];
  if (tiebreak === undefined) return { scoreA, scoreB, winner: null, next: { white: 'b', tiebreak: true } };
  // Armageddon: b has white, a (black) wins on a draw.
  return { scoreA, scoreB, winner: tiebreak === 'b' ? 'b' : 'a', next: null };
}
