import { describe, expect, it } from 'vitest';
import { playMove } from '../play/game-state';
import { readLine, treePgn } from './analysis-line';
import {
  type AnalysisTree,
  commentAt,
  deleteAt,
  emptyTree,
  lineThrough,
  playAt,
  promoteAt,
  siblingPath,
} from './analysis-tree';

function treeOf(text: string): AnalysisTree {
  const result = readLine(text);
  if (!result.ok) throw new Error(`not read: ${result.problem.key}`);
  return result.tree;
}

const play = (tree: AnalysisTree, path: readonly number[], uci: string) => {
  const fen = lineThrough(tree, path).fens[path.length]!;
  return playAt(tree, path, playMove(fen, uci)!);
};

describe('the move tree', () => {
  it('adds a variation for a new move and goes to the existing child for a known one', () => {
    let tree = emptyTree();
    ({ tree } = play(tree, [], 'e2e4'));
    ({ tree } = play(tree, [0], 'e7e5'));
    const again = play(tree, [], 'e2e4');
    expect(again.path).toEqual([0]);
    expect(again.tree).toBe(tree);
    const d4 = play(tree, [], 'd2d4');
    expect(d4.path).toEqual([1]);
    expect(d4.tree.children.map((node) => node.san)).toEqual(['e4', 'd4']);
    expect(lineThrough(d4.tree, []).san).toEqual(['e4', 'e5']);
    expect(lineThrough(d4.tree, [1]).san).toEqual(['d4']);
    expect(lineThrough(d4.tree, [1]).path).toEqual([1]);
  });

  it('deletes and promotes a variation, and finds sibling variations', () => {
    const tree = treeOf('1. e4 (1. d4 d5) (1. c4) e5 *');
    expect(siblingPath(tree, [0, 0], 1)).toEqual([1]);
    expect(siblingPath(tree, [2], -1)).toEqual([1]);
    expect(siblingPath(tree, [2], 1)).toBeNull();
    const promoted = promoteAt(tree, [1]);
    expect(promoted.path).toEqual([0]);
    expect(lineThrough(promoted.tree, []).san).toEqual(['d4', 'd5']);
    expect(promoted.tree.children.map((node) => node.san)).toEqual(['d4', 'e4', 'c4']);
    const deleted = deleteAt(tree, [1, 0]);
    expect(deleted.path).toEqual([1]);
    expect(deleted.tree.children[1]!.children).toEqual([]);
  });

  it('keeps a comment per move and reopens the result of a changed game', () => {
    const tree = treeOf('[Result "1-0"]\n\n1. e4 e5 1-0');
    const commented = commentAt(tree, [0], 'best by test');
    expect(commented.children[0]!.comment).toBe('best by test');
    expect(treePgn(commented)).toContain('1. e4 { best by test } e5 1-0');
    expect(play(tree, [0], 'c7c5').tree.headers).toContainEqual(['Result', '*']);
  });
});

describe('PGN with variations and comments', () => {
  const PGN = `[Event "Club night"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Alice"]
[Black "Bob"]
[Result "*"]

{ An old favourite } 1. e4 e5 2. Nf3 { the usual } Nc6 ( 2... d6 3. d4 ( 3. Bc4 ) ) 3. Bb5 *
`;

  it('reads them into the tree', () => {
    const tree = treeOf(PGN);
    expect(tree.comment).toBe('An old favourite');
    expect(lineThrough(tree, []).san).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
    expect(lineThrough(tree, [0, 0, 0, 1]).san).toEqual(['e4', 'e5', 'Nf3', 'd6', 'd4']);
    expect(lineThrough(tree, [0, 0, 0, 1, 1]).san).toEqual(['e4', 'e5', 'Nf3', 'd6', 'Bc4']);
    expect(tree.children[0]!.children[0]!.children[0]!.comment).toBe('the usual');
  });

  it('writes back the same PGN', () => {
    expect(treePgn(treeOf(PGN))).toBe(PGN);
  });

  it('names an illegal move in a variation', () => {
    expect(readLine('1. e4 (1. d4 Ke7) e5')).toEqual({
      ok: false,
      problem: { key: 'illegalMove', params: { number: '1…', san: 'Ke7' } },
    });
  });
});
