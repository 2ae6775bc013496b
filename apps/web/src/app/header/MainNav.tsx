import { isBuiltRoute, type RouteName } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useRouteUrl } from '../useLanguage';
import { ChevronIcon } from './Icons';
import { useDisclosure } from './useDisclosure';

/** The sections a chess player looks for first, as on chess.com and lichess; the rest wait under More. */
const SECTIONS = [
  'play',
  'puzzles',
  'learn',
  'watch',
  'news',
  'social',
] as const satisfies readonly RouteName[];
const MORE = [
  'play_daily',
  'play_computer',
  'tournaments',
  'analysis',
  'videos',
  'clubs',
  'leagues_home',
  'forum',
  'stats',
  'about',
  'membership',
  'settings',
] as const satisfies readonly RouteName[];
/** The menu links only pages that work; each joins it when its feature is built. */
const BUILT_SECTIONS = SECTIONS.filter(isBuiltRoute);
const BUILT_MORE = MORE.filter(isBuiltRoute);

/** `onNavigate` lets the phone menu fold away once a link is followed. */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const more = useDisclosure<HTMLLIElement>();

  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {BUILT_SECTIONS.map((name) => (
          <li key={name}>
            <NavLink className="main-nav__link" to={url(name)} onClick={onNavigate}>
              {t(`nav.${name}`)}
            </NavLink>
          </li>
        ))}
        <li className="dropdown" {...more.rootProps}>
          <button className="main-nav__link dropdown__button" {...more.buttonProps}>
            {t('nav.more')}
            <ChevronIcon />
          </button>
          <ul className="dropdown__panel" {...more.panelProps}>
            {BUILT_MORE.map((name) => (
              <li key={name}>
                <Link
                  className="dropdown__item"
                  to={url(name)}
                  onClick={() => {
                    more.close();
                    onNavigate();
                  }}
                >
                  {t(`nav.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
