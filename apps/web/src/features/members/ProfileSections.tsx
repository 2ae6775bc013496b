import type { MemberProfileView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { Avatar } from './Avatar';
import { UserPopup } from './UserPopup';
import '../../lib/i18n/locales/en.members';

/** Ratings per speed, a question mark on provisional ones (as lichess shows them). */
export function RatingsSection({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation();
  return (
    <section className="profile-card" aria-labelledby="profile-ratings">
      <h2 id="profile-ratings">{t('profile.ratings')}</h2>
      {profile.ratings.length === 0 ? (
        <p className="muted">{t('profile.noRatings')}</p>
      ) : (
        <ul className="profile-ratings">
          {profile.ratings.map((rating) => (
            <li key={rating.speed} className="profile-rating">
              <span className="profile-rating__speed">{t(`profile.speed.${rating.speed}`)}</span>
              <strong className="profile-rating__value">
                {rating.rating}
                {rating.provisional && <abbr title={t('profile.provisional')}>?</abbr>}
              </strong>
              <span className="muted">{t('profile.games', { count: rating.games })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecentGamesSection({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section className="profile-card" aria-labelledby="profile-games">
      <h2 id="profile-games">{t('profile.recentGames')}</h2>
      {profile.recentGames.length === 0 ? (
        <p className="muted">{t('profile.noGames')}</p>
      ) : (
        <ul className="profile-games">
          {profile.recentGames.map((game) => (
            <li key={game.id} className={`profile-game profile-game--${game.result}`}>
              <span className={`profile-game__result`}>{t(`profile.result.${game.result}`)}</span>
              <span className={`player__side player__side--${game.color}`} aria-hidden="true" />
              <Link to={url('game', { id: game.id })} className="profile-game__opponent">
                {t('profile.versus', { opponent: game.opponent })}
                {game.opponentRating !== null && <span className="muted"> ({game.opponentRating})</span>}
              </Link>
              <span className="muted profile-game__speed">{t(`profile.speed.${game.speed}`)}</span>
              {game.ratingDiff !== null && (
                <span
                  className={`rating-diff ${game.ratingDiff > 0 ? 'is-up' : game.ratingDiff < 0 ? 'is-down' : ''}`}
                >
                  {game.ratingDiff > 0 ? `+${game.ratingDiff}` : game.ratingDiff}
                </span>
              )}
              <time className="muted profile-game__when" dateTime={game.endedAt}>
                {when.format(new Date(game.endedAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
      <Link to={url('games_archive', { username: profile.username })} className="profile-card__more">
        {t('profile.archive')}
      </Link>
    </section>
  );
}

export function FriendsSection({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation();
  return (
    <section className="profile-card" aria-labelledby="profile-friends">
      <h2 id="profile-friends">
        {t('profile.friends')} <span className="muted">{profile.friends.total}</span>
      </h2>
      {profile.friends.sample.length === 0 ? (
        <p className="muted">{t('profile.noFriends')}</p>
      ) : (
        <ul className="profile-friends">
          {profile.friends.sample.map((friend) => (
            <li key={friend.userId}>
              <Avatar username={friend.username} url={friend.avatarUrl} size={28} />
              <UserPopup username={friend.username} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
