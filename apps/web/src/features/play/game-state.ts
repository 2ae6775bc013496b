import { type Color, type GameEvent, type GameView, opposite } from '@kingside/contract';
import { Chess, normalizeMove } from 'chessops/chess';
import { chessgroundDests } from 'chessops/compat';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSanAndPlay, parseSan } from 'chessops/san';
import type { Move, Role } from 'chessops/types';
import { makeUci, parseUci } from 'chessops/util';

export const isLive = (game: GameView): boolean => game.status === 'started';

/** A position from a FEN, or null if the server ever sent one chessops cannot read. */
export function positionOf(fen: string): Chess | null {
  const setup = parseFen(fen);
  if (setup.isErr) return null;
  const position = Chess.fromSetup(setup.value);
  return position.isErr ? null : position.value;
}

/** The side to move, read from the FEN's second field. */
export function turnOfFen(fen: string): Color {
  return fen.split(' ')[1] === 'b' ? 'black' : 'white';
}

/** Legal destinations in chessground's shape. */
export function destsOf(fen: string): Map<string, string[]> {
  const position = positionOf(fen);
  return position ? (chessgroundDests(position) as Map<string, string[]>) : new Map();
}

export function isCheck(fen: string): boolean {
  return positionOf(fen)?.isCheck() ?? false;
}

/** `e2e4` → `['e2', 'e4']` for chessground's last-move highlight. */
export function lastMoveSquares(uci: string | undefined): [string, string] | undefined {
  if (!uci || uci.length < 4) return undefined;
  return [uci.slice(0, 2), uci.slice(2, 4)];
}

export interface PlayedMove {
  uci: string;
  san: string;
  fen: string;
}

/**
 * Plays a move given as UCI (`e7e8q`) or SAN (`Nf3`, `e8=Q`) on `fen`. Null when it is not legal.
 * Castling may be given king-to-rook as chessground reports it; the UCI sent is the standard one.
 */
export function playMove(fen: string, text: string): PlayedMove | null {
  const position = positionOf(fen);
  if (!position) return null;
  const trimmed = text.trim();
  let move: Move | undefined;
  const uci = /^[a-h][1-8][a-h][1-8][qrbn]?$/.test(trimmed) ? parseUci(trimmed) : undefined;
  if (uci && position.isLegal(uci)) move = uci;
  else move = parseSan(position, trimmed.replace(/[!?]+$/, ''));
  if (!move || !position.isLegal(move)) return null;
  const normalised = normalizeMove(position, move);
  const san = makeSanAndPlay(position, normalised);
  return { uci: standardUci(fen, makeUci(normalised)), san, fen: makeFen(position.toSetup()) };
}

/** chessops normalises castling to king-takes-rook (`e1h1`); the server speaks standard UCI (`e1g1`). */
function standardUci(fen: string, uci: string): string {
  const castles: Record<string, string> = { e1h1: 'e1g1', e1a1: 'e1c1', e8h8: 'e8g8', e8a8: 'e8c8' };
  const standard = castles[uci];
  if (!standard) return uci;
  const move = parseUci(uci);
  const piece = move && 'from' in move ? positionOf(fen)?.board.get(move.from) : undefined;
  return piece?.role === 'king' ? standard : uci;
}

/** True when the move `orig`→`dest` on `fen` is a pawn reaching the last rank. */
export function isPromotion(fen: string, orig: string, dest: string): boolean {
  const position = positionOf(fen);
  const move = parseUci(`${orig}${dest}`);
  if (!position || !move || !('from' in move)) return false;
  const piece = position.board.get(move.from);
  return piece?.role === 'pawn' && (dest[1] === '8' || dest[1] === '1');
}

export const PROMOTION_ROLES = ['queen', 'rook', 'bishop', 'knight'] as const satisfies readonly Role[];
export type PromotionRole = (typeof PROMOTION_ROLES)[number];
export const PROMOTION_LETTER: Record<PromotionRole, string> = {
  queen: 'q',
  rook: 'r',
  bishop: 'b',
  knight: 'n',
};

