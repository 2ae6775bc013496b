import { Board } from 'chessops/board';
import { Castles, Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { parseUci } from 'chessops/util';
import { describe, expect, it } from 'vitest';
import { copyPosition } from './position-copy';
import { legalMoves, newGame, playMove } from './rules';

const fromFen = (fen: string) => Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
const fenOf = (pos: Chess) => makeFen(pos.toSetup());
const castlesOf = (pos: Chess) => JSON.stringify(pos.castles);

/** A seeded game of legal moves: every position it passes through. */
function positions(seed: number, plies: number): Chess[] {
  let a = seed;
  const random = () => {
    a = (a * 1_103_515_245 + 12_345) % 2 ** 31;
    return a / 2 ** 31;
  };
  let state = newGame();
  const seen = [state.pos];
  for (let ply = 0; ply < plies; ply++) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    const played = playMove(state, moves[Math.floor(random() * moves.length)]!);
    if (!played.ok) throw new Error(played.error);
    state = played.value.state;
    seen.push(state.pos);
  }
  return seen;
}

describe('copyPosition', () => {
  it('copies every field chessops has: a new field fails here until it is copied', () => {
    const pos = Chess.default();
    expect(Object.keys(pos).sort()).toEqual(
      [
        'board',
        'castles',
        'epSquare',
        'fullmoves',
        'halfmoves',
        'pockets',
        'remainingChecks',
        'rules',
        'turn',
      ].sort(),
    );
    expect(Object.keys(pos.board).sort()).toEqual(
      ['bishop', 'black', 'king', 'knight', 'occupied', 'pawn', 'promoted', 'queen', 'rook', 'white'].sort(),
    );
    expect(Object.keys(pos.castles).sort()).toEqual(['castlingRights', 'path', 'rook']);
    expect(pos.board).toBeInstanceOf(Board);
    expect(pos.castles).toBeInstanceOf(Castles);
  });

  it('makes the spare the same position, whatever it held, with nothing of its own left over', () => {
    for (const seed of [1, 2, 3, 4]) {
      const game = positions(seed, 120);
      const spare = fromFen('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30');
      for (const pos of game) {
        expect(copyPosition(pos, spare)).toBe(spare);
        expect(fenOf(spare)).toBe(fenOf(pos));
        expect(castlesOf(spare)).toBe(castlesOf(pos));
        expect(spare.board).not.toBe(pos.board);
        expect(spare.castles.rook.white).not.toBe(pos.castles.rook.white);
      }
    }
  });

  it('playing on the copy leaves the original as it was, castling rights included', () => {
    // Both sides may still castle either way: a king or rook move changes the castling maps in place.
    const pos = fromFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    const before = { fen: fenOf(pos), castles: castlesOf(pos) };
    // chessops' own notation: castling is the king taking its rook.
    for (const uci of ['e1h1', 'e1a1', 'a1b1', 'h1g1', 'e1f1']) {
      const spare = copyPosition(pos, Chess.default());
      spare.play(parseUci(uci)!);
      expect(castlesOf(spare)).not.toBe(before.castles);
      expect({ fen: fenOf(pos), castles: castlesOf(pos) }).toEqual(before);
    }
  });
});
