import './settings.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';

/** The settings index: one card per section (board and pieces for now; others join later). */
export function SettingsPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  useDocumentTitle('settings');

  return (
    <section className="settings">
      <h1>{t('settings.title')}</h1>
      <p className="lead">{t('settings.lead')}</p>
      <nav aria-label={t('settings.sections')}>
        <ul className="settings__sections">
          <li>
            <Link className="settings__card" to={url('settings_board')}>
              <span className="settings__card-title">{t('settings.board.title')}</span>
              <span className="settings__card-text">{t('settings.board.text')}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <p className="settings__more">{t('settings.more')}</p>
    </section>
  );
}
