/**
 * chess.com's game result codes (its published-data API's "Game results codes") for each side of
 * one of our finished games, and its time classes for our speeds.
 */
import {
  type Color,
  type EndReason,
  exportWinner,
  type GameStatus,
  type PlayedEndReason,
} from '@kingside/contract';

export type ChessComResult =
  | 'win'
  | 'checkmated'
  | 'agreed'
  | 'repetition'
  | 'timeout'
  | 'resigned'
  | 'stalemate'
  | 'lose'
  | 'insufficient'
  | '50move'
  | 'abandoned'
  | 'timevsinsufficient';

const DRAW_CODES: Record<PlayedEndReason, ChessComResult> = {
  agreement: 'agreed',
  insufficientMaterial: 'insufficient',
  threefoldRepetition: 'repetition',
  fivefoldRepetition: 'repetition',
  fiftyMoves: '50move',
  seventyFiveMoves: '50move',
  timeoutVsInsufficientMaterial: 'timevsinsufficient',
  // A draw claimed while the opponent was gone: chess.com has no code of its own for it.
  abandoned: 'agreed',
};

/** What the loser of a decided game gets, by how it was decided. */
function loserCode(status: GameStatus, reason: EndReason | null): ChessComResult {
  if (status === 'mate') return 'checkmated';
  if (status === 'resign') return 'resigned';
  if (status === 'outoftime') return 'timeout';
  // An aborted game with a winner: the loser's first move never came (a team match counts it lost).
  if (status === 'aborted' || reason === 'abandoned') return 'abandoned';
  return 'lose';
}

export function chessComResults(game: {
  status: string;
  winner: string | null;
  endReason: string | null;
}): Record<Color, ChessComResult> {
  const status = game.status as GameStatus;
  const reason = game.endReason as EndReason | null;
  const winner = exportWinner(game);
  if (winner === null) {
    const code =
      status === 'stalemate' ? 'stalemate' : DRAW_CODES[(reason as PlayedEndReason) ?? 'agreement'];
    return { white: code, black: code };
  }
  const loser = loserCode(status, reason);
  return winner === 'white' ? { white: 'win', black: loser } : { white: loser, black: 'win' };
}

/** chess.com's time classes; it counts every game of ten minutes or more as rapid. */
export function timeClassOf(speed: string): 'bullet' | 'blitz' | 'rapid' | 'daily' {
  if (speed === 'bullet' || speed === 'blitz' || speed === 'daily') return speed;
  return 'rapid';
}
