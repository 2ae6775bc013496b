import type { Color } from '@kingside/contract';

/** SAN piece letters as figurines; pawns have no letter, so only these change. */
const FIGURINES: Record<string, string> = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' };

/** `Nxf3+` → `♘xf3+`, `e8=Q` → `e8=♕`. Files are lower case in SAN, so only pieces are touched. */
export function figurineSan(san: string): string {
  return san.replace(/[KQRBN]/g, (letter) => FIGURINES[letter] ?? letter);
}

/**
 * Time each ply took, from the game's clock history (the mover's time left after each ply, as
 * `GameView.moveClocks` keeps it): what the mover's clock lost since their previous move, plus the
 * increment it earned (none for a side that went berserk). Null where a clock is unknown, and for
 * the first move of each side, which costs no time (the clock starts after both have moved).
 */
export function timeSpentPerPly(
  moveClocks: readonly (number | null)[],
  incrementMs: number,
  berserk: Readonly<Record<Color, boolean>> = { white: false, black: false },
): (number | null)[] {
  return moveClocks.map((after, index) => {
    const before = index >= 2 ? moveClocks[index - 2] : null;
    if (before === null || before === undefined || after === null) return null;
    // A flagged mover earns no increment and stops at zero.
    const earned = after > 0 && !berserk[index % 2 === 0 ? 'white' : 'black'] ? incrementMs : 0;
    return Math.max(0, before - after + earned);
  });
}

/** `0.4s`, `12s`, `1:05`: tenths only while they matter. */
export function formatSpent(ms: number): string {
  if (ms < 10_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)}s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
