import type { Color, GamePlayer, GameView } from '@kingside/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { Clock } from './Clock';
import { isLive } from './game-state';
import { formatRatingDiff } from './rating-diff';
import '../../lib/i18n/locales/en.game';

/** The hover card comes after the board; until then the name is a plain link to the profile. */
const UserPopup = lazy(() => import('../members/UserPopup').then((m) => ({ default: m.UserPopup })));

export interface PlayerBarProps {
  position: 'top' | 'bottom';
  color: Color;
  player: GamePlayer;
  game: GameView;
  connected: boolean | undefined;
  serverNow: () => number;
}

/** One side of the board: presence, colour, name, rating (and its change), clock. */
export function PlayerBar({ position, color, player, game, connected, serverNow }: PlayerBarProps) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const name = player.isGuest ? player.username || t('game.guest') : player.username;
  const active = isLive(game) && game.turn === color;
  return (
    <div className={`player-bar player-bar--${position}${active ? ' is-active' : ''}`}>
      <div className="player">
        <span className={`player__presence${connected === false ? ' is-away' : ''}`} aria-hidden="true" />
        <span
          className={`player__side player__side--${color}`}
          title={t(`game.${color}`)}
          aria-hidden="true"
        />
        <span className="visually-hidden">{t(`game.${color}`)}:</span>
        {player.isGuest || player.userId === null ? (
          <span className="player__name">{name}</span>
        ) : (
          <Suspense
            fallback={
              <Link className="player__name" to={url('member', { username: player.username })}>
                {name}
              </Link>
            }
          >
            <UserPopup className="player__name" username={player.username}>
              {name}
            </UserPopup>
          </Suspense>
        )}
        {player.rating !== null && (
          <span className="player__rating">
            {player.rating}
            {player.provisional ? '?' : ''}
          </span>
        )}
        {player.ratingDiff !== null && (
          <span
            className={`rating-diff ${player.ratingDiff > 0 ? 'is-up' : player.ratingDiff < 0 ? 'is-down' : ''}`}
          >
            {formatRatingDiff(player.ratingDiff)}
          </span>
        )}
        {game.berserk[color] && (
          <span
            className="player__berserk"
            role="img"
            aria-label={t('game.berserk')}
            title={t('game.berserk')}
          >
            ⚡
          </span>
        )}
      </div>
      {/* A daily game's time shows once, in days, as the DailyClock beside the moves; a game against
          the computer is untimed (initial 0) and has no clock. */}
      {game.daysPerMove === null && game.timeControl.initial > 0 && (
        <Clock color={color} clock={game.clock} timeControl={game.timeControl} serverNow={serverNow} />
      )}
    </div>
  );
}
