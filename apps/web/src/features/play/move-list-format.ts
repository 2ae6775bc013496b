import type { Color } from '@kingside/contract';

/** SAN piece letters as figurines; pawns have no letter, so only these change. */
const FIGURINES: Record<string, string> = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' };

/** `Nxf3+` → `♘xf3+`, `e8=Q` → `e8=♕`. Files are lower case in SAN, so only pieces are touched. */
export function figurineSan(san: string): string {
  return san.replace(/[KQRBN]/g, (letter) => FIGURINES[letter] ?? letter);
}

/** Both clocks (ms left) right after a move, as the server's move event carries them. */
export interface ClockSnapshot {
  uci: string;
  white: number;
  black: number;
}

/**
 * Time each ply took, from the clocks after it and after the ply before: what the mover's clock lost,
 * plus the increment it earned. Null where it cannot be known (a ply from before this page opened) and
 * for the first move of each side, which costs no time (the clock starts after both have moved).
 * A snapshot counts only while it still belongs to the same move (a takeback can replace a ply).
 */
export function timeSpentPerPly(
  moves: readonly string[],
  snapshots: Readonly<Record<number, ClockSnapshot>>,
  incrementMs: number,
): (number | null)[] {
  const at = (ply: number): ClockSnapshot | null => {
    const snapshot = snapshots[ply];
    return snapshot && snapshot.uci === moves[ply - 1] ? snapshot : null;
  };
  return moves.map((_, index) => {
    const ply = index + 1;
    if (ply <= 2) return null;
    const before = at(ply - 1);
    const after = at(ply);
    if (!before || !after) return null;
    const mover: Color = ply % 2 === 1 ? 'white' : 'black';
    // A flagged mover earns no increment and stops at zero.
    const earned = after[mover] > 0 ? incrementMs : 0;
    return Math.max(0, before[mover] - after[mover] + earned);
  });
}

/** `0.4s`, `12s`, `1:05`: tenths only while they matter. */
export function formatSpent(ms: number): string {
  if (ms < 10_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)}s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
