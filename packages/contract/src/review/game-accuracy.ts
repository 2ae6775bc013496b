/**
 * A side's accuracy over a game, by lichess's method (lila's AccuracyPercent.gameAccuracy): the mean
 * of (a) move accuracies weighted by how volatile the position was around each move (the standard
 * deviation of winning chances over a window sized by the game's length) and (b) their harmonic
 * mean, which one bad blunder pulls down hard.
 */
import { moveAccuracy } from './move-accuracy';
import { type Score, winPercent } from './win-percent';

/** Windows span a tenth of the game, at least this many positions... */
const MIN_WINDOW = 2;
/** ...and at most this many. */
const MAX_WINDOW = 8;
/** Volatility weights are kept in this band so no stretch of the game counts for nothing or for all. */
const MIN_WEIGHT = 0.5;
const MAX_WEIGHT = 12;
/** The harmonic mean divides by each accuracy: lichess floors them here. */
const HARMONIC_FLOOR = 1;

/** Scores are white's, after each move in order; the start position counts as equal (lichess's 15 cp). */
const INITIAL_SCORE: Score = { cp: 15 };

export interface GameAccuracy {
  white: number | null;
  black: number | null;
}

const standardDeviation = (values: readonly number[]): number => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance);
};

/** One volatility weight per move: the window of positions around it, as lichess slides them. */
export function volatilityWeights(winPercents: readonly number[], moveCount: number): number[] {
  const size = Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, Math.floor(moveCount / 10)));
  const first = winPercents.slice(0, size);
  const windows: number[][] = Array.from(
    { length: Math.max(0, Math.min(size, winPercents.length) - 2) },
    () => first,
  );
  for (let start = 0; start + size <= winPercents.length; start++)
    windows.push(winPercents.slice(start, start + size));
  return windows.map((window) => Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, standardDeviation(window))));
}

const weightedMean = (pairs: readonly (readonly [number, number])[]): number => {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  return pairs.reduce((sum, [value, weight]) => sum + value * weight, 0) / total;
};

const harmonicMean = (values: readonly number[]): number =>
  values.length / values.reduce((sum, value) => sum + 1 / Math.max(HARMONIC_FLOOR, value), 0);

/**
 * Each side's accuracy (0..100) from white's score after every move; null for a side that made no
 * move. `whiteStarts` is false when the game begins with black to move.
 */
export function gameAccuracy(scores: readonly Score[], whiteStarts = true): GameAccuracy {
  const chances = [INITIAL_SCORE, ...scores].map(winPercent);
  const weights = volatilityWeights(chances, scores.length);
  const bySide: { white: [number, number][]; black: [number, number][] } = { white: [], black: [] };
  for (let i = 0; i < scores.length; i++) {
    const white = (i % 2 === 0) === whiteStarts;
    const [before, after] = white
      ? [chances[i]!, chances[i + 1]!]
      : [100 - chances[i]!, 100 - chances[i + 1]!];
    bySide[white ? 'white' : 'black'].push([moveAccuracy(before, after), weights[i] ?? MIN_WEIGHT]);
  }
  const side = (pairs: [number, number][]): number | null =>
    pairs.length === 0 ? null : (weightedMean(pairs) + harmonicMean(pairs.map(([value]) => value))) / 2;
  return { white: side(bySide.white), black: side(bySide.black) };
}
