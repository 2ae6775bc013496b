import {
  COMPUTER_MESSAGES,
  type Color,
  type ComputerGameEnd,
  type EndReason,
  type GameStatus,
  opposite,
} from '@kingside/contract';
import { automaticEnd, claimableDraw, type GameState, newGame, playMove, turnOf } from '../core';

export interface ComputerVerdict {
  status: GameStatus;
  winner: Color | null;
  endReason: EndReason | null;
  /** The moves as stored (castling as the king's two-square move). */
  moves: string[];
}

export type JudgeRefusal = { code: 'computer_move_illegal' | 'computer_end_invalid'; message: string };
export type JudgeResult = { ok: true; value: ComputerVerdict } | { ok: false; error: JudgeRefusal };

const refuse = (code: JudgeRefusal['code'], message: string): JudgeResult => ({
  ok: false,
  error: { code, message },
});

const AUTOMATIC_DRAWS: readonly ComputerGameEnd[] = [
  'insufficientMaterial',
  'fivefoldRepetition',
  'seventyFiveMoves',
];

/**
 * Checks a finished game against the computer with the live game's rules (play/core): every move
 * legal, no position before the last already over, and the claimed end true of the final position.
 * The member (`memberColor`) is the only side that resigns; a draw the position lets either side
 * claim is taken (the computer accepts). Pure: the caller stores what it answers.
 */
export function judgeComputerGame(
  moves: readonly string[],
  end: ComputerGameEnd,
  memberColor: Color,
): JudgeResult {
  let state: GameState = newGame();
  const stored: string[] = [];
  for (const [ply, uci] of moves.entries()) {
    if (automaticEnd(state)) return refuse('computer_end_invalid', COMPUTER_MESSAGES.endedEarlier);
    const played = playMove(state, uci);
    if (!played.ok)
      return refuse('computer_move_illegal', COMPUTER_MESSAGES.illegalMove.replace('{ply}', String(ply + 1)));
    state = played.value.state;
    stored.push(played.value.uci);
  }
  const automatic = automaticEnd(state);
  const verdict = (status: GameStatus, winner: Color | null, endReason: EndReason | null): JudgeResult => ({
    ok: true,
    value: { status, winner, endReason, moves: stored },
  });
  if (end === 'resign') {
    if (automatic) return refuse('computer_end_invalid', COMPUTER_MESSAGES.resignFinished);
    if (stored.length < 2) return refuse('computer_end_invalid', COMPUTER_MESSAGES.resignTooEarly);
    return verdict('resign', opposite(memberColor), null);
  }
  if (end === 'checkmate')
    return automatic?.status === 'mate'
      ? verdict('mate', opposite(turnOf(state)), null)
      : refuse('computer_end_invalid', COMPUTER_MESSAGES.notOver);
  if (end === 'stalemate')
    return automatic?.status === 'stalemate'
      ? verdict('stalemate', null, null)
      : refuse('computer_end_invalid', COMPUTER_MESSAGES.notOver);
  if (AUTOMATIC_DRAWS.includes(end))
    return automatic?.status === 'draw' && automatic.endReason === end
      ? verdict('draw', null, end as EndReason)
      : refuse('computer_end_invalid', COMPUTER_MESSAGES.notOver);
  // threefoldRepetition, fiftyMoves: a draw to claim, in a position that is not over by itself.
  return !automatic && claimableDraw(state) === end
    ? verdict('draw', null, end as EndReason)
    : refuse('computer_end_invalid', COMPUTER_MESSAGES.notOver);
}
