import './settings.css';
import type { RouteName } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { VacationPanel } from '../daily/VacationPanel';
import '../../lib/i18n/locales/en.settings';

type Section = 'board' | 'billing' | 'security' | 'sessions' | 'password' | 'apiTokens' | 'closeAccount';

const BROWSER: { route: RouteName; section: Section }[] = [{ route: 'settings_board', section: 'board' }];
const ACCOUNT: { route: RouteName; section: Section }[] = [
  { route: 'settings_billing', section: 'billing' },
  { route: 'settings_security', section: 'security' },
  { route: 'settings_sessions', section: 'sessions' },
  { route: 'settings_password', section: 'password' },
  { route: 'settings_api_tokens', section: 'apiTokens' },
  { route: 'settings_close_account', section: 'closeAccount' },
];

/** The settings index: one card per section; the account's own sections for members only. */
export function SettingsPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { isLoggedIn } = useCurrentUser();
  useDocumentTitle('settings');

  const cards = (sections: typeof BROWSER) => (
    <ul className="settings__sections">
      {sections.map(({ route, section }) => (
        <li key={route}>
          <Link className="settings__card" to={url(route)}>
            <span className="settings__card-title">{t(`settings.${section}.title`)}</span>
            <span className="settings__card-text">{t(`settings.${section}.text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="settings">
      <h1>{t('settings.title')}</h1>
      <p className="lead">{t('settings.lead')}</p>
      <nav aria-label={t('settings.sections')}>
        {cards(BROWSER)}
        {isLoggedIn && (
          <>
            <h2 className="settings__heading">{t('settings.account')}</h2>
            {cards(ACCOUNT)}
          </>
        )}
      </nav>
      {/* Also on /play/daily: a member looks for "vacation" in the settings as often as beside the games. */}
      {isLoggedIn && <VacationPanel />}
      <p className="settings__more">{t('settings.more')}</p>
    </section>
  );
}
