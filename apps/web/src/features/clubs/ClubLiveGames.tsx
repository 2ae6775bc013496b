import {
  CLUB_LIVE_GAMES_REFRESH_MS,
  type ClubLiveGame,
  type ClubLiveGames as ClubLiveGamesList,
  formatTimeControl,
  type LiveGamePlayer,
} from '@kingside/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useLoad } from '../../lib/use-load';
import { fetchClubLiveGames } from './clubs.api';
import '../../lib/i18n/locales/en.clubs';

/**
 * The live games the club's members are playing, asked for again every few seconds (as /watch
 * does): games appear when they start and leave when they end, without a reload. A failed
 * refresh keeps the last list (the next one may work).
 */
export function ClubLiveGames({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { http } = useServices();
  const { state, reload } = useLoad((signal) => fetchClubLiveGames(http, slug, signal), slug);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const shown = useRef<ClubLiveGamesList | null>(null);
  useEffect(() => {
    const timer = setInterval(() => reloadRef.current(), CLUB_LIVE_GAMES_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (state.status === 'loaded') shown.current = state.data;
  else if (state.status === 'loading') shown.current = null;

  const named = (p: LiveGamePlayer) =>
    p.rating === null ? p.username : t('clubs.liveGames.player', { name: p.username, rating: p.rating });
  const item = (game: ClubLiveGame) => {
    const tc = formatTimeControl(game.timeControl);
    return (
      <li key={game.id} className="clubs__item">
        <span className="clubs__name">{named(game.white)}</span>
        <span>{t('clubs.matches.vs')}</span>
        <span className="clubs__name">{named(game.black)}</span>
        <span className="clubs__meta">
          {tc} ·{' '}
          {t('clubs.liveGames.speedMode', {
            speed: t(`play.speeds.${game.speed}`),
            mode: game.rated ? t('play.rated') : t('play.casual'),
          })}
        </span>
        <Link
          className="button button--small"
          to={url('game', { id: game.id })}
          aria-label={t('clubs.liveGames.watch', { white: named(game.white), black: named(game.black), tc })}
        >
          {t('nav.watch')}
        </Link>
      </li>
    );
  };
  const list = shown.current;
  return (
    <section aria-labelledby="club-live-games">
      <h2 id="club-live-games">{t('clubs.liveGames.title')}</h2>
      {!list && state.status === 'failed' && (
        <p className="clubs__meta" role="alert">
          {t('clubs.liveGames.failed')}
        </p>
      )}
      {list && list.games.length === 0 && <p className="clubs__meta">{t('clubs.liveGames.empty')}</p>}
      {list && list.games.length > 0 && <ul className="clubs__list">{list.games.map(item)}</ul>}
    </section>
  );
}
