import './account-security.css';
import type { RouteName } from '@kingside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import '../../lib/i18n/locales/en.account';

const PAGES: { route: RouteName; label: 'sessions' | 'password' | 'closeAccount' }[] = [
  { route: 'settings_sessions', label: 'sessions' },
  { route: 'settings_password', label: 'password' },
  { route: 'settings_close_account', label: 'closeAccount' },
];

/** The frame of the account pages: their navigation, and a way in for whoever is not logged in. */
export function AccountSettings({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { isLoggedIn } = useCurrentUser();
  return (
    <div className="account-settings">
      <nav className="account-settings__nav" aria-label={t('accountSettings.nav')}>
        <ul>
          {PAGES.map((page) => (
            <li key={page.route}>
              <NavLink to={url(page.route)} end>
                {t(`accountSettings.${page.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account-settings__main">
        <h1>{title}</h1>
        {isLoggedIn ? (
          children
        ) : (
          <p className="notice">
            {t('accountSettings.loginFirst')} <Link to={url('login')}>{t('accountSettings.logIn')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
