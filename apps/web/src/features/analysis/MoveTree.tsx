import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { turnOfFen } from '../play/game-state';
import type { AnalysisTree, TreeNode, TreePath } from './analysis-tree';
import '../../lib/i18n/locales/en.analysis';

interface MoveTreeProps {
  tree: AnalysisTree;
  current: TreePath;
  onSelect: (path: TreePath) => void;
}

/** The main line with its variations inline in parentheses (as lichess shows them); a move goes there. */
export function MoveTree({ tree, current, onSelect }: MoveTreeProps) {
  const { t } = useTranslation();
  const fullmoves = Number(tree.start.split(' ')[5] ?? 1) || 1;
  // Plies counted from a white move, so a start with black to move begins at an odd ply.
  const offset = turnOfFen(tree.start) === 'white' ? 0 : 1;
  const currentKey = current.join('.');

  const move = (node: TreeNode, path: TreePath, ply: number, numbered: boolean) => {
    const turns = ply + offset;
    const number = `${fullmoves + Math.floor(turns / 2)}${turns % 2 ? '…' : '.'}`;
    const key = path.join('.');
    return (
      <span key={key} className="move-tree__move">
        {(numbered || turns % 2 === 0) && <span className="move-tree__number">{number}</span>}
        <button
          type="button"
          className="move-tree__san"
          aria-current={key === currentKey ? 'step' : undefined}
          onClick={() => onSelect(path)}
        >
          <span className="moves__san">{node.san}</span>
        </button>
        {node.comment && <span className="move-tree__comment">{node.comment}</span>}
      </span>
    );
  };

  /** The moves from `siblings` on: the first is the line, the others open variations after it. */
  const lineFrom = (siblings: readonly TreeNode[], parent: TreePath, ply: number, numbered: boolean) => {
    const out: ReactNode[] = [];
    let children = siblings;
    let at = parent;
    let first = numbered;
    for (let depth = ply; children.length > 0; depth++) {
      const [main, ...variations] = children;
      out.push(move(main!, [...at, 0], depth, first));
      first = variations.length > 0;
      variations.forEach((variation, i) => {
        const path = [...at, i + 1];
        out.push(
          <span key={`(${path.join('.')}`} className="move-tree__variation">
            {'('}
            {move(variation, path, depth, true)}
            {lineFrom(variation.children, path, depth + 1, false)}
            {')'}
          </span>,
        );
      });
      children = main!.children;
      at = [...at, 0];
    }
    return out;
  };

  return (
    <section className="moves move-tree" aria-label={t('analysis.moves')}>
      {tree.comment && <p className="move-tree__comment">{tree.comment}</p>}
      {lineFrom(tree.children, [], 0, true)}
    </section>
  );
}
