import type { LeagueResultsView } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { LeagueBadge } from './LeagueBadge';
import { fetchLeagueResults } from './leagues.api';
import '../../lib/i18n/locales/en.leagues';

/** A member's league and finished weeks, on their profile; nothing before they ever played in one. */
export function MemberLeagues({ username }: { username: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const [view, setView] = useState<LeagueResultsView | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchLeagueResults(http, username, controller.signal).then(setView, () => setView(null));
    return () => controller.abort();
  }, [http, username]);

  if (!view?.league) return null;
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="profile-card" aria-labelledby="profile-leagues">
      <h2 id="profile-leagues">{t('leagues.onProfile')}</h2>
      <LeagueBadge league={view.league} />
      {view.results.length === 0 ? (
        <p className="muted">{t('leagues.noResults')}</p>
      ) : (
        <ul className="league-results">
          {view.results.map((result) => (
            <li key={result.week}>
              <Link to={url('leagues', { league: result.league, division: result.division })}>
                {t('leagues.resultLine', {
                  date: day.format(new Date(`${result.week}T00:00:00Z`)),
                  rank: result.rank,
                  league: t(`leagues.name.${result.league}`),
                  trophies: t('leagues.trophyCount', { count: result.trophies }),
                })}
              </Link>{' '}
              <span className={`league-zone league-zone--${result.zone}`}>
                {t(`leagues.zones.${result.zone}`)}
                {result.nextLeague !== result.league &&
                  ` ${t('leagues.movedTo', { league: t(`leagues.name.${result.nextLeague}`) })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
