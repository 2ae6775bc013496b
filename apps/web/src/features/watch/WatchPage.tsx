import './watch.css';
import { formatTimeControl, type LiveGamePlayer, type LiveGameSummary } from '@kingside/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { MiniBoard } from './MiniBoard';
import { fetchLiveGames } from './watch.api';
import '../../lib/i18n/locales/en.watch';

/** The hover card stays out of the page's first load: names are plain text until it arrives. */
const UserPopup = lazy(() => import('../members/UserPopup').then((m) => ({ default: m.UserPopup })));

/** The list is asked for again this often: thumbnails follow the games without a socket per game. */
export const WATCH_REFRESH_MS = 3000;
const SKELETONS = 6;

type ListState =
  | { status: 'loading' }
  | { status: 'loaded'; games: LiveGameSummary[] }
  | { status: 'failed' };

/** Polls the live games; a failed refresh keeps the last list (the next one may work). */
function useLiveGames(): ListState {
  const { http } = useServices();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    let controller: AbortController | null = null;
    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchLiveGames(http, current.signal).then(
        ({ games }) => setState({ status: 'loaded', games }),
        () => {
          if (!current.signal.aborted)
            setState((before) => (before.status === 'loaded' ? before : { status: 'failed' }));
        },
      );
    };
    load();
    const timer = setInterval(load, WATCH_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller?.abort();
    };
  }, [http]);
  return state;
}

function GameCard({ game }: { game: LiveGameSummary }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const named = (p: LiveGamePlayer) =>
    p.rating === null ? p.username : t('watch.player', { name: p.username, rating: p.rating });
  const tc = formatTimeControl(game.timeControl);
  const label = t('watch.game', { white: named(game.white), black: named(game.black), tc });
  // A member's name opens their hover card (as everywhere in the app); a guest has no profile.
  const name = (p: LiveGamePlayer) => <span className="watch-card__name">{p.username}</span>;
  const line = (p: LiveGamePlayer) => (
    <span className="watch-card__player">
      {p.isGuest ? (
        name(p)
      ) : (
        <Suspense fallback={name(p)}>
          <UserPopup className="watch-card__name" username={p.username} />
        </Suspense>
      )}
      {p.rating !== null && <span className="watch-card__rating">{p.rating}</span>}
    </span>
  );
  // The game's link covers the card (watch.css), beside the names' own links: links never nest.
  return (
    <div className="watch-card">
      {line(game.black)}
      <Link className="watch-card__game" to={url('game', { id: game.id })} aria-label={label}>
        <MiniBoard fen={game.fen} lastMove={game.lastMove} />
      </Link>
      {line(game.white)}
      <span className="watch-card__meta">
        {tc} ·{' '}
        {t('watch.speedMode', {
          speed: t(`play.speeds.${game.speed}`),
          mode: game.rated ? t('play.rated') : t('play.casual'),
        })}
      </span>
    </div>
  );
}

export function WatchPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const state = useLiveGames();
  useDocumentTitle('watch');

  return (
    <div className="watch">
      <header className="watch__head">
        <h1>{t('watch.title')}</h1>
        <p className="lead">{t('watch.lead')}</p>
      </header>
      {state.status === 'loading' && (
        <div aria-busy="true">
          <span className="visually-hidden">{t('watch.loading')}</span>
          <ul className="watch-grid">
            {Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
              <li key={i} className="skeleton watch-card--loading" />
            ))}
          </ul>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="notice" role="alert">
          {t('watch.failed')}
        </div>
      )}
      {state.status === 'loaded' && state.games.length === 0 && (
        <p>
          {t('watch.empty')} <Link to={url('play')}>{t('watch.play')}</Link>
        </p>
      )}
      {state.status === 'loaded' && state.games.length > 0 && (
        <ul className="watch-grid">
          {state.games.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
