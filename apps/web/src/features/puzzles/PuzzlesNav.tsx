import type { RouteName } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import '../../lib/i18n/locales/en.puzzles';

const LINKS = [
  ['puzzles', 'puzzles.nav.rated'],
  ['puzzles_daily', 'puzzles.nav.daily'],
  ['puzzles_streak', 'puzzles.nav.streak'],
  ['puzzles_themes', 'puzzles.nav.themes'],
] as const satisfies readonly (readonly [RouteName, string])[];

/** The puzzle pages' title, lead and links between them. */
export function PuzzlesHeader({ current, title, lead }: { current: RouteName; title: string; lead: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <header className="puzzles__header">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <nav className="puzzles__nav" aria-label={t('puzzles.title')}>
        {LINKS.map(([name, label]) => (
          <Link key={name} to={url(name)} aria-current={name === current ? 'page' : undefined}>
            {t(label)}
          </Link>
        ))}
      </nav>
    </header>
  );
}

/** Shown instead of a board to guests: puzzles are rated, so they need an account. */
export function PuzzlesLogIn() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  return (
    <p className="notice">
      {t('puzzles.logIn')} <Link to={url('login')}>{t('puzzles.logInLink')}</Link>
    </p>
  );
}

export function useIsMember(): boolean {
  return useCurrentUser().isLoggedIn;
}
