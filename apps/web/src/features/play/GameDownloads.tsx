import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.analysis';
import '../../lib/i18n/locales/en.game';

/**
 * A finished game's PGN (the server's export), the FEN of the shown position to copy or save, and
 * the way to the analysis board.
 */
export function GameDownloads({ gameId, fen }: { gameId: string; fen: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fen);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const fenFile = `data:text/plain;charset=utf-8,${encodeURIComponent(`${fen}\n`)}`;
  return (
    <div className="game-downloads">
      <Link className="button button--small" to={url('game_review', { id: gameId })}>
        {t('analysis.review')}
      </Link>
      <Link className="button button--small" to={url('analysis', {}, { game: gameId })}>
        {t('analysis.analyse')}
      </Link>
      <a className="button button--small" href={`/game/export/${gameId}`} download={`kingside_${gameId}.pgn`}>
        {t('game.downloads.pgn')}
      </a>
      <button type="button" className="button button--small" onClick={copy}>
        {t('game.downloads.copyFen')}
      </button>
      <a className="button button--small" href={fenFile} download={`kingside_${gameId}.fen`}>
        {t('game.downloads.fen')}
      </a>
      <label className="game-downloads__fen">
        <span className="visually-hidden">{t('game.downloads.fenLabel')}</span>
        <input type="text" readOnly value={fen} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p className="visually-hidden" role="status">
        {copied ? t('game.downloads.copied') : ''}
      </p>
    </div>
  );
}
