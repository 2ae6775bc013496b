import './clubs.css';
import { CLUB_MATCHES_API, type ClubMatchSide, type ClubMatchView } from '@kingside/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { formatWhen } from '../messages/format';
import { ClubLoadStatus } from './ClubLoadStatus';
import { ClubMatchBoards } from './ClubMatchBoards';
import { fetchMatch, matchAction } from './clubs.api';
import { matchTerms } from './match-terms';
import { useClubAction } from './use-club-action';
import '../../lib/i18n/locales/en.clubs';

/** How often a running match asks for its score again (its games end on their own pages). */
export const MATCH_REFRESH_MS = 5000;

/** `/club/matches/{match}`: the two clubs, the score as games end, the boards, and what the viewer may do. */
export function ClubMatchPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const { http } = useServices();
  const { match = '' } = useParams();
  const id = Number(match);
  const { state, reload } = useLoad((signal) => fetchMatch(http, id, signal), match);
  useDocumentTitle('club_match');

  const running = state.status === 'loaded' && state.data.status === 'in_progress';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only whether it runs restarts the timer
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, MATCH_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);

  const { busy, act } = useClubAction((path) => matchAction(http, path), reload);

  if (state.status !== 'loaded')
    return <ClubLoadStatus status={state.status} notFound={t('clubs.matches.notFound')} retry={reload} />;
  const m: ClubMatchView = state.data;
  const clubOf = (side: ClubMatchSide) => m[side];
  const open = m.status === 'proposed' || m.status === 'registration';
  const button = (label: string, path: string, primary = false) => (
    <button
      type="button"
      className={`button button--small${primary ? ' button--primary' : ''}`}
      disabled={busy}
      onClick={() => void act(path)}
    >
      {label}
    </button>
  );
  return (
    <div className="clubs club-match">
      <h1>{m.name}</h1>
      <p className="club-match__score">
        <Link to={url('club', { slug: m.home.slug })}>{m.home.name}</Link>{' '}
        {open ? (
          <span>{t('clubs.matches.vs')}</span>
        ) : (
          <strong data-testid="match-score" title={t('clubs.matches.score')} aria-live="polite">
            {m.score.home} – {m.score.away}
          </strong>
        )}{' '}
        <Link to={url('club', { slug: m.away.slug })}>{m.away.name}</Link>
      </p>
      <p className="clubs__meta">
        <span className={`club-match__status club-match__status--${m.status}`}>
          {t(`clubs.matches.status.${m.status}`)}
        </span>
        {' · '}
        {matchTerms(m, t)}
        {' · '}
        {m.startedAt
          ? t('clubs.matches.startedAt', { when: formatWhen(m.startedAt, language) })
          : t('clubs.matches.startsAt', { when: formatWhen(m.startsAt, language) })}
      </p>
      <div className="clubs__actions">
        {m.mySide && <span>{t('clubs.matches.youPlayFor', { club: clubOf(m.mySide).name })}</span>}
        {m.canRegister &&
          button(
            t('clubs.matches.register', { club: clubOf(m.canRegister).name }),
            CLUB_MATCHES_API.register(m.id),
            true,
          )}
        {m.mySide && open && button(t('clubs.matches.withdraw'), CLUB_MATCHES_API.withdraw(m.id))}
        {m.adminOf === 'away' &&
          m.status === 'proposed' &&
          button(t('clubs.matches.accept'), CLUB_MATCHES_API.accept(m.id), true)}
        {m.adminOf &&
          m.status === 'registration' &&
          button(t('clubs.matches.startNow'), CLUB_MATCHES_API.start(m.id), true)}
        {m.adminOf && open && button(t('clubs.matches.cancel'), CLUB_MATCHES_API.cancel(m.id))}
      </div>
      {m.boardsPlayed.length > 0 ? (
        <ClubMatchBoards match={m} />
      ) : (
        <section aria-labelledby="match-registered">
          <h2 id="match-registered">{t('clubs.matches.registered')}</h2>
          <div className="club-match__sides">
            {(['home', 'away'] as const).map((side) => (
              <div key={side}>
                <h3>{clubOf(side).name}</h3>
                {m.registered[side].length === 0 && (
                  <p className="clubs__meta">{t('clubs.matches.nobody')}</p>
                )}
                <ol>
                  {m.registered[side].map((p) => (
                    <li key={p.username}>
                      <Link to={url('member', { username: p.username })}>{p.username}</Link>{' '}
                      <span className="clubs__meta">{p.rating ?? ''}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
