/**
 * Reading and writing the analysis board's move tree: from a pasted PGN (with its variations and
 * comments) or FEN (chessops parses both; what it refuses becomes a message naming the problem),
 * back out as PGN.
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
import { playMove } from '../play/game-state';
import { INITIAL_FEN } from '../play/move-stepper';
import { type AnalysisTree, emptyTree, type TreeNode } from './analysis-tree';

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

export type LineResult = { ok: true; tree: AnalysisTree } | { ok: false; problem: LineProblem };

/** chessops names its errors by code (`ERR_KINGS`); anything else it might say is a malformed FEN. */
const problemOf = (error: Error): LineProblem => ({
  key: KNOWN_PROBLEMS.has(error.message) ? (error.message as LineProblemKey) : 'ERR_FEN',
});

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
  return { ok: true, tree: emptyTree(makeFen(position.value.toSetup())) };
}

/** The first game of a PGN: its moves, variations and comments. */
export function readPgn(text: string): LineResult {
  const game = parsePgn(text)[0];
  if (!game) return { ok: false, problem: { key: 'empty' } };
  const start = startingPosition(game.headers);
  if (start.isErr) return { ok: false, problem: problemOf(start.error) };
  const startFen = makeFen(start.value.toSetup());
  const { turn, fullmoves } = start.value;
  const moveNumber = (ply: number) => {
    const turns = turn === 'white' ? ply : ply + 1;
    return `${fullmoves + Math.floor(turns / 2)}${turns % 2 ? '…' : '.'}`;
  };
  // Depth first, so the first illegal move named is the main line's when it has one.
  const read = (
    fen: string,
    nodes: readonly ChildNode<PgnNodeData>[],
    ply: number,
  ): TreeNode[] | LineProblem => {
    const kept: TreeNode[] = [];
    for (const node of nodes) {
      const played = playMove(fen, node.data.san);
      if (!played) return { key: 'illegalMove', params: { number: moveNumber(ply), san: node.data.san } };
      const children = read(played.fen, node.children, ply + 1);
      if (!Array.isArray(children)) return children;
      const comment = (node.data.comments ?? []).join(' ');
      kept.push({ san: played.san, uci: played.uci, fen: played.fen, comment, children });
    }
    return kept;
  };
  const children = read(startFen, game.moves.children, 0);
  if (!Array.isArray(children)) return { ok: false, problem: children };
  const headers = [...game.headers].filter(([name]) => name !== 'FEN' && name !== 'SetUp');
  const tagged = headers.some(([name, value]) => !isDefaultTag(name, value));
  if (children.length === 0 && !tagged && !game.headers.has('FEN'))
    return { ok: false, problem: { key: 'empty' } };
  return { ok: true, tree: { headers, start: startFen, comment: (game.comments ?? []).join(' '), children } };
}

const isDefaultTag = (name: string, value: string) => defaultHeaders().get(name) === value;

/** The tree as PGN: its tags (the Seven Tag Roster filled in), FEN/SetUp when it starts elsewhere, its moves, variations and comments. */
export function treePgn(tree: AnalysisTree): string {
  const headers = defaultHeaders();
  for (const [name, value] of tree.headers) headers.set(name, value);
  if (tree.start !== INITIAL_FEN) {
    headers.set('SetUp', '1');
    headers.set('FEN', tree.start);
  }
  const write = (nodes: readonly TreeNode[]): ChildNode<PgnNodeData>[] =>
    nodes.map((node) => {
      const child = new ChildNode<PgnNodeData>({
        san: node.san,
        ...(node.comment ? { comments: [node.comment] } : {}),
      });
      child.children = write(node.children);
      return child;
    });
  const root = new Node<PgnNodeData>();
  root.children = write(tree.children);
  return makePgn({ headers, comments: tree.comment ? [tree.comment] : [], moves: root });
}
