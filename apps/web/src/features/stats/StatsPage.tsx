import './stats.css';
import type { StatsReport } from '@kingside/contract';
import axios from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { RatingHistorySection } from './RatingHistorySection';
import { StatsTables } from './StatsTables';
import { StreaksView } from './StreakCard';
import { fetchStats } from './stats.api';
import { YearInChess } from './YearInChess';
import '../../lib/i18n/locales/en.stats';

type State =
  | { status: 'loading' }
  | { status: 'loaded'; report: StatsReport }
  | { status: 'missing' }
  | { status: 'failed' };

/** `/stats/{username}`: a member's games in numbers; without a username, your own (or a sign-in prompt). */
export function StatsPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const params = useParams();
  const { user, isLoggedIn } = useCurrentUser();
  const username = params.username || (isLoggedIn ? user.username : '');
  const own = isLoggedIn && username.toLowerCase() === user.username.toLowerCase();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('stats');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is exactly why it asks again
  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchStats(http, username, controller.signal).then(
      (report) => setState({ status: 'loaded', report }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        setState({ status: status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [http, username, attempt]);

  if (!username) {
    return (
      <div className="stats">
        <h1>{t('stats.title')}</h1>
        <p className="notice">
          {t('stats.signIn')}{' '}
          <Link className="button button--primary button--small" to={url('login')}>
            {t('stats.signInButton')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="stats">
      <header className="stats__intro">
        <h1>
          {state.status === 'loaded'
            ? t('stats.titleOf', { username: state.report.username })
            : t('stats.title')}
        </h1>
        <p className="lead">{t('stats.lead')}</p>
      </header>
      {state.status === 'loading' && <p role="status">{t('stats.loading')}</p>}
      {state.status === 'missing' && <p className="notice">{t('stats.notFound', { username })}</p>}
      {state.status === 'failed' && (
        <p className="notice" role="alert">
          {t('stats.failed')}{' '}
          <button type="button" className="button button--small" onClick={() => setAttempt((n) => n + 1)}>
            {t('stats.retry')}
          </button>
        </p>
      )}
      {state.status === 'loaded' && <StatsBody report={state.report} own={own} />}
    </div>
  );
}

function StatsBody({ report, own }: { report: StatsReport; own: boolean }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <div className="stats__grid">
      {own && <YearInChess username={report.username} />}
      <section className="stats-card" aria-labelledby="stats-streaks">
        <h2 id="stats-streaks">{t('stats.sections.streaks')}</h2>
        <StreaksView streaks={report.streaks} own={own} />
      </section>
      {report.totals.games === 0 ? (
        <section className="stats-card">
          <p>{t('stats.empty')}</p>
          {own && (
            <Link className="button button--primary" to={url('play')}>
              {t('stats.play')}
            </Link>
          )}
        </section>
      ) : (
        <>
          <RatingHistorySection history={report.ratingHistory} />
          <StatsTables report={report} />
        </>
      )}
    </div>
  );
}
