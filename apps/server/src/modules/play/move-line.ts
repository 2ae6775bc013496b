/**
 * A live game's moves, shared by its successive cached states instead of copied for each move: two
 * copies of a long game's lists a move were the biggest part of what a move left for the old
 * generation (issue 13: each state lives until the game's next move, past two scavenges).
 *
 * Append-only, and each state reads only its own first `plies` entries: a move decided on a state
 * is appended before it commits, and one that never commits stays past the `plies` of every state
 * that anyone else reads. A second move decided on the same state finds the lists already longer
 * than its plies and takes copies of its own.
 */
export interface MoveLine {
  readonly uci: string[];
  readonly san: string[];
}

/** A line of `plies` moves, from its lists (owned by it from now on). */
export const lineOf = (uci: string[], san: string[]): MoveLine => ({ uci, san });

/** The line of `plies` moves plus one: the same lists when nothing was appended past `plies` yet. */
export function extended(line: MoveLine, plies: number, uci: string, san: string): MoveLine {
  const next = line.uci.length === plies ? line : lineOf(line.uci.slice(0, plies), line.san.slice(0, plies));
  next.uci.push(uci);
  next.san.push(san);
  return next;
}
