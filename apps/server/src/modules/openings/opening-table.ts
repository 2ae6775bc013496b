/**
 * An opening table in lichess's chess-openings format (`a.tsv` … `e.tsv`, columns eco, name, pgn),
 * read from a folder at first use. Each line is keyed by the position its moves reach, so a game
 * that gets there by another move order is named the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Chess } from 'chessops/chess';
import { parseSan } from 'chessops/san';
import type { SquareSet } from 'chessops/squareSet';

export interface Opening {
  eco: string;
  name: string;
}

export interface OpeningTable {
  /** The position (positionKey: what an EPD says, en passant only when legal) → the opening. */
  byPosition: ReadonlyMap<string, Opening>;
  /** Plies of the longest line: a game is looked up no deeper. */
  maxPlies: number;
  lines: number;
}

export const OPENING_FILES = ['a.tsv', 'b.tsv', 'c.tsv', 'd.tsv', 'e.tsv'] as const;

const bits = (set: SquareSet) => `${set.lo},${set.hi}`;

/**
 * The key both the table and games use: what an EPD says (pieces, side to move, castling rights,
 * a legal en passant square), read straight from the bitboards. A game is looked up at every ply,
 * and writing FEN text there took three quarters of the time.
 */
export function positionKey(pos: Chess): string {
  const { board } = pos;
  const ep = pos.epSquare === undefined ? '' : (pos.toSetup().epSquare ?? '');
  return `${bits(board.white)}/${bits(board.pawn)}/${bits(board.knight)}/${bits(board.bishop)}/${bits(board.rook)}/${bits(board.queen)}/${bits(board.king)}/${pos.turn}/${bits(pos.castles.castlingRights)}/${ep}`;
}

/** Moves of a `pgn` cell ("1. e4 e5 2. Nf3") without the move numbers. */
const sanMoves = (pgn: string) => pgn.split(/\s+/).filter((token) => token && !/^\d+\.+$/.test(token));

/** Parses one file's text into `into`; a line that is not `eco<TAB>name<TAB>legal moves` is an error. */
export function addOpenings(
  into: Map<string, Opening>,
  text: string,
  source: string,
): { lines: number; maxPlies: number } {
  let lines = 0;
  let maxPlies = 0;
  for (const [index, line] of text.split('\n').entries()) {
    if (index === 0 || !line.trim()) continue; // the header row, and the last newline
    const [eco, name, pgn] = line.split('\t');
    if (!eco || !name || !pgn || !/^[A-E]\d\d$/.test(eco))
      throw new Error(`${source}:${index + 1}: not an opening line`);
    const pos = Chess.default();
    const moves = sanMoves(pgn);
    for (const san of moves) {
      const move = parseSan(pos, san);
      if (!move) throw new Error(`${source}:${index + 1}: illegal move ${san}`);
      pos.play(move);
    }
    const key = positionKey(pos);
    // Several lines may reach one position: the first (the file's order, by ECO code) names it.
    if (!into.has(key)) into.set(key, { eco, name });
    lines++;
    maxPlies = Math.max(maxPlies, moves.length);
  }
  return { lines, maxPlies };
}

/** Reads the five files of the data set from `dir`. */
export function loadOpeningTable(dir: string): OpeningTable {
  const byPosition = new Map<string, Opening>();
  let lines = 0;
  let maxPlies = 0;
  for (const file of OPENING_FILES) {
    const added = addOpenings(byPosition, readFileSync(path.join(dir, file), 'utf8'), file);
    lines += added.lines;
    maxPlies = Math.max(maxPlies, added.maxPlies);
  }
  return { byPosition, maxPlies, lines };
}
