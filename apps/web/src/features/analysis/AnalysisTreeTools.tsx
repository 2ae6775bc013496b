import { useTranslation } from 'react-i18next';
import {
  type AnalysisTree,
  commentAt,
  deleteAt,
  nodesAlong,
  promoteAt,
  type TreePath,
} from './analysis-tree';
import '../../lib/i18n/locales/en.analysis';

interface AnalysisTreeToolsProps {
  tree: AnalysisTree;
  path: TreePath;
  onChange: (tree: AnalysisTree, path: TreePath) => void;
}

/** The shown move's comment, and removing or promoting the variation it is in. */
export function AnalysisTreeTools({ tree, path, onChange }: AnalysisTreeToolsProps) {
  const { t } = useTranslation();
  const node = nodesAlong(tree, path).at(-1);
  const comment = node ? node.comment : tree.comment;
  // The variation the move is in: the deepest step on its path that is not a main line.
  const branch = path.findLastIndex((index) => index > 0);

  const promote = () => {
    const promoted = promoteAt(tree, path.slice(0, branch + 1));
    onChange(promoted.tree, [...promoted.path, ...path.slice(branch + 1)]);
  };
  const remove = () => {
    const removed = deleteAt(tree, path);
    onChange(removed.tree, removed.path);
  };

  return (
    <div className="analysis-tree-tools">
      <label className="analysis-tree-tools__comment">
        {node ? t('analysis.tree.comment') : t('analysis.tree.gameComment')}
        <textarea
          rows={2}
          value={comment}
          maxLength={2000}
          onChange={(event) => onChange(commentAt(tree, path, event.currentTarget.value), path)}
        />
      </label>
      <div className="analysis-tree-tools__actions">
        <button type="button" className="button button--small" disabled={branch < 0} onClick={promote}>
          {t('analysis.tree.promote')}
        </button>
        <button type="button" className="button button--small" disabled={!node} onClick={remove}>
          {t('analysis.tree.delete')}
        </button>
      </div>
    </div>
  );
}
