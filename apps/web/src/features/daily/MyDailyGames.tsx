import type { DailyGamesPage } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { formatDaysPerMove, formatTimeLeft } from './time-left';
import '../../lib/i18n/locales/en.daily';

/** A member's daily games: whose move and the time left, theirs first. */
export function MyDailyGames({ page, onMore }: { page: DailyGamesPage; onMore: (() => void) | null }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <section className="daily-section" aria-labelledby="daily-games">
      <h2 id="daily-games">{t('daily.myGames')}</h2>
      {page.games.length === 0 ? (
        <p>{t('daily.noGames')}</p>
      ) : (
        <>
          <p role="status">{t('daily.myTurnCount', { count: page.myTurnCount })}</p>
          <ul className="daily-list">
            {page.games.map((game) => {
              const turn = game.myTurn ? t('daily.yourMove') : t('daily.theirMove');
              const left = formatTimeLeft(t, game.timeLeftMs);
              return (
                <li key={game.id} className="daily-row" data-testid="daily-game">
                  <Link
                    className="daily-row__link"
                    to={url('game', { id: game.id })}
                    aria-label={t('daily.gameLabel', { turn, name: game.opponent.username, left })}
                  >
                    <span className={game.myTurn ? 'daily-badge daily-badge--mine' : 'daily-badge'}>
                      {turn}
                    </span>
                    <span className="daily-row__main">
                      {t('daily.versus', { name: game.opponent.username })}
                    </span>
                    <span className="daily-row__meta">
                      {left} · {formatDaysPerMove(t, game.daysPerMove)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {onMore && (
            <button type="button" className="button" onClick={onMore}>
              {t('daily.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
