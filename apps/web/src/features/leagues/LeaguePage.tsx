import type { DivisionView } from '@kingside/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { Countdown } from './Countdown';
import { LeagueBadge } from './LeagueBadge';
import { fetchDivision } from './leagues.api';
import { StandingsTable } from './StandingsTable';
import '../../lib/i18n/locales/en.leagues';

/** Standings change with every game its members finish: asked again this often while the week runs. */
export const STANDINGS_REFRESH_MS = 15_000;

/** `/leagues/{league}/{division}`: the week's standings, zones and the countdown to its end. */
export function LeaguePage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { league = '', division = '' } = useParams();
  useDocumentTitle('leagues');
  const { state, reload } = useLoad(
    (signal) => fetchDivision(http, league, division, signal),
    `${league}/${division}`,
  );
  const running = state.status === 'loaded' && state.data.closedAt === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is a fresh function each render; `running` decides
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, STANDINGS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <div className="leagues">
      {state.status === 'loading' && <p role="status">{t('leagues.loading')}</p>}
      {state.status === 'missing' && <p className="notice">{t('leagues.missing')}</p>}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {t('leagues.failed')}{' '}
          <button type="button" className="button button--small" onClick={reload}>
            {t('leagues.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && <Division view={state.data} />}
    </div>
  );
}

function Division({ view }: { view: DivisionView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <header className={`league-head league-head--${view.league}`}>
        <LeagueBadge league={view.league} size="large" />
        <div>
          <h1>{t('leagues.leagueOf', { league: t(`leagues.name.${view.league}`) })}</h1>
          <p className="muted">
            {t('leagues.division', { division: view.division })} ·{' '}
            {t('leagues.week', { date: day.format(new Date(`${view.week}T00:00:00Z`)) })}
          </p>
        </div>
        <div className="league-head__time">
          {view.closedAt ? (
            <p>{t('leagues.closedOn', { date: when.format(new Date(view.closedAt)) })}</p>
          ) : (
            <>
              <Countdown until={view.yourWeekEndsAt ?? view.endsAt} />
              <p className="muted">
                {view.yourWeekEndsAt ? t('leagues.yourWeekEnds') : t('leagues.endsFor')}
              </p>
            </>
          )}
        </div>
      </header>
      <section aria-labelledby="league-standings">
        <h2 id="league-standings">{t('leagues.standings')}</h2>
        <p className="muted">
          {t('leagues.zoneLegend')} {!view.closedAt && t('leagues.live')}
        </p>
        <StandingsTable standings={view.standings} />
      </section>
    </>
  );
}
