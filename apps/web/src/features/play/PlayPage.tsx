import './play.css';
import {
  type ClientMessage,
  formatTimeControl,
  type LobbySeek,
  QUICK_PAIRINGS,
  speedOf,
  type TimeControl,
} from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { FriendChallengeButton } from '../challenges/FriendChallengeButton';
import { loadBoardOptions } from './board-options';
import { ConnectionIndicator } from './ConnectionIndicator';
import { CustomSeekForm } from './CustomSeekForm';
import { formatElapsed } from './clock';
import { GuestSkillLevel } from './GuestSkillLevel';
import { SeekList } from './SeekList';
import { useLobbySeeks } from './useLobbySeeks';
import { useConnection, usePlaySocket, useSocketMessages } from './useSocket';
import '../../lib/i18n/locales/en.seeks';
import '../../lib/i18n/locales/en.play';

interface Seek {
  message: Extract<ClientMessage, { t: 'seek' }>;
  /** The pool id, or null for a custom game. */
  pool: string | null;
  tc: TimeControl;
  startedAt: number;
}

export function PlayPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const navigate = useNavigate();
  const socket = usePlaySocket();
  const connection = useConnection();
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [seek, setSeek] = useState<Seek | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [joining, setJoining] = useState<string | null>(null);
  const lobby = useLobbySeeks();
  useDocumentTitle('play');

  // The click that seeks is the gesture that lets the game's sounds play later (§4 Audio).
  useEffect(() => {
    if (loadBoardOptions().playSounds) void import('./sounds').then(({ getSoundPlayer }) => getSoundPlayer());
  }, []);

  const canRate = !user.isGuest;
  const speedName = (tc: TimeControl) => t(`play.speeds.${speedOf(tc)}`);

  const start = (next: Omit<Seek, 'startedAt'>) => {
    if (seek) socket.send({ t: 'cancelSeek' });
    setError(null);
    socket.send(next.message);
    setSeek({ ...next, startedAt: Date.now() });
    setNow(Date.now());
  };

  const seekPool = (pool: string, tc: TimeControl) => {
    if (seek?.pool === pool) {
      cancel();
      return;
    }
    start({ message: { t: 'seek', pool, rated: canRate }, pool, tc });
  };

  const cancel = () => {
    socket.send({ t: 'cancelSeek' });
    setSeek(null);
  };

  const join = (listed: LobbySeek) => {
    setError(null);
    setJoining(listed.id);
    socket.send({ t: 'acceptSeek', seekId: listed.id });
  };

  useSocketMessages((message) => {
    if (message.t === 'paired') {
      setSeek(null);
      setJoining(null);
      navigate(url('game', { id: message.gameId }));
    } else if (message.t === 'error' && !message.gameId && joining) {
      setJoining(null);
      setError(
        message.code === 'not_found'
          ? t('play.openGames.gone')
          : message.code === 'seek_incompatible'
            ? t('seeks.outOfRange')
            : message.message || t('game.errors.generic'),
      );
    } else if (message.t === 'error' && !message.gameId && seek) {
      setSeek(null);
      setError(message.message || t('game.errors.generic'));
    }
  });

  // "New opponent" links here with `?pool=3+0`: seek at once, then forget the parameter.
  const autoPool = searchParams.get('pool');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per requested pool
  useEffect(() => {
    if (!autoPool) return;
    const pairing = QUICK_PAIRINGS.find((candidate) => candidate.id === autoPool);
    if (pairing) seekPool(pairing.id, pairing.tc);
    setSearchParams({}, { replace: true });
  }, [autoPool]);

  // A reconnect starts a new connection the server knows nothing about: seek again.
  const wasOnline = useRef(connection.state === 'online');
  useEffect(() => {
    const online = connection.state === 'online';
    if (online && !wasOnline.current && seek) socket.send(seek.message);
    wasOnline.current = online;
  }, [connection.state, seek, socket]);

  // Leaving the page gives the seat back.
  const seeking = seek !== null;
  useEffect(() => {
    if (!seeking) return;
    return () => socket.send({ t: 'cancelSeek' });
  }, [seeking, socket]);

  useEffect(() => {
    if (!seeking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seeking]);

  return (
    <div className="lobby">
      <header className="lobby__head">
        <div>
          <h1>{t('play.title')}</h1>
          <p className="lead">{t('play.lead')}</p>
        </div>
        <ConnectionIndicator />
      </header>

      {error && (
        <div className="notice" role="alert">
          {error}
        </div>
      )}

      <div className="lobby__layout">
        <section className="lobby__quick" aria-labelledby="quick-title">
          <h2 id="quick-title" className="lobby__section-title">
            {t('play.quickPairing')}
          </h2>
          <div className={`seek-status${seek ? ' is-active' : ''}`} role="status" aria-live="polite">
            {seek && (
              <>
                <span className="seek-status__spinner" aria-hidden="true" />
                <div className="seek-status__text">
                  <strong>{t('play.searching')}</strong>
                  <span>
                    {t('play.searchingFor', {
                      tc: formatTimeControl(seek.tc),
                      speed: speedName(seek.tc),
                      mode: seek.message.rated ? t('play.rated') : t('play.casual'),
                    })}
                    {' · '}
                    <time>{formatElapsed(now - seek.startedAt)}</time>
                  </span>
                </div>
                <button type="button" className="button" onClick={cancel}>
                  {t('play.cancel')}
                </button>
              </>
            )}
          </div>
          <ul className="pool-grid">
            {QUICK_PAIRINGS.map(({ id, tc }) => {
              const active = seek?.pool === id;
              return (
                <li key={id}>
                  <button
                    type="button"
                    className={`pool${active ? ' is-seeking' : ''}`}
                    aria-label={t('play.pool', { tc: id, speed: speedName(tc) })}
                    aria-pressed={active}
                    onClick={() => seekPool(id, tc)}
                  >
                    <span className="pool__tc">{id}</span>
                    <span className="pool__speed">{speedName(tc)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="lobby__legend">{t('play.legend')}</p>
          <SeekList
            seeks={lobby.seeks}
            loaded={lobby.loaded}
            ratings={lobby.ratings}
            joining={joining}
            onJoin={join}
          />
        </section>

        <aside className="lobby__side">
          <CustomSeekForm
            canRate={canRate}
            ratings={lobby.ratings}
            onSeek={(message, tc) => start({ message, pool: null, tc })}
          />

          <FriendChallengeButton />

          {user.isGuest && <GuestSkillLevel onSaved={lobby.refresh} />}

          {user.isGuest && (
            <p className="guest-note">
              <strong>{t('play.guestNote')}</strong> {t('play.guestCta')}{' '}
              <Link to={url('login')}>{t('play.logIn')}</Link> ·{' '}
              <Link to={url('register')}>{t('play.signUp')}</Link>
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
