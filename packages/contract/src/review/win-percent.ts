/**
 * Winning chances from an engine score, by lichess's published formula (lila's WinPercent): a
 * logistic curve fitted to its players' results at each centipawn advantage.
 */

/** An engine score from white's point of view: centipawns, or moves to mate (negative: black mates). */
export type Score = { readonly cp: number } | { readonly mate: number };

/** lichess caps centipawns here before the curve; a mate counts as the cap itself. */
export const CP_CEILING = 1000;

/** The fitted slope of lichess's curve (win% per centipawn near equality is about 0.09). */
const WIN_PERCENT_SLOPE = -0.00368208;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** White's winning chances, 0 to 100, from white's centipawn advantage. */
export function winPercentFromCp(cp: number): number {
  const capped = clamp(cp, -CP_CEILING, CP_CEILING);
  return 50 + 50 * (2 / (1 + Math.exp(WIN_PERCENT_SLOPE * capped)) - 1);
}

/** A mate counts as the centipawn ceiling of the mating side, as lichess maps it. */
export function cpOf(score: Score): number {
  if ('cp' in score) return score.cp;
  return score.mate > 0 ? CP_CEILING : -CP_CEILING;
}

/** White's winning chances, 0 to 100, from any score (mate scores mapped to the ceiling). */
export function winPercent(score: Score): number {
  return winPercentFromCp(cpOf(score));
}

/** The same chances seen by the side that `white` says. */
export function winPercentFor(score: Score, white: boolean): number {
  const chances = winPercent(score);
  return white ? chances : 100 - chances;
}
