import type { BestWin } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.insights';

/** The highest-rated opponents the member beat, each a link to the game. */
export function BestWins({ wins }: { wins: BestWin[] }) {
  const { t, i18n } = useTranslation();
  const url = useRouteUrl();
  return (
    <section className="insights-card">
      <h2>{t('insights.sections.bestWins')}</h2>
      {wins.length === 0 ? (
        <p className="insights-card__note">{t('insights.bestWins.none')}</p>
      ) : (
        <ol className="insights-wins">
          {wins.map((win) => (
            <li key={win.gameId}>
              <Link to={url('game', { id: win.gameId })}>
                {t('insights.bestWins.line', {
                  opponent: win.opponent,
                  rating: win.opponentRating,
                  color: t(`insights.colors.${win.color}`),
                })}
              </Link>
              <span className="insights-wins__meta">
                {t('insights.bestWins.meta', {
                  speed: t(`play.speeds.${win.speed}`),
                  date: new Date(win.at).toLocaleDateString(i18n.language),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
