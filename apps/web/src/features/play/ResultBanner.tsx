import { type Color, type GameView, noStartBy, opposite, QUICK_PAIRINGS } from '@kingside/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.game';
import { formatRatingDiff } from './rating-diff';

/** "White wins by checkmate", "Draw by agreement", "Game aborted"; null while the game is on. */
export function resultText(t: TFunction, game: GameView): string | null {
  const side = (color: Color) => t(`game.side.${color}`);
  const { status, winner, endReason } = game;
  switch (status) {
    case 'started':
      return null;
    case 'aborted':
      // A first move that never came names its side; a player's abort (and older games) names none.
      return endReason && noStartBy(endReason) ? t(`game.result.${endReason}`) : t('game.result.aborted');
    case 'stalemate':
      return t('game.result.stalemate');
    case 'mate':
    case 'resign':
    case 'outoftime':
    case 'timeout':
      if (winner) {
        return status === 'timeout'
          ? t('game.result.timeout', { winner: side(winner), loser: side(opposite(winner)) })
          : t(`game.result.${status}`, { winner: side(winner) });
      }
      return endReason ? t(`game.result.${endReason}`) : t('game.result.draw');
    case 'draw':
      return endReason ? t(`game.result.${endReason}`) : t('game.result.draw');
  }
}

export function scoreText(game: GameView): string {
  if (game.status === 'aborted') return '–';
  if (game.winner === 'white') return '1–0';
  if (game.winner === 'black') return '0–1';
  return '½–½';
}

/** The end of the game: the result in words, the score, rating changes and a way to the next one. */
export function ResultBanner({ game, me }: { game: GameView; me: Color | null }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const text = resultText(t, game);
  if (!text) return null;
  const pool = QUICK_PAIRINGS.find(
    ({ tc }) => tc.initial === game.timeControl.initial && tc.increment === game.timeControl.increment,
  );
  const outcome = me && game.winner ? (game.winner === me ? 'is-win' : 'is-loss') : 'is-neutral';
  return (
    <section className={`result ${outcome}`} aria-labelledby="result-title">
      <p className="result__score" aria-hidden="true">
        {scoreText(game)}
      </p>
      <div role="status">
        <h2 id="result-title" className="result__title">
          {text}
        </h2>
      </div>
      {(['white', 'black'] as const).some((color) => game[color].ratingDiff !== null) && (
        <ul className="result__ratings">
          {(['white', 'black'] as const).map((color) => {
            const diff = game[color].ratingDiff;
            if (diff === null) return null;
            return (
              <li key={color}>
                <span>{game[color].username}</span>{' '}
                <span
                  className={`rating-diff ${diff > 0 ? 'is-up' : diff < 0 ? 'is-down' : ''}`}
                  title={t('game.ratingDiff', { diff: formatRatingDiff(diff) })}
                >
                  {formatRatingDiff(diff)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {me && (
        <div className="result__actions">
          <Link
            className="button button--primary"
            to={pool ? url('play', {}, { pool: pool.id }) : url('play')}
          >
            {t('game.newOpponent')}
          </Link>
        </div>
      )}
    </section>
  );
}
