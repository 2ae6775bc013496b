import './insights.css';
import { INSIGHTS_WINDOW, SPEEDS, type Speed } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { InsightsCharts } from './InsightsCharts';
import { InsightsUpsell } from './InsightsUpsell';
import { type InsightsState, useInsights } from './useInsights';
import '../../lib/i18n/locales/en.insights';

/** `/insights`: the member's own games as charts (platinum and above), else what they would get. */
export function InsightsPage() {
  const { t } = useTranslation();
  const [speed, setSpeed] = useState<Speed | null>(null);
  const { state, retry } = useInsights(speed);
  useDocumentTitle('insights');

  return (
    <div className="insights">
      <header className="insights__intro">
        <h1>{t('insights.title')}</h1>
        <p className="lead">{t('insights.lead')}</p>
        {state.status === 'loaded' && (
          <label className="insights__filter">
            {t('insights.speedFilter')}{' '}
            <select
              value={speed ?? ''}
              onChange={(event) => setSpeed((event.target.value || null) as Speed | null)}
            >
              <option value="">{t('insights.allSpeeds')}</option>
              {SPEEDS.map((option) => (
                <option key={option} value={option}>
                  {t(`play.speeds.${option}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      <InsightsBody state={state} retry={retry} />
    </div>
  );
}

function InsightsBody({ state, retry }: { state: InsightsState; retry: () => void }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  switch (state.status) {
    case 'loading':
      return <p role="status">{t('insights.loading')}</p>;
    case 'guest':
      return (
        <p className="notice">
          {t('insights.login')}{' '}
          <Link className="button button--primary button--small" to={url('login')}>
            {t('insights.loginButton')}
          </Link>
        </p>
      );
    case 'locked':
      return <InsightsUpsell tier={state.tier} />;
    case 'failed':
      return (
        <p className="notice" role="alert">
          {t('insights.failed')}{' '}
          <button type="button" className="button button--small" onClick={retry}>
            {t('insights.retry')}
          </button>
        </p>
      );
    case 'loaded': {
      const { report } = state;
      if (report.totals.games === 0) {
        return (
          <section className="insights-empty">
            <h2>{t('insights.empty.title')}</h2>
            <p>{t('insights.empty.text')}</p>
            <Link className="button button--primary" to={url('play')}>
              {t('insights.empty.play')}
            </Link>
          </section>
        );
      }
      return (
        <>
          {report.capped && (
            <p className="insights-card__note">{t('insights.capped', { count: INSIGHTS_WINDOW })}</p>
          )}
          <InsightsCharts report={report} />
        </>
      );
    }
  }
}
