import { makeFen, parseFen } from 'chessops/fen';
import { parseSquare } from 'chessops/util';
import { isPromotion, type PlayedMove, playMove } from './game-state';

/**
 * The opt-in premove queue (lichess allows one premove; this allows several). Pure: the game page keeps
 * the queue, the board shows it, and these say what it looks like and what to play.
 */
export interface Premove {
  orig: string;
  dest: string;
}

export const addPremove = (queue: readonly Premove[], premove: Premove): Premove[] => [...queue, premove];

/**
 * The board once the queued premoves have been made, the opponent's replies unknown: each moves its
 * piece (a castling king brings its rook, a pawn reaching the last rank becomes a queen). Only the
 * piece placement matters, so nothing here checks legality: that happens when a premove is played.
 */
export function queuedBoardFen(fen: string, queue: readonly Premove[]): string {
  if (queue.length === 0) return fen;
  const setup = parseFen(fen);
  if (setup.isErr) return fen;
  const { board } = setup.value;
  for (const { orig, dest } of queue) {
    const from = parseSquare(orig);
    const to = parseSquare(dest);
    if (from === undefined || to === undefined) continue;
    const piece = board.take(from);
    if (!piece) continue;
    const target = board.get(to);
    const rank = dest[1];
    if (
      piece.role === 'king' &&
      orig[1] === rank &&
      castles(orig, dest, target?.role, target?.color === piece.color)
    ) {
      const kingside = dest > orig;
      const rook = board.take(parseSquare(`${kingside ? 'h' : 'a'}${rank}`) ?? to);
      board.set(parseSquare(`${kingside ? 'g' : 'c'}${rank}`) ?? to, piece);
      if (rook) board.set(parseSquare(`${kingside ? 'f' : 'd'}${rank}`) ?? to, rook);
      continue;
    }
    const promoted = piece.role === 'pawn' && (rank === '8' || rank === '1');
    board.set(to, promoted ? { ...piece, role: 'queen' } : piece);
  }
  return makeFen(setup.value);
}

/** A king from the e-file two files over, or onto its own rook (chessground reports both). */
function castles(orig: string, dest: string, targetRole: string | undefined, ownPiece: boolean): boolean {
  if (orig[0] !== 'e') return false;
  const files = Math.abs(dest.charCodeAt(0) - orig.charCodeAt(0));
  return files === 2 || (ownPiece && targetRole === 'rook');
}

/**
 * It is the queue owner's turn on `fen`: the first premove, played if it is legal in this position
 * (a promotion becomes a queen, as a single premove does). An illegal one drops the whole queue,
 * since the moves after it were planned on a position that will not happen.
 */
export function takeNextPremove(
  fen: string,
  queue: readonly Premove[],
): { played: PlayedMove | null; rest: Premove[] } {
  const [first, ...rest] = queue;
  if (!first) return { played: null, rest: [] };
  const promotion = isPromotion(fen, first.orig, first.dest) ? 'q' : '';
  const played = playMove(fen, `${first.orig}${first.dest}${promotion}`);
  return played ? { played, rest } : { played: null, rest: [] };
}

/** Squares to mark on the board for the queued premoves, and arrows showing their order. */
export function premoveShapes(queue: readonly Premove[]) {
  const squares = new Map<string, string>();
  for (const { orig, dest } of queue) {
    squares.set(orig, 'current-premove');
    squares.set(dest, 'current-premove');
  }
  return { squares, arrows: queue.map(({ orig, dest }) => ({ orig, dest, brush: 'paleBlue' as const })) };
}
