/**
 * The line on the analysis board: where it starts, its moves, and the PGN tags it came with. Read
 * from a pasted PGN or FEN (chessops parses both; what it refuses becomes a message naming the
 * problem), extended by moves played on the board, written back out as PGN.
 */
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import {
  ChildNode,
  defaultHeaders,
  makePgn,
  Node,
  type PgnNodeData,
  parsePgn,
  startingPosition,
} from 'chessops/pgn';
import { type PlayedMove, playMove } from '../play/game-state';
import { INITIAL_FEN } from '../play/move-stepper';

export interface AnalysisLine {
  /** PGN tags in their order (the Seven Tag Roster first when the PGN had it). */
  headers: readonly (readonly [string, string])[];
  /** The position before the first move, and after each: `fens.length === moves.length + 1`. */
  fens: readonly string[];
  moves: readonly string[];
  san: readonly string[];
}

/** Why a text could not be read: a key of `analysis.errors` and what it names. */
export interface LineProblem {
  key: LineProblemKey;
  params?: { number: string; san: string };
}

export type LineProblemKey =
  | 'empty'
  | 'illegalMove'
  | 'ERR_FEN'
  | 'ERR_BOARD'
  | 'ERR_TURN'
  | 'ERR_CASTLING'
  | 'ERR_EP_SQUARE'
  | 'ERR_HALFMOVES'
  | 'ERR_FULLMOVES'
  | 'ERR_EMPTY'
  | 'ERR_OPPOSITE_CHECK'
  | 'ERR_PAWNS_ON_BACKRANK'
  | 'ERR_KINGS'
  | 'ERR_VARIANT';

const KNOWN_PROBLEMS: ReadonlySet<string> = new Set<LineProblemKey>([
  'ERR_FEN',
  'ERR_BOARD',
  'ERR_TURN',
  'ERR_CASTLING',
  'ERR_EP_SQUARE',
  'ERR_HALFMOVES',
  'ERR_FULLMOVES',
  'ERR_EMPTY',
  'ERR_OPPOSITE_CHECK',
  'ERR_PAWNS_ON_BACKRANK',
  'ERR_KINGS',
  'ERR_VARIANT',
]);

export type LineResult = { ok: true; line: AnalysisLine } | { ok: false; problem: LineProblem };

/** chessops names its errors by code (`ERR_KINGS`); anything else it might say is a malformed FEN. */
const problemOf = (error: Error): LineProblem => ({
  key: KNOWN_PROBLEMS.has(error.message) ? (error.message as LineProblemKey) : 'ERR_FEN',
});

/** The start position, no moves: what the board shows before anything is loaded. */
export function emptyLine(fen = INITIAL_FEN): AnalysisLine {
  return { headers: [], fens: [fen], moves: [], san: [] };
}

/** A single line of text with a FEN's board field is read as a FEN; anything else as PGN. */
const looksLikeFen = (text: string) => !text.includes('\n') && /^[^\s[]*\/\S*(\s|$)/.test(text);

export function readLine(input: string): LineResult {
  const text = input.trim();
  if (!text) return { ok: false, problem: { key: 'empty' } };
  return looksLikeFen(text) ? readFen(text) : readPgn(text);
}

export function readFen(text: string): LineResult {
  const setup = parseFen(text.trim());
  if (setup.isErr) return { ok: false, problem: problemOf(setup.error) };
  const position = Chess.fromSetup(setup.value);
  if (position.isErr) return { ok: false, problem: problemOf(position.error) };
  return { ok: true, line: emptyLine(makeFen(position.value.toSetup())) };
}

/** The first game of a PGN, its main line only (variations and comments are not kept yet). */
export function readPgn(text: string): LineResult {
  const game = parsePgn(text)[0];
  if (!game) return { ok: false, problem: { key: 'empty' } };
  const start = startingPosition(game.headers);
  if (start.isErr) return { ok: false, problem: problemOf(start.error) };
  let line = emptyLine(makeFen(start.value.toSetup()));
  for (const node of game.moves.mainline()) {
    const ply = line.moves.length;
    const played = playMove(line.fens[ply]!, node.san);
    if (!played) {
      const turn = start.value.turn === 'white' ? ply : ply + 1;
      const number = `${start.value.fullmoves + Math.floor(turn / 2)}${turn % 2 ? '…' : '.'}`;
      return { ok: false, problem: { key: 'illegalMove', params: { number, san: node.san } } };
    }
    line = extendLine(line, ply, played);
  }
  const headers = [...game.headers].filter(([name]) => name !== 'FEN' && name !== 'SetUp');
  const tagged = headers.some(([name, value]) => !isDefaultTag(name, value));
  if (line.moves.length === 0 && !tagged && !game.headers.has('FEN'))
    return { ok: false, problem: { key: 'empty' } };
  return { ok: true, line: { ...line, headers } };
}

const isDefaultTag = (name: string, value: string) => defaultHeaders().get(name) === value;

/** A move played after ply `ply`: the moves after it are dropped (no variation tree yet), the result is open again. */
export function extendLine(line: AnalysisLine, ply: number, played: PlayedMove): AnalysisLine {
  const reopened =
    ply < line.moves.length || line.headers.some(([name, v]) => name === 'Result' && v !== '*');
  return {
    headers: reopened
      ? line.headers.map(([name, value]) => [name, name === 'Result' ? '*' : value] as const)
      : line.headers,
    fens: [...line.fens.slice(0, ply + 1), played.fen],
    moves: [...line.moves.slice(0, ply), played.uci],
    san: [...line.san.slice(0, ply), played.san],
  };
}

/** The line as PGN: its tags (the Seven Tag Roster filled in), FEN/SetUp when it starts elsewhere, its moves. */
export function linePgn(line: AnalysisLine): string {
  const headers = defaultHeaders();
  for (const [name, value] of line.headers) headers.set(name, value);
  const start = line.fens[0]!;
  if (start !== INITIAL_FEN) {
    headers.set('SetUp', '1');
    headers.set('FEN', start);
  }
  const root = new Node<PgnNodeData>();
  let node: Node<PgnNodeData> = root;
  for (const san of line.san) {
    const child = new ChildNode<PgnNodeData>({ san });
    node.children.push(child);
    node = child;
  }
  return makePgn({ headers, comments: [], moves: root });
}
