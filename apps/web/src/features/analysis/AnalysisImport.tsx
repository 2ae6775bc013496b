import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LineProblem, readLine } from './analysis-line';
import type { AnalysisTree } from './analysis-tree';
import '../../lib/i18n/locales/en.analysis';

/** Paste a PGN or FEN (or open a file holding one); a text chessops refuses says why, and nothing changes. */
export function AnalysisImport({
  onLoad,
  onReset,
}: {
  onLoad: (tree: AnalysisTree) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<LineProblem | null>(null);
  const hintId = useId();
  const errorId = useId();

  const load = (input: string) => {
    const result = readLine(input);
    if (result.ok) {
      setProblem(null);
      onLoad(result.tree);
    } else {
      setProblem(result.problem);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    load(text);
  };
  const open = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const content = await file.text();
    setText(content);
    load(content);
  };

  return (
    <form className="analysis-import" onSubmit={submit}>
      <label className="analysis-import__label">
        {t('analysis.import.label')}
        <textarea
          rows={4}
          value={text}
          spellCheck={false}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </label>
      <p id={hintId} className="analysis-import__hint">
        {t('analysis.import.hint')}
      </p>
      {problem && (
        <p id={errorId} className="analysis-import__error" role="alert">
          {t(`analysis.errors.${problem.key}`, problem.params ?? {})}
        </p>
      )}
      <div className="analysis-import__actions">
        <button type="submit" className="button button--small button--primary">
          {t('analysis.import.load')}
        </button>
        <label className="button button--small analysis-import__file">
          {t('analysis.import.file')}
          <input type="file" accept=".pgn,.fen,.txt,text/plain" className="visually-hidden" onChange={open} />
        </label>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setProblem(null);
            onReset();
          }}
        >
          {t('analysis.import.reset')}
        </button>
      </div>
    </form>
  );
}
