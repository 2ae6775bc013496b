/**
 * How the move list marks a move's class, per the member's `moveListClassificationStyle` (spec §3;
 * the spec lists no values): `default` a coloured symbol, `text` the class's word, `none` nothing.
 * Any other saved style name falls back to the default.
 */
import type { MoveClass } from '@kingside/contract/review';

export type ClassMarking = 'symbol' | 'text' | 'none';

export function classMarking(style: string): ClassMarking {
  if (style === 'none') return 'none';
  if (style === 'text') return 'text';
  return 'symbol';
}

/** The annotation symbols players know (!!, !, ?!, ?, ??), and marks for the classes with none. */
export const CLASS_SYMBOLS: Readonly<Record<MoveClass, string>> = Object.freeze({
  brilliant: '!!',
  great: '!',
  best: '★',
  excellent: '✓',
  good: '✓',
  book: '≡',
  inaccuracy: '?!',
  mistake: '?',
  miss: '✗',
  blunder: '??',
});

/** Classes whose moves "Learn from your mistakes" replays. */
export const LEARNABLE: ReadonlySet<MoveClass> = new Set(['mistake', 'miss', 'blunder']);
