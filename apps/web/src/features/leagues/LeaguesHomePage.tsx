import { LEAGUES, type MyLeagueView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { Countdown } from './Countdown';
import { LeagueBadge } from './LeagueBadge';
import { fetchMyLeague } from './leagues.api';
import '../../lib/i18n/locales/en.leagues';

/** `/leagues`: the viewer's division this week, or how to join one; the ladder and the rules. */
export function LeaguesHomePage() {
  const { t } = useTranslation();
  const { http } = useServices();
  useDocumentTitle('leagues_home');
  const { state, reload } = useLoad((signal) => fetchMyLeague(http, signal), 'mine');
  return (
    <div className="leagues">
      <header>
        <h1>{t('leagues.title')}</h1>
        <p className="lead">{t('leagues.lead')}</p>
      </header>
      {state.status === 'loading' && <p role="status">{t('leagues.loading')}</p>}
      {(state.status === 'failed' || state.status === 'missing') && (
        <p className="notice" role="alert">
          {t('leagues.failed')}{' '}
          <button type="button" className="button button--small" onClick={reload}>
            {t('leagues.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && <Mine view={state.data} />}
      <section aria-labelledby="league-ladder">
        <h2 id="league-ladder">{t('leagues.ladder')}</h2>
        <ol className="league-ladder">
          {LEAGUES.map((league) => (
            <li
              key={league}
              aria-current={state.status === 'loaded' && state.data.league === league ? 'true' : undefined}
            >
              <LeagueBadge league={league} />
            </li>
          ))}
        </ol>
        <p className="muted">{t('leagues.rules')}</p>
      </section>
    </div>
  );
}

function Mine({ view }: { view: MyLeagueView }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  if (!view.league)
    return (
      <p className="league-card">
        {t('leagues.guest')}{' '}
        <Link className="button button--primary" to={url('login')}>
          {t('leagues.logIn')}
        </Link>
      </p>
    );
  if (!view.current)
    return (
      <div className="league-card">
        <LeagueBadge league={view.league} size="large" />
        <p>{t('leagues.notYet', { league: t(`leagues.name.${view.league}`) })}</p>
        {view.weekEndsAt && <Countdown until={view.weekEndsAt} />}
        <Link className="button button--primary" to={url('play')}>
          {t('leagues.play')}
        </Link>
      </div>
    );
  const current = view.current;
  return (
    <div className="league-card">
      <LeagueBadge league={current.league} size="large" />
      <div>
        <h2>{t('leagues.current')}</h2>
        <p>
          {t('leagues.yourRank', {
            rank: current.rank,
            trophies: t('leagues.trophyCount', { count: current.trophies }),
          })}
        </p>
        <Countdown until={current.weekEndsAt} />
      </div>
      <Link
        className="button button--primary"
        to={url('leagues', { league: current.league, division: current.division })}
      >
        {t('leagues.open')}
      </Link>
    </div>
  );
}
