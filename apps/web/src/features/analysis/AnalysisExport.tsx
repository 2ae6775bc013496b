import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalysisLine, linePgn } from './analysis-line';
import '../../lib/i18n/locales/en.analysis';

/** The shown position's FEN (to read, copy) and the whole line as PGN (to download, copy). */
export function AnalysisExport({ line, fen }: { line: AnalysisLine; fen: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'fen' | 'pgn' | null>(null);
  const copy = async (what: 'fen' | 'pgn') => {
    try {
      await navigator.clipboard.writeText(what === 'fen' ? fen : linePgn(line));
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  const pgnFile = `data:application/x-chess-pgn;charset=utf-8,${encodeURIComponent(linePgn(line))}`;
  return (
    <div className="analysis-export">
      <label className="analysis-export__fen">
        {t('analysis.fenLabel')}
        <input type="text" readOnly value={fen} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="analysis-export__actions">
        <button type="button" className="button button--small" onClick={() => copy('fen')}>
          {t('analysis.copyFen')}
        </button>
        <a className="button button--small" href={pgnFile} download="kingside_analysis.pgn">
          {t('analysis.downloadPgn')}
        </a>
        <button type="button" className="button button--small" onClick={() => copy('pgn')}>
          {t('analysis.copyPgn')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied === 'fen' ? t('analysis.fenCopied') : copied === 'pgn' ? t('analysis.pgnCopied') : ''}
      </p>
    </div>
  );
}
