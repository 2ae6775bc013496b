import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { playMove } from '../play/game-state';
import { INITIAL_FEN } from '../play/move-stepper';
import { readLine, treePgn } from './analysis-line';
import { emptyTree, lineThrough, playAt } from './analysis-tree';

const RUY = `[Event "Club night"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]

1. e4 e5 2. Nf3 {a comment} Nc6 3. Bb5 (3. Bc4 Bc5) a6 4. O-O 1-0`;

function treeOf(text: string) {
  const result = readLine(text);
  if (!result.ok) throw new Error(`not read: ${result.problem.key}`);
  return result.tree;
}

const lineOf = (text: string) => lineThrough(treeOf(text), []);

describe('reading a PGN', () => {
  it('keeps the main line as UCI and SAN, every position, and the tags', () => {
    const tree = treeOf(RUY);
    const line = lineThrough(tree, []);
    expect(line.moves).toEqual(['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'e1g1']);
    expect(line.san).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'O-O']);
    expect(line.fens).toHaveLength(8);
    expect(line.fens[0]).toBe(INITIAL_FEN);
    expect(line.fens[7]).toBe('r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4');
    expect(tree.headers).toContainEqual(['White', 'Alice']);
  });

  it('starts from the FEN tag', () => {
    const line = lineOf('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"]\n\n40. e4 Kd7 *');
    expect(line.fens[0]).toBe('4k3/8/8/8/8/8/4P3/4K3 w - - 0 40');
    expect(line.san).toEqual(['e4', 'Kd7']);
  });

  it('names the first illegal move by its number and side', () => {
    expect(readLine('1. e4 e5 2. Nf3 Ke7 3. Bc4 Nf7')).toEqual({
      ok: false,
      problem: { key: 'illegalMove', params: { number: '3…', san: 'Nf7' } },
    });
    expect(readLine('1. e4 e5 2. Ke3')).toEqual({
      ok: false,
      problem: { key: 'illegalMove', params: { number: '2.', san: 'Ke3' } },
    });
  });

  it('says what is wrong with a bad FEN tag, and when there is nothing to read', () => {
    expect(readLine('[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*')).toEqual({
      ok: false,
      problem: { key: 'ERR_EMPTY' },
    });
    expect(readLine('[FEN "nonsense"]\n\n1. e4')).toEqual({ ok: false, problem: { key: 'ERR_BOARD' } });
    expect(readLine('   ')).toEqual({ ok: false, problem: { key: 'empty' } });
    expect(readLine('*')).toEqual({ ok: false, problem: { key: 'empty' } });
  });
});

describe('reading a FEN', () => {
  it('opens the position with no moves', () => {
    expect(treeOf('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1')).toEqual(emptyTree('4k3/8/8/8/8/8/4P3/4K3 b - - 0 1'));
  });

  it('gives chessops’ reason for a FEN it refuses', () => {
    expect(readLine('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1')).toEqual({
      ok: false,
      problem: { key: 'ERR_TURN' },
    });
    expect(readLine('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1')).toEqual({
      ok: false,
      problem: { key: 'ERR_KINGS' },
    });
    expect(readLine('rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).toEqual({
      ok: false,
      problem: { key: 'ERR_BOARD' },
    });
  });
});

describe('writing PGN', () => {
  it('writes a PGN that an independent parser (chess.js) reads back to the same position', () => {
    const tree = treeOf(RUY);
    const chess = new Chess();
    chess.loadPgn(treePgn(tree));
    expect(chess.fen()).toBe(lineThrough(tree, []).fens.at(-1));
    expect(chess.getHeaders()).toMatchObject({ White: 'Alice', Black: 'Bob', Result: '1-0' });
  });

  it('writes SetUp and FEN for a line that starts elsewhere', () => {
    const start = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    const { tree } = playAt(treeOf(start), [], playMove(start, 'e2e4')!);
    const pgn = treePgn(tree);
    expect(pgn).toContain('[SetUp "1"]');
    expect(pgn).toContain(`[FEN "${start}"]`);
    const chess = new Chess();
    chess.loadPgn(pgn);
    expect(chess.fen()).toBe(lineThrough(tree, []).fens.at(-1));
  });
});
