import './home.css';
import { isBuiltRoute, type RouteName } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { StreaksIntro } from '../stats/Introductions';
import { StreakCard } from '../stats/StreakCard';
import { YearBanner } from '../stats/YearInChess';
import { HeroBoard } from './HeroBoard';
import { HomeFeed } from './HomeFeed';
import '../../lib/i18n/locales/en.home';

const TILES = [
  { key: 'puzzles', route: 'puzzles', icon: '♞' },
  { key: 'learn', route: 'learn', icon: '♝' },
  { key: 'watch', route: 'watch', icon: '♛' },
  { key: 'videos', route: 'videos', icon: '♕' },
  { key: 'social', route: 'social', icon: '♜' },
  { key: 'stats', route: 'stats', icon: '♔' },
  { key: 'insights', route: 'insights', icon: '♚' },
  { key: 'board', route: 'settings_board', icon: '♟' },
] as const satisfies readonly { key: string; route: RouteName; icon: string }[];

/** Tiles link only pages that work: each joins when its feature is built. */
const BUILT_TILES = TILES.filter((tile) => isBuiltRoute(tile.route));

const FIRST_DAY_MS = 24 * 60 * 60_000;

/** A member who joined today is welcomed, not welcomed back. */
export function isFirstDay(registerDate: string | null, now: number): boolean {
  return registerDate !== null && now - Date.parse(registerDate) < FIRST_DAY_MS;
}

export function HomePage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { user, state, isLoggedIn } = useCurrentUser();
  useDocumentTitle('home');

  return (
    <div className="home">
      <section className="hero">
        <div className="hero__text">
          {isLoggedIn && (
            <p className="hero__welcome">
              {t(isFirstDay(state.registerDate, Date.now()) ? 'home.welcomeNew' : 'home.welcomeBack', {
                username: user.username,
              })}
            </p>
          )}
          <h1 className="hero__title">{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          <div className="actions">
            <Link className="button button--primary button--large" to={url('play')}>
              {t('home.play')}
            </Link>
            {!isLoggedIn && (
              <Link className="button button--large" to={url('register')}>
                {t('home.join')}
              </Link>
            )}
          </div>
        </div>
        <HeroBoard />
      </section>

      {isLoggedIn && (
        <section className="home-member" aria-label={t('streaks.title')}>
          <YearBanner username={user.username} />
          <StreaksIntro enabled={isLoggedIn} />
          <StreakCard username={user.username} own />
        </section>
      )}

      <HomeFeed />

      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title" className="features__title">
          {t('home.featuresTitle')}
        </h2>
        <ul className="tiles">
          {BUILT_TILES.map((tile) => (
            <li key={tile.key} className="tile">
              <span className="tile__icon" aria-hidden="true">
                {`${tile.icon}\uFE0E`}
              </span>
              <h3>{t(`home.tiles.${tile.key}.title`)}</h3>
              <p>{t(`home.tiles.${tile.key}.text`)}</p>
              <Link className="tile__link" to={url(tile.route)}>
                {t(`home.tiles.${tile.key}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