/** Threefold repetition or fifty moves, seen from the moves (the server says so too in `game.full`). */
export function drawClaimableAfter(moves: readonly string[]): boolean {
  const position = Chess.default();
  const key = () => makeFen(position.toSetup()).split(' ').slice(0, 4).join(' ');
  const seen = new Map<string, number>([[key(), 1]]);
  for (const uci of moves) {
    const move = parseUci(uci);
    if (!move) return false;
    position.play(normalizeMove(position, move));
    seen.set(key(), (seen.get(key()) ?? 0) + 1);
  }
  return (seen.get(key()) ?? 0) >= 3 || position.halfmoves >= 100;
}

/** Whose clock runs after `plies` half-moves: nobody's until each side has moved once. */
const runningAfter = (plies: number, turn: Color): Color | null => (plies >= 2 ? turn : null);

/** One event applied to the state it follows. `version` is the event's. */
export function applyEvent(game: GameView, version: number, event: GameEvent): GameView {
  const next: GameView = { ...game, version };
  switch (event.kind) {
    case 'move': {
      const moves = [...game.moves, event.uci];
      const turn = turnOfFen(event.fen);
      const mover = opposite(turn);
      return {
        ...next,
        moves,
        san: [...game.san, event.san],
        moveClocks: [...game.moveClocks, event.clock[mover]],
        fen: event.fen,
        turn,
        clock: { ...event.clock, running: runningAfter(moves.length, turn) },
        // Moving answers a pending offer of the other side with a no.
        drawOffer: game.drawOffer === mover ? game.drawOffer : null,
        takebackOffer: null,
        drawClaimable: drawClaimableAfter(moves),
      };
    }
    case 'end':
      return {
        ...next,
        status: event.status,
        winner: event.winner,
        endReason: event.endReason,
        white: { ...game.white, ratingDiff: event.ratingDiffs.white },
        black: { ...game.black, ratingDiff: event.ratingDiffs.black },
        clock: { ...game.clock, running: null },
        drawOffer: null,
        takebackOffer: null,
        drawClaimable: false,
      };
    case 'drawOffer':
      return { ...next, drawOffer: event.by };
    case 'takebackOffer':
      return { ...next, takebackOffer: event.by };
    case 'takeback': {
      const keep = Math.max(0, game.moves.length - event.plies);
      const moves = game.moves.slice(0, keep);
      const turn = turnOfFen(event.fen);
      return {
        ...next,
        moves,
        san: game.san.slice(0, keep),
        moveClocks: game.moveClocks.slice(0, keep),
        fen: event.fen,
        turn,
        clock: { ...event.clock, running: runningAfter(moves.length, turn) },
        takebackOffer: null,
        drawOffer: null,
        drawClaimable: drawClaimableAfter(moves),
      };
    }
    case 'presence':
      return next;
    case 'berserk':
      return {
        ...next,
        berserk: { ...game.berserk, [event.color]: true },
        clock: { ...event.clock, running: game.clock.running },
      };
  }
}

/** A move this tab made, shown before the server confirms it. */
export function applyLocalMove(game: GameView, move: PlayedMove): GameView {
  const moves = [...game.moves, move.uci];
  const turn = turnOfFen(move.fen);
  return {
    ...game,
    moves,
    san: [...game.san, move.san],
    fen: move.fen,
    turn,
    drawOffer: game.drawOffer === opposite(turn) ? game.drawOffer : null,
    takebackOffer: null,
  };
}

export interface MovePair {
  number: number;
  white: { san: string; ply: number } | null;
  black: { san: string; ply: number } | null;
}

/** SAN paired by move number: `1. e4 e5 2. Nf3 …`. Ply counts from 1. */
export function pairMoves(san: readonly string[]): MovePair[] {
  const pairs: MovePair[] = [];
  san.forEach((text, index) => {
    const ply = index + 1;
    if (index % 2 === 0) pairs.push({ number: index / 2 + 1, white: { san: text, ply }, black: null });
    else {
      const pair = pairs.at(-1);
      if (pair) pair.black = { san: text, ply };
    }
  });
  return pairs;
}

/** Either player may abort until both have moved, like lichess. */
export function canAbort(game: GameView): boolean {
  return isLive(game) && game.moves.length < 2;
}

export function canResign(game: GameView): boolean {
  return isLive(game) && game.moves.length >= 2;
}
