/**
 * Checks a solver's moves against a puzzle's solution with chess rules: the server's word on an
 * answer, never the client's. Like lichess, any mating move counts, even one the solution does not
 * name. Pure: no database, no clock.
 */
import { after, legalMove, positionOf } from '@kingside/contract/review';

export type AnswerCheck =
  | { kind: 'continue'; reply: string }
  | { kind: 'solved' }
  | { kind: 'wrong'; at: number }
  | { kind: 'illegal'; at: number }
  | { kind: 'too_many' };

/** `moves` are the solver's only (the replies come from the solution), in order from the puzzle's start. */
export function checkAnswer(
  puzzle: { fen: string; solution: readonly string[] },
  moves: readonly string[],
): AnswerCheck {
  const solverMoves = Math.ceil(puzzle.solution.length / 2);
  if (moves.length > solverMoves) return { kind: 'too_many' };
  let pos = positionOf(puzzle.fen);
  if (!pos) throw new Error(`puzzle with a bad FEN: ${puzzle.fen}`);
  for (let i = 0; i < moves.length; i++) {
    const move = legalMove(pos, moves[i]!);
    if (!move) return { kind: 'illegal', at: i };
    const next = after(pos, move);
    if (next.isCheckmate()) return { kind: 'solved' };
    if (moves[i] !== puzzle.solution[2 * i]) return { kind: 'wrong', at: i };
    if (2 * i + 1 >= puzzle.solution.length) return { kind: 'solved' };
    const reply = puzzle.solution[2 * i + 1]!;
    if (i === moves.length - 1) return { kind: 'continue', reply };
    const replied = legalMove(next, reply);
    if (!replied) throw new Error(`puzzle with an illegal reply: ${reply}`);
    pos = after(next, replied);
  }
  // moves has at least one entry (the schema), so the loop always answers.
  throw new Error('no moves to check');
}
