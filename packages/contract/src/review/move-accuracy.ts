/**
 * Accuracy of one move from the drop in the mover's winning chances, by lichess's published fit
 * (lila's AccuracyPercent): 103.1668 * exp(-0.04354 * drop) - 3.1669, plus lichess's one point of
 * "uncertainty bonus" for the engine's own imperfection, clamped to 0..100.
 */

const FIT_SCALE = 103.1668100711649;
const FIT_DECAY = -0.04354415386753951;
const FIT_OFFSET = -3.166924740191411;
/** lichess adds this because a depth-limited engine calls some perfect moves slight errors. */
const UNCERTAINTY_BONUS = 1;

/** `before` and `after` are the mover's winning chances (0..100) before and after the move. */
export function moveAccuracy(before: number, after: number): number {
  if (after >= before) return 100;
  const drop = before - after;
  const raw = FIT_SCALE * Math.exp(FIT_DECAY * drop) + FIT_OFFSET + UNCERTAINTY_BONUS;
  return Math.min(100, Math.max(0, raw));
}
