/**
 * Names a game's opening from the positions it reached: the deepest position the table knows wins,
 * as lichess classifies games, so transpositions are named right. One lookup for PGN export,
 * the archive and Insights.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Chess, normalizeMove } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { parseUci } from 'chessops/util';
import {
  loadOpeningTable,
  OPENING_FILES,
  type Opening,
  type OpeningTable,
  positionKey,
} from './opening-table';
import { loadPackagedTable } from './packaged-table';

export interface OpeningsOptions {
  /** A folder holding a.tsv … e.tsv in lichess's format; null: the packaged table (packaged-table.ts). */
  dir: string | null;
  /** Told once when the folder has no table, so games go unnamed rather than the server down. */
  onMissing?: (dir: string) => void;
}

export function createOpenings(options: OpeningsOptions) {
  let table: OpeningTable | null = null;

  function read(dir: string | null): OpeningTable {
    if (dir === null) return loadPackagedTable();
    if (OPENING_FILES.some((file) => !existsSync(path.join(dir, file)))) {
      options.onMissing?.(dir);
      return { byPosition: new Map(), maxPlies: 0, lines: 0 };
    }
    return loadOpeningTable(dir);
  }

  /** Loaded at the first lookup (a few hundred milliseconds), then kept. */
  function loaded(): OpeningTable {
    table ??= read(options.dir);
    return table;
  }

  function lookup(moves: string | readonly string[]): (Opening & { ply: number }) | null {
    const { byPosition, maxPlies } = loaded();
    const plies = (typeof moves === 'string' ? moves.split(' ') : moves).filter(Boolean);
    const pos = Chess.default();
    let found: (Opening & { ply: number }) | null = null;
    for (const [index, uci] of plies.slice(0, maxPlies).entries()) {
      const move = parseUci(uci);
      if (!move) break;
      const normal = normalizeMove(pos, move);
      if (!pos.isLegal(normal)) break;
      pos.play(normal);
      const known = byPosition.get(positionKey(pos));
      if (known) found = { ...known, ply: index + 1 };
    }
    return found;
  }

  return {
    /** The opening of a game given as UCI moves (space-separated or a list); null when none is known. */
    openingOf(moves: string | readonly string[]): Opening | null {
      const found = lookup(moves);
      return found && { eco: found.eco, name: found.name };
    },
    /** The same, with the ply the named position was reached at (lichess's JSON `opening.ply`). */
    lookup,
    /** The opening of a position given as FEN (the analysis board asks this); null when none is known. */
    openingOfFen(fen: string): Opening | null {
      const setup = parseFen(fen);
      if (setup.isErr) return null;
      const pos = Chess.fromSetup(setup.value);
      return pos.isErr ? null : (loaded().byPosition.get(positionKey(pos.value)) ?? null);
    },
    /** How many lines (positions, for the packaged table) the table has; 0 when it is missing. */
    size: () => loaded().lines,
  };
}

export type Openings = ReturnType<typeof createOpenings>;
export type OpeningOf = Openings['openingOf'];
export type OpeningLookup = Openings['lookup'];
