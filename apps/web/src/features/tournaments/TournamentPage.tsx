import './tournaments.css';
import { formatTimeControl, type TournamentLive, type TournamentView } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { useLoad } from '../../lib/use-load';
import { useConnection, usePlaySocket, useSocketMessages } from '../play/useSocket';
import { Bracket } from './Bracket';
import { Countdown } from './Countdown';
import { Standings } from './Standings';
import { act, fetchTournament, type TournamentAction } from './tournaments.api';
import '../../lib/i18n/locales/en.tournaments';

/** Follows the tournament's standings over the socket whenever it is (again) online. */
function useFollow(url: string, onLive: (live: TournamentLive) => void, onPaired: (gameId: string) => void) {
  const socket = usePlaySocket();
  const online = useConnection().state === 'online';
  useEffect(() => {
    if (!online) return;
    socket.send({ t: 'tournament', url, subscribe: true });
    return () => {
      if (socket.getSnapshot().state === 'online') socket.send({ t: 'tournament', url, subscribe: false });
    };
  }, [online, socket, url]);
  useSocketMessages((message) => {
    if (message.t === 'tournament' && message.live.url === url) onLive(message.live);
    else if (message.t === 'paired') onPaired(message.gameId);
  });
}

/** `/tournament/{url}`: the header with its countdown, joining and pausing, live standings, the podium. */
export function TournamentPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const routeUrl = useRouteUrl();
  const { url = '' } = useParams();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const { state, setState, reload } = useLoad(
    (signal) => fetchTournament(http, url, page, signal),
    `${url}/${page}`,
  );
  useDocumentTitle('tournament');

  const update = (change: (view: TournamentView) => TournamentView) =>
    setState((s) => (s.status === 'loaded' ? { status: 'loaded', data: change(s.data) } : s));
  useFollow(
    url,
    (live) => {
      // The push is the first page: it replaces that page, and tells any other page to read again.
      if (page === 1) update((view) => ({ ...view, status: live.status, players: live.players, live }));
      else reload();
      if (live.status === 'finished')
        update((view) => ({ ...view, me: view.me && { ...view.me, gameId: null } }));
    },
    (gameId) => update((view) => ({ ...view, me: view.me && { ...view.me, gameId } })),
  );

  const run = async (action: TournamentAction) => {
    setBusy(true);
    try {
      const view = await act(http, url, action);
      setState({ status: 'loaded', data: view });
    } catch (error) {
      alerts.error(serverMessage(error) ?? t('tournaments.failedAction'));
    } finally {
      setBusy(false);
    }
  };

  if (state.status === 'loading') return <p role="status">{t('tournaments.loading')}</p>;
  if (state.status === 'missing') return <p className="notice">{t('tournaments.missing')}</p>;
  if (state.status === 'failed')
    return (
      <p className="notice" role="alert">
        {t('tournaments.failed')}{' '}
        <button type="button" className="button button--small" onClick={reload}>
          {t('tournaments.retry')}
        </button>
      </p>
    );
  const view = state.data;
  const { me, conditions } = view;
  const over = view.status === 'finished';
  const swiss = view.kind === 'swiss';
  const knockout = view.kind === 'knockout';
  return (
    <div className="tournament">
      <p>
        <Link to={routeUrl('tournaments')}>{t('tournaments.title')}</Link>
      </p>
      <header className="tournament__head">
        <div>
          <h1>
            {view.name}{' '}
            {view.official && <span className="tournament__tag">{t('tournaments.official')}</span>}
          </h1>
          <p className="tournament__meta">
            {formatTimeControl(view.tc)} · {view.rated ? t('tournaments.rated') : t('tournaments.casual')} ·{' '}
            {swiss
              ? t('tournaments.rounds', { round: view.round, rounds: view.rounds })
              : knockout
                ? t('tournaments.matchGames', { count: view.matchGames ?? 1 })
                : t('tournaments.duration', { minutes: view.durationMinutes })}{' '}
            · {t('tournaments.players', { count: view.players })}
            {view.createdBy && <> · {t('tournaments.by', { name: view.createdBy })}</>}
            {view.club && (
              <>
                {' · '}
                <Link to={routeUrl('club', { slug: view.club.slug })}>
                  {t('tournaments.club', { name: view.club.name })}
                </Link>
              </>
            )}
          </p>
          <p className="tournament__meta">
            {t('tournaments.conditions')}:{' '}
            {[
              conditions.minRating !== null && t('tournaments.minRating', { rating: conditions.minRating }),
              conditions.maxRating !== null && t('tournaments.maxRating', { rating: conditions.maxRating }),
              conditions.minTier !== null && t('tournaments.minTier', { tier: conditions.minTier }),
            ]
              .filter(Boolean)
              .join(' · ') || t('tournaments.anyone')}
          </p>
        </div>
        <Countdown view={view} />
      </header>

      {me?.gameId && !over && (
        <p className="tournament__game" role="status">
          {t('tournaments.yourGame')}{' '}
          <Link className="button" to={routeUrl('game', { id: me.gameId })}>
            {t('tournaments.playGame')}
          </Link>
        </p>
      )}
      {!over && (
        <div className="tournament__actions">
          {!me && (
            <button
              type="button"
              className="button"
              disabled={busy || view.joinRefusal !== null}
              onClick={() => void run('join')}
            >
              {t('tournaments.join')}
            </button>
          )}
          {!me && view.joinRefusal && <span className="tournament__refusal">{view.joinRefusal}</span>}
          {me && !me.withdrawn && me.paused && (
            <>
              <span>{t('tournaments.paused')}</span>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void run('join')}
              >
                {t('tournaments.rejoin')}
              </button>
            </>
          )}
          {me && !me.withdrawn && !me.paused && !swiss && !knockout && (
            <>
              {!me.gameId && (
                <span>{t(view.status === 'created' ? 'tournaments.joined' : 'tournaments.waiting')}</span>
              )}
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() => void run('pause')}
              >
                {t('tournaments.pause')}
              </button>
            </>
          )}
          {me && !me.withdrawn && (
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              onClick={() => void run('withdraw')}
            >
              {t('tournaments.withdraw')}
            </button>
          )}
          {me?.withdrawn && <span>{t('tournaments.withdrawn')}</span>}
        </div>
      )}

      {over && view.live.podium.length > 0 && (
        <section className="tournament__podium" aria-label={t('tournaments.podium')}>
          <h2>{t('tournaments.podium')}</h2>
          <ol>
            {view.live.podium.map((row) => (
              <li key={row.username} className={`tournament__step tournament__step--${row.rank}`}>
                <Link to={routeUrl('member', { username: row.username })}>{row.username}</Link>
                <strong>{row.score}</strong>
              </li>
            ))}
          </ol>
        </section>
      )}

      {view.live.bracket && <Bracket bracket={view.live.bracket} />}
      <Standings live={view.live} swiss={swiss} onPage={setPage} />
      <p className="tournament__rules">
        {t(swiss ? 'tournaments.swissRules' : knockout ? 'tournaments.knockoutRules' : 'tournaments.rules')}
      </p>
    </div>
  );
}
