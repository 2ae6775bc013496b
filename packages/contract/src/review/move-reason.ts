/**
 * A plain-language reason for a bad move, when one is cheap to see: the engine's mate scores say
 * "misses mate" and "allows mate"; the board says which piece hangs and whether the best move forked.
 */
import type { Role } from 'chessops/types';
import { after, isFork, legalMove, mateInOne, mostValuableHanging, positionOf } from './board-tactics';
import type { MoveClass } from './move-class';
import type { Score } from './win-percent';

export type MoveReason =
  | { kind: 'misses_mate' }
  | { kind: 'allows_mate' }
  | { kind: 'hangs'; piece: Exclude<Role, 'king'> }
  | { kind: 'misses_fork' };

/** Only these classes get a reason: the rest need no excuse. */
const EXPLAINED: ReadonlySet<MoveClass> = new Set(['inaccuracy', 'mistake', 'miss', 'blunder']);

export interface ReasonInput {
  /** The position before the move. */
  fen: string;
  played: string;
  /** The engine's first-line move. */
  best: string | null;
  /** White's score with the best move, and after the move played. */
  bestScore: Score | null;
  scoreAfter: Score | null;
  moveClass: MoveClass;
}

const mateFor = (score: Score | null, white: boolean): boolean =>
  score != null && 'mate' in score && (white ? score.mate > 0 : score.mate < 0);

/** The first reason that holds, worst first; null when none is cheap to tell (or the move needs none). */
export function moveReason(input: ReasonInput): MoveReason | null {
  if (!EXPLAINED.has(input.moveClass)) return null;
  const pos = positionOf(input.fen);
  const played = pos && legalMove(pos, input.played);
  if (!pos || !played) return null;
  const white = pos.turn === 'white';
  const next = after(pos, played);
  if (mateFor(input.scoreAfter, !white) || mateInOne(next)) return { kind: 'allows_mate' };
  if (mateFor(input.bestScore, white) && !mateFor(input.scoreAfter, white)) return { kind: 'misses_mate' };
  const hanging = mostValuableHanging(next, pos.turn);
  if (hanging && hanging !== 'king') return { kind: 'hangs', piece: hanging };
  const best = input.best ? legalMove(pos, input.best) : null;
  if (best && input.best !== input.played && isFork(pos, best)) return { kind: 'misses_fork' };
  return null;
}

/** The reason in English, for logs and the CLI (the web app has its own words per language). */
export function describeReason(reason: MoveReason): string {
  switch (reason.kind) {
    case 'misses_mate':
      return 'misses mate';
    case 'allows_mate':
      return 'allows mate';
    case 'hangs':
      return `hangs the ${reason.piece}`;
    case 'misses_fork':
      return 'misses a fork';
  }
}
