import './streaks.css';
import { type CanAccessResponse, STATS_API, YEAR_CARDS, type YearRecap } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useIntroduction } from './Introductions';
import { fetchCanAccessYear, fetchYear, setUserItem } from './stats.api';
import '../../lib/i18n/locales/en.play';
import '../../lib/i18n/locales/en.stats';

const hours = (seconds: number) => (seconds / 3600).toFixed(seconds >= 36_000 ? 0 : 1);

/** §7's canAccess for the signed-in member's own year. */
export function useYearAccess(username: string | null) {
  const { http } = useServices();
  const [access, setAccess] = useState<CanAccessResponse | null>(null);
  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    fetchCanAccessYear(http, username, controller.signal).then(setAccess, () => undefined);
    return () => controller.abort();
  }, [http, username]);
  return access;
}

/** The home page's banner: closable for good (§7 `closedYearInChessBanner`). */
export function YearBanner({ username }: { username: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  const access = useYearAccess(username);
  const [closed, setClosed] = useState(false);
  if (!access?.canAccess || access.bannerClosed || closed) return null;
  const close = () => {
    setClosed(true);
    void setUserItem(http, 'closedYearInChessBanner').catch(() => undefined);
  };
  return (
    <aside className="year-banner">
      <span>{t('year.banner', { year: access.year })}</span>
      <Link className="button button--primary button--small" to={`${url('stats', { username })}#year`}>
        {t('year.open')}
      </Link>
      <button
        type="button"
        className="button button--quiet button--small"
        onClick={close}
        aria-label={t('year.close')}
      >
        ×
      </button>
    </aside>
  );
}

function Recap({ recap }: { recap: YearRecap }) {
  const { t } = useTranslation();
  const { totals } = recap;
  return (
    <>
      <dl className="year-recap">
        <div>
          <dt>{t('year.games')}</dt>
          <dd>{`${totals.games} (${totals.wins} / ${totals.draws} / ${totals.losses})`}</dd>
        </div>
        <div>
          <dt>{t('year.timePlayed')}</dt>
          <dd>{t('stats.hours', { hours: hours(recap.seconds) })}</dd>
        </div>
        <div>
          <dt>{t('year.bestWin')}</dt>
          <dd>
            {recap.bestWin ? (
              <Link to={`/game/${recap.bestWin.gameId}`}>
                {t('year.bestWinValue', {
                  opponent: recap.bestWin.opponent,
                  rating: recap.bestWin.opponentRating,
                })}
              </Link>
            ) : (
              t('year.noWin')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('year.favouriteOpening')}</dt>
          <dd>{recap.favouriteOpening?.name ?? t('year.noOpening')}</dd>
        </div>
        <div>
          <dt>{t('year.longestStreak')}</dt>
          <dd>{t('streaks.days', { count: recap.longestStreak })}</dd>
        </div>
        {recap.ratingJourney.map((journey) => (
          <div key={journey.speed}>
            <dt>{`${t('year.journey')} · ${t(`play.speeds.${journey.speed}`)}`}</dt>
            <dd>{t('year.journeyValue', journey)}</dd>
          </div>
        ))}
        {recap.opponents.length > 0 && (
          <div>
            <dt>{t('year.opponents')}</dt>
            <dd>
              {recap.opponents
                .slice(0, 3)
                .map((o) => `${o.name} (${o.games})`)
                .join(', ')}
            </dd>
          </div>
        )}
      </dl>
      <h3>{t('year.cards')}</h3>
      <ul className="year-cards">
        {YEAR_CARDS.map((card) => {
          const src = STATS_API.yearCard(recap.username, recap.year, card);
          return (
            <li key={card}>
              <a href={src} target="_blank" rel="noopener" download={`kingside-${recap.year}-${card}.png`}>
                <img src={src} alt={t(`year.card.${card}`)} width={600} height={315} loading="lazy" />
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The member's own year on their stats page: the introduction first (§4), then the recap. */
export function YearInChess({ username }: { username: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const access = useYearAccess(username);
  const intro = useIntroduction('introducedToYearInChess', Boolean(access?.canAccess));
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | YearRecap>('idle');
  const open = () => {
    intro.done();
    if (!access || state !== 'idle') return;
    setState('loading');
    fetchYear(http, username, access.year).then(setState, () => setState('failed'));
  };
  // Opened straight away from the home banner's link (…#year).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when access is known
  useEffect(() => {
    if (access?.canAccess && window.location.hash === '#year') open();
  }, [access]);
  if (!access?.canAccess) return null;
  return (
    <section id="year" className="stats-card stats-card--wide year" aria-labelledby="year-title">
      <h2 id="year-title">{t('year.title', { year: access.year })}</h2>
      {intro.offered && (
        <div className="intro">
          <h3>{t('year.intro.title')}</h3>
          <p>{t('year.intro.text')}</p>
        </div>
      )}
      {state === 'idle' && (
        <button type="button" className="button button--primary" onClick={open}>
          {intro.offered ? t('year.intro.ok') : t('year.open')}
        </button>
      )}
      {state === 'loading' && <p role="status">{t('year.loading')}</p>}
      {state === 'failed' && <p role="alert">{t('year.failed')}</p>}
      {typeof state === 'object' && <Recap recap={state} />}
    </section>
  );
}
