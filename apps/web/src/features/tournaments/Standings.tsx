import type { TournamentLive } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import '../../lib/i18n/locales/en.tournaments';

/** The standings table, a page at a time; the points of each game as a sheet, fire marked. */
export function Standings({
  live,
  swiss,
  onPage,
}: {
  live: TournamentLive;
  swiss: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <section className="tournament__standings" aria-label={t('tournaments.standings')}>
      <h2>{t('tournaments.standings')}</h2>
      {live.standings.length === 0 ? (
        <p>{t('tournaments.noPlayers')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('tournaments.rank')}</th>
              <th scope="col">{t('tournaments.player')}</th>
              {swiss ? (
                <>
                  <th scope="col">{t('tournaments.buchholz')}</th>
                  <th scope="col">{t('tournaments.sonnebornBerger')}</th>
                </>
              ) : (
                <>
                  <th scope="col" className="tournament__sheet-head">
                    {t('tournaments.games')}
                  </th>
                  <th scope="col">{t('tournaments.performance')}</th>
                </>
              )}
              <th scope="col">{t('tournaments.points')}</th>
            </tr>
          </thead>
          <tbody>
            {live.standings.map((row) => (
              <tr
                key={row.username}
                className={row.paused || row.withdrawn ? 'tournament__row--away' : undefined}
              >
                <td>{row.rank}</td>
                <td>
                  <Link to={url('member', { username: row.username })}>{row.username}</Link>
                  {row.onFire && (
                    <span className="tournament__fire" title={t('tournaments.onFire')}>
                      {' '}
                      🔥
                    </span>
                  )}
                </td>
                {swiss ? (
                  <>
                    <td>{row.buchholz}</td>
                    <td>{row.sonnebornBerger}</td>
                  </>
                ) : (
                  <>
                    <td className="tournament__sheet">{row.sheet.join(' ')}</td>
                    <td>{row.performance ?? '–'}</td>
                  </>
                )}
                <td>
                  <strong>{row.score}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {live.pages > 1 && (
        <nav className="tournament__pager">
          <button
            type="button"
            className="button button--small"
            disabled={live.page <= 1}
            onClick={() => onPage(live.page - 1)}
          >
            {t('tournaments.previous')}
          </button>
          <span>{t('tournaments.pageOf', { page: live.page, pages: live.pages })}</span>
          <button
            type="button"
            className="button button--small"
            disabled={live.page >= live.pages}
            onClick={() => onPage(live.page + 1)}
          >
            {t('tournaments.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
