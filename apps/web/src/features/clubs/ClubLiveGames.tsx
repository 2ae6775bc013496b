import {
  type ClubLiveGame,
  type ClubLiveGames as ClubLiveGamesList,
  formatTimeControl,
  type LiveGamePlayer,
} from '@kingside/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { useClubLiveGames } from './useClubLiveGames';
import '../../lib/i18n/locales/en.clubs';

/**
 * The live games the club's members are playing: games appear when they start and leave when they
 * end, without a reload (pushed over the tab's socket, useClubLiveGames.ts). A failed read keeps
 * the last list (the next one may work).
 */
export function ClubLiveGames({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const state = useClubLiveGames(slug);
  const shown = useRef<ClubLiveGamesList | null>(null);
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
