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
import { serverRoot } from '../../platform/paths';
import { epdOf, loadOpeningTable, OPENING_FILES, type Opening, type OpeningTable } from './opening-table';

export interface OpeningsOptions {
  /** The folder holding a.tsv … e.tsv; null: the default place (see openingsDir). */
  dir: string | null;
  /** Told once when the folder has no table, so games go unnamed rather than the server down. */
  onMissing?: (dir: string) => void;
}

/**
 * Where the table lives by default: our own short table of the common openings (starter-table/),
 * in the format of lichess's chess-openings data set, which OPENINGS_DIR can name instead.
 */
export function defaultOpeningsDir(): string {
  return path.join(serverRoot(), 'src', 'modules', 'openings', 'starter-table');
}

export function createOpenings(options: OpeningsOptions) {
  const dir = options.dir ?? defaultOpeningsDir();
  let table: OpeningTable | null = null;

  /** Loaded at the first lookup (a few hundred milliseconds), then kept. */
  function loaded(): OpeningTable {
    if (table) return table;
    if (OPENING_FILES.some((file) => !existsSync(path.join(dir, file)))) {
      options.onMissing?.(dir);
      table = { byEpd: new Map(), maxPlies: 0, lines: 0 };
    } else {
      table = loadOpeningTable(dir);
    }
    return table;
  }

  function lookup(moves: string | readonly string[]): (Opening & { ply: number }) | null {
    const { byEpd, maxPlies } = loaded();
    const plies = (typeof moves === 'string' ? moves.split(' ') : moves).filter(Boolean);
    const pos = Chess.default();
    let found: (Opening & { ply: number }) | null = null;
    for (const [index, uci] of plies.slice(0, maxPlies).entries()) {
      const move = parseUci(uci);
      if (!move) break;
      const normal = normalizeMove(pos, move);
      if (!pos.isLegal(normal)) break;
      pos.play(normal);
      const known = byEpd.get(epdOf(pos));
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
      return pos.isErr ? null : (loaded().byEpd.get(epdOf(pos.value)) ?? null);
    },
    /** How many lines the table has (0 when it is missing). */
    size: () => loaded().lines,
  };
}

export type Openings = ReturnType<typeof createOpenings>;
export type OpeningOf = Openings['openingOf'];
export type OpeningLookup = Openings['lookup'];
