/**
 * The analysis board's move tree: every move played or read, its variations (a node's first child
 * continues the main line, the others are variations) and a comment per move. Immutable: every
 * change returns a new tree, so React sees it. A node is named by its path, the child index taken
 * at each ply from the start.
 */
import type { PlayedMove } from '../play/game-state';
import { INITIAL_FEN } from '../play/move-stepper';

export interface TreeNode {
  san: string;
  uci: string;
  /** The position after this move. */
  fen: string;
  comment: string;
  children: readonly TreeNode[];
}

export interface AnalysisTree {
  /** PGN tags in their order (the Seven Tag Roster first when the PGN had it). */
  headers: readonly (readonly [string, string])[];
  /** The position before the first move. */
  start: string;
  /** The comment before the first move. */
  comment: string;
  children: readonly TreeNode[];
}

export type TreePath = readonly number[];

/** The line the board steps through: the path to a node, then its main line to the end. */
export interface TreeLine {
  path: TreePath;
  /** The position before the first move, and after each: `fens.length === moves.length + 1`. */
  fens: readonly string[];
  moves: readonly string[];
  san: readonly string[];
}

export function emptyTree(fen = INITIAL_FEN): AnalysisTree {
  return { headers: [], start: fen, comment: '', children: [] };
}

/** The nodes from the first move to the one at `path` (shorter when the path leads nowhere). */
export function nodesAlong(tree: AnalysisTree, path: TreePath): TreeNode[] {
  const nodes: TreeNode[] = [];
  let children = tree.children;
  for (const index of path) {
    const node = children[index];
    if (!node) break;
    nodes.push(node);
    children = node.children;
  }
  return nodes;
}

/** The line through `path`: the nodes up to it, then each first child after it. */
export function lineThrough(tree: AnalysisTree, path: TreePath): TreeLine {
  const nodes = nodesAlong(tree, path);
  const full = path.slice(0, nodes.length);
  let next = nodes.at(-1)?.children[0] ?? (nodes.length === 0 ? tree.children[0] : undefined);
  while (next) {
    nodes.push(next);
    full.push(0);
    next = next.children[0];
  }
  return {
    path: full,
    fens: [tree.start, ...nodes.map((node) => node.fen)],
    moves: nodes.map((node) => node.uci),
    san: nodes.map((node) => node.san),
  };
}

/** The tree with the children at `path` (the start's children for `[]`) replaced. */
function withChildren(
  tree: AnalysisTree,
  path: TreePath,
  change: (children: readonly TreeNode[]) => readonly TreeNode[],
): AnalysisTree {
  const rebuild = (children: readonly TreeNode[], depth: number): readonly TreeNode[] => {
    if (depth === path.length) return change(children);
    const index = path[depth]!;
    return children.map((node, i) =>
      i === index ? { ...node, children: rebuild(node.children, depth + 1) } : node,
    );
  };
  return { ...tree, children: rebuild(tree.children, 0) };
}

/** The tree with the node at `path` (not empty) changed. */
function withNode(tree: AnalysisTree, path: TreePath, change: (node: TreeNode) => TreeNode): AnalysisTree {
  const last = path.at(-1)!;
  return withChildren(tree, path.slice(0, -1), (children) =>
    children.map((node, i) => (i === last ? change(node) : node)),
  );
}

/** A move played after the node at `path`: the child it already is, or a new variation (the main line if the first). */
export function playAt(
  tree: AnalysisTree,
  path: TreePath,
  played: PlayedMove,
): { tree: AnalysisTree; path: TreePath } {
  const parent = path.length === 0 ? tree : nodesAlong(tree, path).at(-1);
  if (!parent) return { tree, path };
  const existing = parent.children.findIndex((child) => child.uci === played.uci);
  if (existing >= 0) return { tree, path: [...path, existing] };
  const node: TreeNode = { san: played.san, uci: played.uci, fen: played.fen, comment: '', children: [] };
  const grown = withChildren(tree, path, (children) => [...children, node]);
  return { tree: reopened(grown), path: [...path, parent.children.length] };
}

/** A changed game has no result yet. */
const reopened = (tree: AnalysisTree): AnalysisTree =>
  tree.headers.some(([name, value]) => name === 'Result' && value !== '*')
    ? {
        ...tree,
        headers: tree.headers.map(([name, value]) => [name, name === 'Result' ? '*' : value] as const),
      }
    : tree;

/** The node at `path` and all after it removed; the path to show next is its parent's. */
export function deleteAt(tree: AnalysisTree, path: TreePath): { tree: AnalysisTree; path: TreePath } {
  if (path.length === 0) return { tree, path };
  const last = path.at(-1)!;
  const parent = path.slice(0, -1);
  return {
    tree: reopened(withChildren(tree, parent, (children) => children.filter((_, i) => i !== last))),
    path: parent,
  };
}

/** The variation at `path` becomes its parent's main line (first child); returns where that node now is. */
export function promoteAt(tree: AnalysisTree, path: TreePath): { tree: AnalysisTree; path: TreePath } {
  const last = path.at(-1);
  if (!last) return { tree, path };
  const parent = path.slice(0, -1);
  const promoted = withChildren(tree, parent, (children) => [
    children[last]!,
    ...children.filter((_, i) => i !== last),
  ]);
  return { tree: promoted, path: [...parent, 0] };
}

/** The comment on the move at `path` (on the start for `[]`). */
export function commentAt(tree: AnalysisTree, path: TreePath, comment: string): AnalysisTree {
  return path.length === 0 ? { ...tree, comment } : withNode(tree, path, (node) => ({ ...node, comment }));
}

/** The sibling variation `by` steps from the deepest branch on `path` (↑/↓): its path, or null when none. */
export function siblingPath(tree: AnalysisTree, path: TreePath, by: number): TreePath | null {
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const parent = depth === 0 ? tree : nodesAlong(tree, path.slice(0, depth)).at(-1)!;
    if (parent.children.length < 2) continue;
    const index = path[depth]! + by;
    if (index < 0 || index >= parent.children.length) return null;
    return [...path.slice(0, depth), index];
  }
  return null;
}
