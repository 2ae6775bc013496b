/** What the analysis panel shows of the engine's lines, pure: SAN lines, and the bar's share for White. */
import type { UciScore } from '@kingside/contract/uci';
import { normalizeMove } from 'chessops/chess';
import { makeSanAndPlay } from 'chessops/san';
import { parseUci } from 'chessops/util';
import { winningChances } from '../../../lib/engine/engine-lines';
import { positionOf } from '../../play/game-state';

/** Moves of a line shown: enough to read the idea, short enough for one row. */
export const SHOWN_PLIES = 10;

/** A principal variation in SAN with move numbers (`12… Nf6 13. Bg5`), from the position it was searched in. */
export function pvSan(fen: string, pv: readonly string[], plies = SHOWN_PLIES): string {
  const position = positionOf(fen);
  if (!position) return '';
  const words: string[] = [];
  for (const [index, uci] of pv.slice(0, plies).entries()) {
    const move = parseUci(uci);
    if (!move || !position.isLegal(normalizeMove(position, move))) break;
    const number = position.fullmoves;
    if (position.turn === 'white') words.push(`${number}.`);
    else if (index === 0) words.push(`${number}…`);
    words.push(makeSanAndPlay(position, normalizeMove(position, move)));
  }
  return words.join(' ');
}

/** How a finished position stands, or null while it is still a game. */
export function finishedAs(fen: string): 'whiteMated' | 'blackMated' | 'draw' | null {
  const position = positionOf(fen);
  if (!position) return null;
  if (position.isCheckmate()) return position.turn === 'white' ? 'whiteMated' : 'blackMated';
  if (position.isStalemate() || position.isInsufficientMaterial()) return 'draw';
  return null;
}

/** White's share of the evaluation bar, 0 to 1 (half each at equality). */
export function whiteShare(score: UciScore | null, fen: string): number {
  const finished = finishedAs(fen);
  if (finished === 'whiteMated') return 0;
  if (finished === 'blackMated') return 1;
  if (finished === 'draw' || !score) return 0.5;
  return (winningChances(score) + 1) / 2;
}
