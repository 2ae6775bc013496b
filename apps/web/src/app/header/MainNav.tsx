import { isBuiltRoute, type RouteName } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useRouteUrl } from '../useLanguage';
import { ChevronIcon } from './Icons';
import { useDisclosure } from './useDisclosure';

const SECTIONS = [
  'play',
  'play_daily',
  'play_computer',
  'analysis',
  'puzzles',
  'learn',
  'watch',
  'news',
  'social',
] as const satisfies readonly RouteName[];
/** The menu links only pages that work; each section joins it when its feature is built. */
const BUILT_SECTIONS = SECTIONS.filter(isBuiltRoute);
const MORE = ['clubs', 'forum', 'about', 'membership', 'settings'] as const satisfies readonly RouteName[];

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
            {MORE.map((name) => (
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
