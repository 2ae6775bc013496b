import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { treePgn } from './analysis-line';
import type { AnalysisTree } from './analysis-tree';
import '../../lib/i18n/locales/en.analysis';

/** The longest PGN (URL-encoded) a shared link carries: longer links break in chats and some browsers. */
export const MAX_LINK_PGN = 4000;

/** The link that opens this analysis: `/analysis?pgn=<the PGN>`, or null when it would be too long. */
export function shareLink(origin: string, pgn: string): string | null {
  const encoded = encodeURIComponent(pgn);
  return encoded.length > MAX_LINK_PGN ? null : `${origin}/analysis?pgn=${encoded}`;
}

type Copied = 'fen' | 'pgn' | 'link' | 'tooLong' | null;

/** The shown position's FEN (to read, copy), the whole tree as PGN (to download, copy) and as a link. */
export function AnalysisExport({ tree, fen }: { tree: AnalysisTree; fen: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<Copied>(null);
  const pgn = treePgn(tree);
  const copy = async (what: 'fen' | 'pgn' | 'link') => {
    const text = what === 'fen' ? fen : what === 'pgn' ? pgn : shareLink(window.location.origin, pgn);
    if (text === null) {
      setCopied('tooLong');
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setCopied(null);
    }
  };
  const pgnFile = `data:application/x-chess-pgn;charset=utf-8,${encodeURIComponent(pgn)}`;
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
        <button type="button" className="button button--small" onClick={() => copy('link')}>
          {t('analysis.copyLink')}
        </button>
      </div>
      {copied === 'tooLong' ? (
        <p className="analysis-export__problem" role="alert">
          {t('analysis.linkTooLong')}
        </p>
      ) : (
        <p className="visually-hidden" role="status">
          {copied ? t(`analysis.${copied}Copied`) : ''}
        </p>
      )}
    </div>
  );
}
