/**
 * The clock history of a game, kept beside its moves: the mover's time left (ms) right after each
 * ply, space-separated in `games.move_clocks`, one entry per ply of `games.moves`. Plies played
 * before the column existed are `-` (unknown). Appending is O(1) on the string, as the move path wants.
 */

const UNKNOWN = '-';

/** `text` with ply `plies + 1`'s clock added; plies without an entry yet are filled as unknown. */
export function appendMoveClock(text: string, plies: number, ms: number): string {
  if (text) return `${text} ${ms}`;
  return plies === 0 ? String(ms) : `${`${UNKNOWN} `.repeat(plies)}${ms}`;
}

/** A game's move and clock texts after one more ply. */
export interface PlyTexts {
  moves: string;
  moveClocks: string;
  /** Set when each text gained exactly one entry (not the unknown plies of an old game): those entries. */
  appended?: { move: string; moveClock: string };
}

/** Adds ply `plies + 1` (`uci`, the mover's `ms` left) to the stored texts. */
export function addPly(
  stored: { moves: string; moveClocks: string },
  plies: number,
  uci: string,
  ms: number,
): PlyTexts {
  const moves = stored.moves ? `${stored.moves} ${uci}` : uci;
  const moveClocks = appendMoveClock(stored.moveClocks, plies, ms);
  const inStep = stored.moveClocks !== '' || plies === 0;
  return inStep
    ? { moves, moveClocks, appended: { move: uci, moveClock: String(ms) } }
    : { moves, moveClocks };
}

/** The entries of the first `plies` plies (a takeback keeps fewer). */
export function keepMoveClocks(text: string, plies: number): string {
  return text ? text.split(' ').slice(0, plies).join(' ') : '';
}

/** One entry per ply of a game of `plies` plies: ms, or null where the game did not record it. */
export function parseMoveClocks(text: string, plies: number): (number | null)[] {
  const entries = text ? text.split(' ') : [];
  return Array.from({ length: plies }, (_, i) => {
    const ms = Number(entries[i] ?? UNKNOWN);
    return Number.isSafeInteger(ms) ? ms : null;
  });
}
