import type { NewGameRow } from './play.tables';

/** A named opening as the games table keeps it (modules/openings names it). */
export interface NamedOpening {
  eco: string;
  name: string;
  /** The ply the named position was reached at. */
  ply: number;
}

/**
 * Names a game's opening from its UCI moves: the openings module's `lookup`, wired in services.ts
 * (play declares what it needs rather than importing a module it does not own).
 */
export type NameOpening = (moves: readonly string[]) => NamedOpening | null;

/** The opening columns of a game that ends with these moves (`opening_ply` 0: no known opening). */
export function openingColumns(
  nameOpening: NameOpening,
  moves: readonly string[],
): Pick<NewGameRow, 'openingEco' | 'openingName' | 'openingPly'> {
  const opening = nameOpening(moves);
  return opening
    ? { openingEco: opening.eco, openingName: opening.name, openingPly: opening.ply }
    : { openingEco: null, openingName: null, openingPly: 0 };
}

/**
 * A write that ends a game also names its opening, once: a game's moves never change after its
 * end, and readers (statistics, Insights, the year in chess) then never replay them. Writes that
 * do not end the game pass unchanged: a live move does no work for this, not even a copy of
 * `storedMoves`.
 */
export function withOpening<W extends { patch: Partial<NewGameRow> }>(
  nameOpening: NameOpening,
  storedMoves: () => readonly string[],
  write: W,
): W {
  if (!write.patch.endedAt) return write;
  const { moves } = write.patch;
  const final = moves === undefined ? storedMoves() : moves ? moves.split(' ') : [];
  return { ...write, patch: { ...write.patch, ...openingColumns(nameOpening, final) } };
}
